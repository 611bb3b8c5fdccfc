import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeDialogBehaviour } from '../../../testing/dialogBehaviour.tsx';
import { renderWithTheme } from '../../../testing/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ErrorDialog } from './ErrorDialog.tsx';
import { RetryDialog } from './RetryDialog.tsx';

const texts = { title: 'Error', message: 'session_timeout' };

describeDialogBehaviour('ErrorDialog', 'alertdialog', (onClose) => (
  <ErrorDialog open {...texts} okLabel="OK" onClose={onClose} />
));
describeDialogBehaviour('RetryDialog', 'alertdialog', (onClose) => (
  <RetryDialog open {...texts} retryLabel="Retry" cancelLabel="Cancel" onRetry={() => {}} onClose={onClose} />
));
describeDialogBehaviour('ConfirmDialog', 'dialog', (onClose) => (
  <ConfirmDialog open {...texts} confirmLabel="Yes" cancelLabel="No" onConfirm={() => {}} onClose={onClose} />
));

describe('ErrorDialog', () => {
  it('shows the title and the message, and OK closes it once', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <ErrorDialog open title="エラー" message="out of stock" okLabel="OK" onClose={onClose} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'エラー' });
    expect(dialog).toHaveAccessibleDescription('out of stock');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderWithTheme(<ErrorDialog open={false} title="Error" message="x" okLabel="OK" onClose={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('RetryDialog', () => {
  it('retry and cancel call their own handlers', async () => {
    const onRetry = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <RetryDialog
        open
        {...texts}
        retryLabel="Retry"
        cancelLabel="Cancel"
        onRetry={onRetry}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('confirm calls onConfirm, not onClose', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        tone="critical"
        title="Cancel order?"
        message="Your tickets will be released."
        confirmLabel="Cancel order"
        cancelLabel="Keep"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Cancel order?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
