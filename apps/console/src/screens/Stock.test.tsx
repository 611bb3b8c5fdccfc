import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { ConsoleStory } from '../stories/ConsoleStory.tsx';
import { Stock } from './Stock.tsx';

const stock = () =>
  render(
    <ConsoleStory url="/demo/stock" route="stock">
      <Stock />
    </ConsoleStory>,
  );

describe('Stock', () => {
  beforeAll(() => initI18n('en'));

  it('marks the month’s days by their stock on the calendar, and opens the slots of the day chosen', async () => {
    stock();
    const calendar = await screen.findByRole('group', { name: 'Stock by day' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('December 2026');
    const day = (name: string) => within(calendar).findByRole('button', { name });
    expect(await day('6, Sunday, December 6, 2026, Sold out')).toHaveAttribute('aria-disabled', 'true');
    expect(await day('7, Monday, December 7, 2026, Few left')).not.toHaveAttribute('aria-disabled');
    expect(await day('8, Tuesday, December 8, 2026, Closed')).toHaveAttribute('aria-disabled', 'true');
    // A day before today is past, whatever its stock.
    expect(await day('4, Friday, December 4, 2026')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(await day('9, Wednesday, December 9, 2026'));
    expect(await screen.findByRole('heading', { name: 'Slots of 2026-12-09' })).toBeInTheDocument();
  });

  it('goes to another month by the month buttons and the Page keys, asking for its stock', async () => {
    stock();
    const calendar = await screen.findByRole('group', { name: 'Stock by day' });
    await userEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(within(calendar).getByRole('heading')).toHaveTextContent('January 2027');
    expect(await screen.findByRole('heading', { name: 'Days of 2027-01' })).toBeInTheDocument();
    expect(screen.getByText('No stock in this month.')).toBeInTheDocument();
    within(calendar)
      .getByRole('button', { name: /^1, Friday, January 1, 2027/ })
      .focus();
    await userEvent.keyboard('{PageUp}');
    expect(await screen.findByRole('heading', { name: 'Days of 2026-12' })).toBeInTheDocument();
    expect(within(calendar).getByRole('heading')).toHaveTextContent('December 2026');
    expect(within(calendar).getByRole('button', { name: /^1, Tuesday, December 1, 2026/ })).toHaveFocus();
  });
});
