import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { ConsoleStory } from '../stories/ConsoleStory.tsx';
import { Orders } from './Orders.tsx';

const ordersAt = (url: string) =>
  render(
    <ConsoleStory url={url} route="orders">
      <Orders />
    </ConsoleStory>,
  );

describe('Orders', () => {
  beforeAll(() => initI18n('en'));

  it('says “1,000+ orders” when the server stopped counting, and pages on with no last page', async () => {
    ordersAt('/demo/orders');
    expect(await screen.findByText('1,000+ orders')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Page 1' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    const next = await screen.findByRole('navigation', { name: 'Page 2' });
    expect(within(next).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText('1,000+ orders')).toBeInTheDocument();
  });

  it('gives the exact count of a search that found few, on one page', async () => {
    ordersAt(`/demo/orders?q=${encodeURIComponent('山田')}`);
    expect(await screen.findByText('4 orders')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
