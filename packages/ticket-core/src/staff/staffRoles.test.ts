import { describe, expect, it } from 'vitest';
import { roleMay, rolePermissions, staffPermissions, staffRoles } from './staffRoles.ts';

describe('staff roles', () => {
  it('gives a manager every permission', () => {
    for (const permission of staffPermissions) expect(roleMay('manager', permission)).toBe(true);
  });

  it('keeps the box office off changing the stock, coupons, the audit log, staff, a second factor and the scanning gate; lets it read reports', () => {
    for (const permission of [
      'stock.write',
      'coupons.manage',
      'audit.read',
      'staff.manage',
      'account.secondFactor',
      'gate.scan',
    ] as const)
      expect(roleMay('box_office', permission), permission).toBe(false);
    expect(roleMay('box_office', 'orders.cancel')).toBe(true);
    expect(roleMay('box_office', 'stock.read')).toBe(true);
    expect(roleMay('box_office', 'reports.read')).toBe(true);
  });

  it('lets the gate check tickets in and see today, nothing else', () => {
    expect([...rolePermissions.gate].sort()).toEqual(['gate.scan', 'tickets.checkIn', 'today.read']);
  });

  it('names only known permissions', () => {
    for (const role of staffRoles)
      for (const permission of rolePermissions[role]) expect(staffPermissions).toContain(permission);
  });
});
