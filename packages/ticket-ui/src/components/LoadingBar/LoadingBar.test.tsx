import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { LoadingBar } from './LoadingBar.tsx';

describe('LoadingBar', () => {
  it('shows an indeterminate progress bar while requests are pending', async () => {
    const { rerender } = renderWithTheme(<LoadingBar pendingCount={2} label="Loading" />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(await axeViolations()).toEqual([]);
    rerender(<LoadingBar pendingCount={1} label="Loading" />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<LoadingBar pendingCount={0} label="Loading" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
