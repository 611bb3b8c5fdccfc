import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { buttonSizes, buttonVariants } from '../private/button.css.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it.each(buttonVariants)('the %s variant is a named, pressable button', async (variant) => {
    const onPress = vi.fn();
    renderWithTheme(
      <Button variant={variant} onPress={onPress}>
        Buy tickets
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy tickets' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('each size gives a different class', () => {
    renderWithTheme(
      <div>
        {buttonSizes.map((size) => (
          <Button key={size} size={size}>
            {size}
          </Button>
        ))}
      </div>,
    );
    const classes = buttonSizes.map((size) => screen.getByRole('button', { name: size }).className);
    expect(new Set(classes).size).toBe(buttonSizes.length);
  });

  it('is activated from the keyboard and not when disabled', async () => {
    const onPress = vi.fn();
    renderWithTheme(
      <>
        <Button onPress={onPress}>Next</Button>
        <Button onPress={onPress} isDisabled>
          Pay
        </Button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
