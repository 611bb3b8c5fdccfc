import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeDialogBehaviour } from '../../../testing/dialogBehaviour.tsx';
import { renderWithTheme } from '../../../testing/render.tsx';
import { Modal } from './Modal.tsx';

describeDialogBehaviour('Modal', 'dialog', (onClose) => (
  <Modal open title="Notes" closeLabel="Close" onClose={onClose}>
    <p>Re-entry is not allowed.</p>
  </Modal>
));

describe('Modal', () => {
  it('shows its content and the close button calls onClose once', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <Modal open title="Notes" closeLabel="Close" onClose={onClose}>
        <p>Re-entry is not allowed.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Notes' })).toHaveTextContent('Re-entry is not allowed.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
