/**
 * The venue console's staff roles and what each may do. A staff account belongs to one or more venues,
 * with one role in each. The server checks every console call against this table (the call's `access`
 * in the contract); the console shows only what the signed-in role may use.
 */
export const staffRoles = ['manager', 'box_office', 'gate'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a console call needs beyond a signed-in member of the venue. */
export const staffPermissions = [
  /** Today's counts per slot. */
  'today.read',
  /** Finding orders and reading an order's page. */
  'orders.read',
  /** Resending an order's confirmation mail. */
  'orders.resend',
  /** Moving an order to another date (no fee). */
  'orders.changeDate',
  /** Cancelling tickets with a refund. */
  'orders.cancel',
  /** Checking a ticket in by hand. */
  'tickets.checkIn',
  /** The scanning gate: the day's admission list and sending its scans. */
  'gate.scan',
  /** Days and slots with their counts. */
  'stock.read',
  /** Closing and reopening days and slots, capacities, pausing sales. */
  'stock.write',
  /** Coupon usage, disabling a code, invitation codes. */
  'coupons.manage',
  /** Sales and check-in reports, and the CSV exports of orders and check-ins. */
  'reports.read',
  'audit.read',
  /** Adding and removing the venue's staff, and changing their roles. */
  'staff.manage',
  /** Turning the account's own second factor (TOTP) on and off: managers', whose sign-in guards most. */
  'account.secondFactor',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/**
 * Each role's permissions. A manager may do everything; the box office serves visitors (orders, resend,
 * date change, cancel and refund, check-in), reads the stock and the reports; the gate checks tickets in (by
 * hand and at the scanning gate) and sees today's counts, nothing else.
 */
export const rolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  manager: staffPermissions,
  box_office: [
    'today.read',
    'orders.read',
    'orders.resend',
    'orders.changeDate',
    'orders.cancel',
    'tickets.checkIn',
    'stock.read',
    'reports.read',
  ],
  gate: ['today.read', 'tickets.checkIn', 'gate.scan'],
};

export function roleMay(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/**
 * Who may make a console call: `public` (signing in), `session` (any signed-in member of the venue: who
 * am I, signing out), or a permission the caller's role must have.
 */
export type StaffAccess = 'public' | 'session' | StaffPermission;

/** Shortest and longest staff password accepted. */
export const staffPasswordLength = { min: 12, max: 200 } as const;
