import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleSummary } from './fixtures.ts';
import { priceSummaryDensities } from './PriceSummary.css.ts';
import { PriceSummary } from './PriceSummary.tsx';

const formatYen = (amount: number) => `${amount} yen`;
const props = { ...sampleSummary, formatYen };

describe('PriceSummary', () => {
  it.each(priceSummaryDensities)('is a captioned table in the %s density', async (density) => {
    const { container } = renderWithTheme(<PriceSummary {...props} density={density} />);
    expect(screen.getByRole('table', { name: 'ご注文内容' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the table busy while loading and drops the mark once loaded', async () => {
    const { rerender, container } = renderWithTheme(<PriceSummary {...props} isLoading />);
    const table = screen.getByRole('table', { name: 'ご注文内容' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table).toHaveAttribute('data-loading');
    expect(await axeViolations(container)).toEqual([]);
    rerender(<PriceSummary {...props} />);
    expect(table).not.toHaveAttribute('aria-busy');
    expect(table).not.toHaveAttribute('data-loading');
  });

  it('shows each line with its quantity and amount', () => {
    renderWithTheme(<PriceSummary {...props} />);
    const row = screen.getByRole('row', { name: /大人 × 2/ });
    expect(within(row).getByRole('cell')).toHaveTextContent('4000 yen');
  });

  it('shows each discount as a negative amount and the total as given', () => {
    renderWithTheme(<PriceSummary {...props} />);
    expect(screen.getByRole('row', { name: /クーポン WINTER/ })).toHaveTextContent('-500 yen');
    expect(screen.getByRole('row', { name: /会員割引/ })).toHaveTextContent('-300 yen');
    expect(screen.getByRole('row', { name: /お支払い方法割引/ })).toHaveTextContent('-200 yen');
    expect(screen.getByRole('row', { name: /合計/ })).toHaveTextContent('5500 yen');
  });

  it('leaves out discounts that are absent or zero', () => {
    renderWithTheme(
      <PriceSummary
        {...props}
        couponDiscount={undefined}
        membershipDiscount={{ label: '会員割引', amount: 0 }}
        total={6500}
      />,
    );
    expect(screen.queryByRole('row', { name: /クーポン/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /会員割引/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(sampleSummary.lines.length + 2);
  });
});
