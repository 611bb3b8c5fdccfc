import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { countPickerLayouts } from './CountPicker.css.ts';
import { CountPicker, type CountPickerRootProps } from './CountPicker.tsx';
import { itemMaximum, totalCount } from './countLimits.ts';

function renderPicker(props: Partial<Omit<CountPickerRootProps, 'children'>> = {}) {
  return renderWithTheme(
    <CountPicker
      label="Tickets"
      maxTotal={4}
      maxTotalMessage="Up to 4 tickets"
      formatYen={(y) => `${y} yen`}
      increaseLabel="Increase"
      decreaseLabel="Decrease"
      {...props}
    >
      <CountPicker.Item id="adult" label="Adult" price={2000} />
      <CountPicker.Item id="child" label="Child" price={1000} max={2} />
    </CountPicker>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('CountPicker', () => {
  it.each(countPickerLayouts)(
    'is a labelled group of named number fields in the %s layout',
    async (layout) => {
      const { container } = renderPicker({ layout });
      expect(screen.getByRole('group', { name: 'Tickets' })).toBeInTheDocument();
      expect(field(/Adult/)).toHaveValue('0');
      expect(screen.getByText('2000 yen')).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('counts up and down with the buttons and emits every count', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    const increase = screen.getAllByRole('button', { name: /increase/i });
    await userEvent.click(increase[0] as HTMLElement);
    await userEvent.click(increase[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ adult: 2 });
    await userEvent.click(screen.getAllByRole('button', { name: /decrease/i })[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith({ adult: 1 });
    expect(field(/Adult/)).toHaveValue('1');
  });

  it('counts with the arrow keys', async () => {
    const onChange = vi.fn();
    renderPicker({ onChange });
    await userEvent.click(field(/Child/));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ child: 2 });
    expect(field(/Child/)).toHaveValue('2');
  });

  it('caps the total at maxTotal and says so', async () => {
    renderPicker({ defaultValue: { adult: 3, child: 1 } });
    const increase = screen.getAllByRole('button', { name: /increase/i });
    expect(increase[0]).toBeDisabled();
    expect(increase[1]).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Up to 4 tickets');
    await userEvent.click(screen.getAllByRole('button', { name: /decrease/i })[0] as HTMLElement);
    expect(increase[0]).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows the controlled counts', () => {
    const { rerender } = renderPicker({ value: { adult: 1 } });
    expect(field(/Adult/)).toHaveValue('1');
    rerender(
      <CountPicker
        label="Tickets"
        maxTotal={4}
        formatYen={String}
        increaseLabel="Increase"
        decreaseLabel="Decrease"
        value={{ adult: 3 }}
      >
        <CountPicker.Item id="adult" label="Adult" price={2000} />
      </CountPicker>,
    );
    expect(field(/Adult/)).toHaveValue('3');
  });

  it('limits one kind by its own maximum and by what is left of the order', () => {
    expect(totalCount({ adult: 2, child: 1 })).toBe(3);
    expect(itemMaximum({ adult: 2, child: 1 }, 'adult', 10, 4)).toBe(3);
    expect(itemMaximum({ adult: 2, child: 1 }, 'child', 1, 10)).toBe(1);
    expect(itemMaximum({ adult: 9 }, 'child', 5, 4)).toBe(0);
  });
});
