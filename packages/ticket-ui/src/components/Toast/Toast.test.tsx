import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme, testThemeClass } from '../../../testing/render.tsx';
import { Toast } from './Toast.tsx';
import { toastFadeMs, toastVisibleMs } from './toastTiming.ts';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('matches the spec timing: 3.5 s visible, 1 s fade', () => {
    expect(toastVisibleMs).toBe(3500);
    expect(toastFadeMs).toBe(1000);
  });

  it('shows the message in a themed region and asks to close after 3.5 s', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <Toast open message="Copied the link" regionLabel="Notifications" onOpenChange={onOpenChange} />,
    );
    expect(screen.getByText('Copied the link')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ }).querySelector('ol')).toHaveClass(
      testThemeClass,
    );
    act(() => vi.advanceTimersByTime(toastVisibleMs - 10));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });

  it('renders no toast while closed', () => {
    renderWithTheme(
      <Toast open={false} message="Hidden" regionLabel="Notifications" onOpenChange={() => {}} />,
    );
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});
