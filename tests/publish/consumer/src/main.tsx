import { CalendarDate } from '@internationalized/date';
import { buildMonth } from '@venue/ticket-core';
import { Calendar, CountPicker, ThemeProvider } from '@venue/ticket-ui';
import { vars } from '@venue/ticket-ui/css';
import '@venue/ticket-ui/styles.css';
import { createRoot } from 'react-dom/client';
import { themeClass, tokens } from './theme.css.ts';

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const december = buildMonth({
  year: 2026,
  month: 12,
  today: new CalendarDate(2026, 12, 3),
  records: [
    { date: '2026-12-10', display_price: 2000, is_sold_out_display_product: false, stock_status: 'normal' },
  ],
  weekOffset: 1,
});

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider themeClass={themeClass}>
    {/* What the theme should give, for the test to compare with what the browser computes. */}
    <output id="expected" data-brand={tokens.color.brand} data-tap-target={tokens.layout.tapTarget} />
    <p id="brand-probe" style={{ color: vars.color.brand }}>
      Brand
    </p>
    <Calendar
      label="Visit day"
      months={[december]}
      formatPrice={yen}
      stateLabels={{ 'few-stock': '△', 'sold-out': '×' }}
      stateNames={{ 'few-stock': 'Few left', 'sold-out': 'Sold out' }}
      previousLabel="Previous month"
      nextLabel="Next month"
    />
    <CountPicker
      label="Tickets"
      maxTotal={10}
      maxTotalMessage="Up to 10 tickets per order"
      formatYen={yen}
      increaseLabel="More"
      decreaseLabel="Fewer"
    >
      <CountPicker.Item id="adult" label="Adult" price={2000} />
    </CountPicker>
  </ThemeProvider>,
);
