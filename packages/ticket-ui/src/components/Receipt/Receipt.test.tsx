import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleReceipt } from './fixtures.ts';
import { receiptTones } from './Receipt.css.ts';
import { Receipt } from './Receipt.tsx';

const userEvent = userEventLib.setup({ delay: null });
const props = { ...sampleReceipt, formatYen: (amount: number) => `${amount} yen` };

describe('Receipt', () => {
  it.each(receiptTones)('is a named article with a lines table in the %s tone', async (tone) => {
    const { container } = renderWithTheme(<Receipt {...props} tone={tone} onPrint={() => {}} />);
    expect(screen.getByRole('article', { name: '領収書' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '明細' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows lines, discounts, payment method, total and the included tax', () => {
    renderWithTheme(<Receipt {...props} />);
    expect(screen.getByRole('row', { name: /大人 2000 yen 2 4000 yen/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /クーポン割引 -500 yen/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /お支払い方法 クレジットカード/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /合計（税込） 6000 yen/ })).toBeInTheDocument();
    expect(screen.getByText('10%対象 6000 yen（内消費税 545 yen）')).toBeInTheDocument();
  });

  it('is busy while loading, with the addressee and printing on hold', async () => {
    const onPrint = vi.fn();
    const { container } = renderWithTheme(<Receipt {...props} onPrint={onPrint} isLoading />);
    expect(screen.getByRole('article', { name: '領収書' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: '宛名' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: sampleReceipt.labels.print }));
    expect(onPrint).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets the visitor edit the addressee', async () => {
    const onAddresseeChange = vi.fn();
    renderWithTheme(<Receipt {...props} onAddresseeChange={onAddresseeChange} />);
    const field = screen.getByRole('textbox', { name: '宛名' });
    expect(field).toHaveValue('山田 花子');
    await userEvent.clear(field);
    await userEvent.type(field, '株式会社例');
    expect(onAddresseeChange).toHaveBeenLastCalledWith('株式会社例');
  });

  it('keeps an addressee asked for beforehand as it is', async () => {
    const onAddresseeChange = vi.fn();
    renderWithTheme(<Receipt {...props} onAddresseeChange={onAddresseeChange} isAddresseeReadOnly />);
    const field = screen.getByRole('textbox', { name: '宛名' });
    expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, 'x');
    expect(field).toHaveValue('山田 花子');
    expect(onAddresseeChange).not.toHaveBeenCalled();
  });

  it('asks to print only when it can', async () => {
    const onPrint = vi.fn();
    const { rerender } = renderWithTheme(<Receipt {...props} />);
    expect(screen.queryByRole('button', { name: '印刷する' })).not.toBeInTheDocument();
    rerender(<Receipt {...props} onPrint={onPrint} />);
    await userEvent.click(screen.getByRole('button', { name: '印刷する' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });
});
