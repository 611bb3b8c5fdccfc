import { z } from 'zod';
import { staffRoles } from '../../staff/staffRoles.ts';
import { consoleStaffRoutes } from '../routes/consoleStaff.ts';
import { defineEndpoints } from './define.ts';
import { id, idInUrl, isoDateTime, noContent } from './shared.ts';

/**
 * Ours: the venue's staff as its managers keep them (each change in the audit log, a venue never left
 * without a manager), and a manager's own second factor: a TOTP (RFC 6238: SHA-1, 6 digits, 30 s), whose
 * secret is shown once, while it is set up, and never answered again.
 */

const staffRole = z.enum(staffRoles);

export const consoleStaffMemberSchema = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: staffRole,
  added_at: isoDateTime.meta({ description: 'When they became staff of this venue' }),
  last_sign_in_at: isoDateTime.nullable().meta({ description: 'Their last sign-in, to any venue' }),
  second_factor: z.boolean().meta({ description: 'They sign in with a TOTP code as well' }),
  password_set: z.boolean().meta({
    description: 'They have set their own password; false while the set-password mail waits for them',
  }),
});

/** A code of the authenticator app: six digits (spaces the app shows between them are dropped). */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'six digits'));

const staffIdInUrl = z.object({ staff_id: idInUrl });

export const consoleStaffEndpoints = defineEndpoints(consoleStaffRoutes, {
  getConsoleStaff: {
    summary: 'Console: the venue’s staff, their roles, last sign-in and whether they use a second factor',
    designed: true,
    answer: z.object({ staff: z.array(consoleStaffMemberSchema) }),
  },
  addConsoleStaff: {
    summary:
      'Console: make an address staff of the venue with a role; a new account is mailed a link to set its own password',
    designed: true,
    body: z.object({
      email: z.string().trim().pipe(z.email().max(254)),
      name: z.string().trim().min(1).max(100),
      role: staffRole,
    }),
    answer: z.object({
      member: consoleStaffMemberSchema,
      created: z.boolean().meta({
        description:
          'A new account, mailed a link to set its password (72 hours); false when it signs in with its own password',
      }),
    }),
  },
  setConsoleStaffRole: {
    summary: 'Console: change a staff member’s role here (the last manager stays one: 409)',
    designed: true,
    params: staffIdInUrl,
    body: z.object({ role: staffRole }),
    answer: consoleStaffMemberSchema,
  },
  removeConsoleStaff: {
    summary:
      'Console: take a member off the venue’s staff, ending every session of theirs (the last manager stays: 409)',
    designed: true,
    params: staffIdInUrl,
    answer: noContent,
  },
  signOutConsoleStaff: {
    summary:
      'Console: sign a member out on every device (a lost phone at the gate), keeping them staff; they sign in again',
    designed: true,
    params: staffIdInUrl,
    answer: noContent,
  },
  resendConsoleStaffPasswordMail: {
    summary:
      'Console: mail a member who has not set a password yet a new set-password link (409 once they have set one)',
    designed: true,
    params: staffIdInUrl,
    answer: noContent,
  },
  startConsoleSecondFactor: {
    summary:
      'Console: set up a second factor for the signed-in manager: a new secret, shown this once, on once a code confirms it',
    designed: true,
    answer: z.object({
      secret: z.string().meta({ description: 'Base32, for typing into an authenticator app' }),
      uri: z.string().meta({ description: 'The otpauth:// URI, for a QR code' }),
    }),
  },
  confirmConsoleSecondFactor: {
    summary: 'Console: turn the second factor on with a code of the secret set up',
    designed: true,
    body: z.object({ code: totpCodeSchema }),
    answer: noContent,
  },
  removeConsoleSecondFactor: {
    summary: 'Console: turn the second factor off, with a current code',
    designed: true,
    body: z.object({ code: totpCodeSchema }),
    answer: noContent,
  },
});
