import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { Button } from '../Button/Button.tsx';
import { buttonSizes, buttonVariants } from '../private/button.css.ts';
import { LinkButton } from './LinkButton.tsx';

describe('LinkButton', () => {
  it.each(buttonVariants)('the %s variant is a named link to its href', async (variant) => {
    const { container } = renderWithTheme(
      <LinkButton href="#/order" variant={variant}>
        Buy tickets
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Buy tickets' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '#/order');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('wears the same classes as a Button of that variant and size', () => {
    renderWithTheme(
      <div>
        {buttonSizes.map((size) => (
          <div key={size}>
            <LinkButton href="#top" variant="secondary" size={size}>
              {`link ${size}`}
            </LinkButton>
            <Button variant="secondary" size={size}>{`button ${size}`}</Button>
          </div>
        ))}
      </div>,
    );
    for (const size of buttonSizes) {
      expect(screen.getByRole('link', { name: `link ${size}` }).className).toContain(
        screen.getByRole('button', { name: `button ${size}` }).className,
      );
    }
  });

  it('passes the anchor attributes on and is reached from the keyboard', async () => {
    renderWithTheme(
      <LinkButton href="https://example.com/terms" target="_blank" rel="noopener" className="extra">
        Terms
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveClass('extra');
    await userEvent.tab();
    expect(link).toHaveFocus();
  });
});
