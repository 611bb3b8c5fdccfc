import { describe, expect, it } from 'vitest';
import {
  checksSetProductStock,
  defaultMaxTicketsPerOrder,
  isCouponRequired,
  maxTicketsPerOrder,
  settingValue,
  timeChangeFeePerTicket,
} from './settings.ts';

const settings = (entries: Record<string, string>) =>
  Object.entries(entries).map(([key, value]) => ({ key, value }));

describe('settings (spec 3, 9)', () => {
  it('"Maximum tickets per order: 10 unless Max_Ticket gives a number"', () => {
    expect(defaultMaxTicketsPerOrder).toBe(10);
    expect(maxTicketsPerOrder([])).toBe(10);
    expect(maxTicketsPerOrder(settings({ Max_Ticket: '4' }))).toBe(4);
    expect(maxTicketsPerOrder(settings({ Max_Ticket: ' 20 ' }))).toBe(20);
  });

  it('falls back to 10 when Max_Ticket is not a positive whole number', () => {
    for (const bad of ['', 'abc', '0', '-3', '2.5', '1e3', '99999999999999999999']) {
      expect(maxTicketsPerOrder(settings({ Max_Ticket: bad }))).toBe(10);
    }
  });

  it('"Coupon required when Is_Coupon_Required is \'true\'"', () => {
    expect(isCouponRequired(settings({ Is_Coupon_Required: 'true' }))).toBe(true);
    expect(isCouponRequired(settings({ Is_Coupon_Required: 'false' }))).toBe(false);
    expect(isCouponRequired(settings({ Is_Coupon_Required: 'TRUE' }))).toBe(false);
    expect(isCouponRequired([])).toBe(false);
  });

  it('checks set product stock "when Time_Change_Set_Product_Stock is \'false\'"', () => {
    expect(checksSetProductStock(settings({ Time_Change_Set_Product_Stock: 'false' }))).toBe(true);
    expect(checksSetProductStock(settings({ Time_Change_Set_Product_Stock: 'true' }))).toBe(false);
    expect(checksSetProductStock([])).toBe(false);
  });

  it('reads the first entry of a key', () => {
    const list = [
      { key: 'Max_Ticket', value: '3' },
      { key: 'Max_Ticket', value: '8' },
    ];
    expect(settingValue(list, 'Max_Ticket')).toBe('3');
    expect(settingValue(list, 'Other')).toBeUndefined();
  });

  it('Time_Change_Fee: whole yen per ticket, nothing without a valid entry', () => {
    expect(timeChangeFeePerTicket(settings({ Time_Change_Fee: '300' }))).toBe(300);
    expect(timeChangeFeePerTicket(settings({ Time_Change_Fee: ' 0 ' }))).toBe(0);
    expect(timeChangeFeePerTicket(settings({}))).toBe(0);
    for (const value of ['', '-100', '1.5', 'abc', '9'.repeat(20)]) {
      expect(timeChangeFeePerTicket(settings({ Time_Change_Fee: value }))).toBe(0);
    }
  });
});
