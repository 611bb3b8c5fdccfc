import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { ConsoleStory } from '../stories/ConsoleStory.tsx';
import { OrderPage } from './OrderPage.tsx';

describe('DateChangeAction', () => {
  beforeAll(() => initI18n('en'));

  it('offers the days on the stock calendar from the order’s month, a day without room for its tickets sold out, then the chosen day’s slots', async () => {
    render(
      <ConsoleStory url="/demo/orders/10482" route="orders/:orderId">
        <OrderPage />
      </ConsoleStory>,
    );
    const change = await screen.findByRole('group', { name: 'Change the date (no fee)' });
    const calendar = within(change).getByRole('group', { name: 'New date' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('December 2026');
    const soldOut = await within(calendar).findByRole('button', {
      name: '13, Sunday, December 13, 2026, Sold out',
    });
    expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(soldOut);
    expect(within(change).queryByRole('combobox')).not.toBeInTheDocument();
    // No month before today's is offered.
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('button', { name: '9, Wednesday, December 9, 2026' }));
    expect(await within(change).findByRole('combobox', { name: 'New time' })).toBeInTheDocument();
    expect(within(change).getByRole('button', { name: 'Change the date' })).toBeDisabled();
  });
});
