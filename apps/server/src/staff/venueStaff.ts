import type { Answer, StaffRole } from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { StaffCallContext } from '../service/context.ts';
import type { Input } from '../service/input.ts';
import { recordAudit } from './audit.ts';
import { mailPasswordLink } from './passwordLinks.ts';
import { endAllSessions } from './sessions.ts';
import { addStaff } from './staffAccounts.ts';

type Member = Answer<'getConsoleStaff'>['staff'][number];

/** The venue's staff as its managers see them, by address; one member when `staffId` is given. */
async function membersOf(db: Kysely<Database>, tenantId: string, staffId?: number): Promise<Member[]> {
  const rows = await db
    .selectFrom('staff_memberships as m')
    .innerJoin('staff_accounts as a', 'a.id', 'm.staff_id')
    .select([
      'a.id',
      'a.email',
      'a.name',
      'm.role',
      'm.created_at',
      'a.last_sign_in_at',
      'a.totp_secret',
      'a.password_set_at',
    ])
    .where('m.tenant_id', '=', tenantId)
    .$if(staffId !== undefined, (query) => query.where('a.id', '=', staffId as number))
    .orderBy('a.email')
    .execute();
  return rows.map(({ created_at, totp_secret, password_set_at, ...row }) => ({
    ...row,
    added_at: created_at,
    second_factor: totp_secret !== null,
    password_set: password_set_at !== null,
  }));
}

async function memberOf(db: Kysely<Database>, tenantId: string, staffId: number): Promise<Member> {
  const [member] = await membersOf(db, tenantId, staffId);
  if (!member) throw new DomainError('recordNotFound');
  return member;
}

export async function venueStaff(ctx: StaffCallContext): Promise<Answer<'getConsoleStaff'>> {
  return { staff: await membersOf(ctx.db.kysely, ctx.tenant.id) };
}

/**
 * A change of the venue's staff, one at a time per venue: on PostgreSQL the venue's row is locked first,
 * so two managers demoting each other at once cannot leave the venue without one (SQLite has one writer).
 */
function staffChange<T>(ctx: StaffCallContext, change: (trx: Transaction<Database>) => Promise<T>) {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    if (ctx.db.dialect === 'postgres')
      await trx.selectFrom('tenants').select('id').where('id', '=', ctx.tenant.id).forUpdate().execute();
    return change(trx);
  });
}

/** Refuses to take the venue's last manager off managing (removed or given another role). */
async function keepAManager(trx: Transaction<Database>, tenantId: string, member: Member) {
  if (member.role !== 'manager') return;
  const others = await trx
    .selectFrom('staff_memberships')
    .select('staff_id')
    .where('tenant_id', '=', tenantId)
    .where('role', '=', 'manager')
    .where('staff_id', '<>', member.id)
    .executeTakeFirst();
  if (!others) throw new DomainError('lastManager');
}

/**
 * Makes an address staff of the venue: a new account, mailed a link to set its own password once the
 * change is committed (the manager never knows it), or an existing account (staff of another venue), which
 * keeps its own. 'already staff of this venue' when it is; its role is changed instead.
 */
export async function addMember(
  ctx: StaffCallContext,
  body: Input<'addConsoleStaff'>['body'],
): Promise<Answer<'addConsoleStaff'>> {
  const added = await staffChange(ctx, async (trx) => {
    const known = await trx
      .selectFrom('staff_memberships as m')
      .innerJoin('staff_accounts as a', 'a.id', 'm.staff_id')
      .select('a.id')
      .where('m.tenant_id', '=', ctx.tenant.id)
      .where('a.email', '=', body.email.toLowerCase())
      .executeTakeFirst();
    if (known) throw new DomainError('alreadyStaff');
    const added = await addStaff(trx, {
      tenantId: ctx.tenant.id,
      email: body.email,
      name: body.name,
      role: body.role,
    });
    const member = await memberOf(trx, ctx.tenant.id, added.staffId);
    await recordAudit(trx, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: 'staff.add',
      target: { kind: 'staff', id: member.email },
      after: { role: member.role, name: member.name, new_account: added.created },
    });
    return { member, created: added.created };
  });
  if (added.created) await mailPasswordLink(ctx, added.member, 'invite');
  return added;
}

/** Gives a member another role here; the last manager keeps theirs ('the last manager'). */
export async function setMemberRole(
  ctx: StaffCallContext,
  staffId: number,
  role: StaffRole,
): Promise<Answer<'setConsoleStaffRole'>> {
  return staffChange(ctx, async (trx) => {
    const before = await memberOf(trx, ctx.tenant.id, staffId);
    if (before.role === role) return before;
    if (role !== 'manager') await keepAManager(trx, ctx.tenant.id, before);
    await trx
      .updateTable('staff_memberships')
      .set({ role })
      .where('staff_id', '=', staffId)
      .where('tenant_id', '=', ctx.tenant.id)
      .execute();
    await recordAudit(trx, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: 'staff.role',
      target: { kind: 'staff', id: before.email },
      before: { role: before.role },
      after: { role },
    });
    return { ...before, role };
  });
}

/**
 * Signs a member of the venue's staff out on every device and venue (a lost phone at the gate): their
 * sessions end, they stay staff and sign in again. A device that kept the session for working offline
 * forgets it when the server next refuses it.
 */
export async function signOutMember(ctx: StaffCallContext, staffId: number): Promise<null> {
  await staffChange(ctx, async (trx) => {
    const member = await memberOf(trx, ctx.tenant.id, staffId);
    await endAllSessions(trx, staffId);
    await recordAudit(trx, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: 'staff.signOutMember',
      target: { kind: 'staff', id: member.email },
    });
  });
  if (staffId === ctx.staff.id) ctx.sessionCookie.clear();
  return null;
}

/**
 * Takes a member off the venue's staff and ends every session of theirs, on every device and venue (they
 * sign in again where they are still staff); the last manager stays ('the last manager').
 */
export async function removeMember(ctx: StaffCallContext, staffId: number): Promise<null> {
  await staffChange(ctx, async (trx) => {
    const before = await memberOf(trx, ctx.tenant.id, staffId);
    await keepAManager(trx, ctx.tenant.id, before);
    await trx
      .deleteFrom('staff_memberships')
      .where('staff_id', '=', staffId)
      .where('tenant_id', '=', ctx.tenant.id)
      .execute();
    await endAllSessions(trx, staffId);
    await recordAudit(trx, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: 'staff.remove',
      target: { kind: 'staff', id: before.email },
      before: { role: before.role, name: before.name },
    });
  });
  if (staffId === ctx.staff.id) ctx.sessionCookie.clear();
  return null;
}
