import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme, testThemeClass } from './render.tsx';

/**
 * The behaviour every dialog shares, run against each of them: it opens with focus inside, keeps
 * focus trapped, carries the theme into its portal, and closes on Escape with exactly one onClose.
 */
export function describeDialogBehaviour(
  name: string,
  role: 'dialog' | 'alertdialog',
  renderDialog: (onClose: () => void) => ReactElement,
) {
  describe(`${name}: shared dialog behaviour`, () => {
    it('opens as a named dialog with focus inside and no axe violations', async () => {
      renderWithTheme(renderDialog(() => {}));
      const dialog = screen.getByRole(role);
      expect(dialog).toHaveAccessibleName();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(await axeViolations(dialog)).toEqual([]);
    });

    it('traps focus: tabbing past the last control comes back inside', async () => {
      renderWithTheme(renderDialog(() => {}));
      const dialog = screen.getByRole(role);
      const controls = dialog.querySelectorAll('button, a[href]');
      for (let i = 0; i <= controls.length; i++) {
        await userEvent.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await userEvent.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('carries the theme class into its portal', () => {
      renderWithTheme(renderDialog(() => {}));
      expect(screen.getByRole(role)).toHaveClass(testThemeClass);
    });

    it('Escape closes it with one onClose', async () => {
      const onClose = vi.fn();
      renderWithTheme(renderDialog(onClose));
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
}
