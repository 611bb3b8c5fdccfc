import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions } from './sessions.ts';
import { normalEmail } from './sessionTokens.ts';

/** A staff account by its address, or undefined. */
export function accountByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
}

/** The role of `staffId` in venue `tenantId`, or undefined when it is not staff there. */
export async function roleIn(
  db: Kysely<Database>,
  staffId: number,
  tenantId: string,
): Promise<StaffRole | undefined> {
  const row = await db
    .selectFrom('staff_memberships')
    .select('role')
    .where('staff_id', '=', staffId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.role;
}

/** Every venue of `staffId` with its role there, by venue id. */
export function membershipsOf(db: Kysely<Database>, staffId: number) {
  return db
    .selectFrom('staff_memberships')
    .select(['tenant_id', 'role'])
    .where('staff_id', '=', staffId)
    .orderBy('tenant_id')
    .execute();
}

export interface NewStaff {
  tenantId: string;
  email: string;
  name: string;
  role: StaffRole;
  /**
   * The new account's password, asked for when the address has no account yet (the command line); without
   * it a new account has none usable until its owner sets one by a mailed link. An existing account keeps
   * its password.
   */
  password?: () => Promise<string>;
}

/**
 * Makes `email` staff of a venue with `role`: a new account (with the password asked for, or none usable:
 * the hash of random bytes no one has), or an existing one given the venue or a new role there. Answers
 * whether the account was created and its role before.
 */
export async function addStaff(db: Kysely<Database>, staff: NewStaff) {
  const email = normalEmail(staff.email);
  let account = await accountByEmail(db, email);
  const created = account === undefined;
  if (!account) {
    const password = staff.password ? await staff.password() : null;
    const passwordHash = await hashPassword(password ?? randomBytes(32).toString('base64url'));
    account = await db
      .insertInto('staff_accounts')
      .values({
        email,
        name: staff.name,
        password_hash: passwordHash,
        password_set_at: password === null ? null : nowIso(),
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        last_sign_in_at: null,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const previousRole = await roleIn(db, account.id, staff.tenantId);
  await db
    .insertInto('staff_memberships')
    .values({ staff_id: account.id, tenant_id: staff.tenantId, role: staff.role, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['staff_id', 'tenant_id']).doUpdateSet({ role: staff.role }))
    .execute();
  return { staffId: account.id, created, previousRole };
}

/** The staff of a venue, by address. */
export function staffOfVenue(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('staff_memberships as m')
    .innerJoin('staff_accounts as a', 'a.id', 'm.staff_id')
    .select(['a.id', 'a.email', 'a.name', 'm.role', 'm.created_at'])
    .where('m.tenant_id', '=', tenantId)
    .orderBy('a.email')
    .execute();
}

/**
 * Takes `email` off a venue's staff and ends its sessions (they may have been used here); the account
 * itself stays for its other venues. False when it was not staff there.
 */
export async function removeStaff(db: Kysely<Database>, tenantId: string, email: string): Promise<boolean> {
  const account = await accountByEmail(db, email);
  if (!account) return false;
  const removed = await db
    .deleteFrom('staff_memberships')
    .where('staff_id', '=', account.id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await endAllSessions(db, account.id);
  return true;
}
