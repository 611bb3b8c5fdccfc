import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { Loader } from './Loader.tsx';

describe('Loader', () => {
  it('announces its label while open', async () => {
    renderWithTheme(<Loader open label="読み込み中" />);
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
    expect(await axeViolations()).toEqual([]);
  });

  it('is gone when not open', () => {
    renderWithTheme(<Loader open={false} label="Loading" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
