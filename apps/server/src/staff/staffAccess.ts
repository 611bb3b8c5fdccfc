import { roleMay, type StaffAccess } from '@venue/ticket-core';
import { DomainError } from '../domainError.ts';
import type { ConsoleCallContext, StaffCaller } from '../service/context.ts';
import { liveSession } from './sessions.ts';
import { csrfTokenMatches, csrfTokenOf } from './sessionTokens.ts';

export interface CallShape {
  /** What the call needs beyond signing in (`access` of its route). */
  access: Exclude<StaffAccess, 'public'>;
  /** Whether the call changes anything (every method but GET): it must carry the CSRF token. */
  changes: boolean;
  /** The `x-csrf-token` header as sent. */
  csrfToken: string | undefined;
}

/**
 * The staff member making a console call, once every check holds, in this order: a live session
 * ('sign-in required', and its cookie cleared, otherwise), the session's CSRF token on a changing call
 * ('csrf check failed'), membership of the venue called ('not staff of this venue'), and a role that has
 * the call's permission ('not allowed for this role').
 */
export async function staffOfCall(ctx: ConsoleCallContext, call: CallShape): Promise<StaffCaller> {
  const db = ctx.db.kysely;
  const token = ctx.sessionCookie.token();
  const session = token ? await liveSession(db, token) : null;
  if (!token || !session) {
    if (token) ctx.sessionCookie.clear();
    throw new DomainError('signInRequired');
  }
  if (call.changes && !csrfTokenMatches(token, call.csrfToken)) throw new DomainError('csrfRefused');
  const member = await db
    .selectFrom('staff_accounts as a')
    .innerJoin('staff_memberships as m', 'm.staff_id', 'a.id')
    .select(['a.id', 'a.email', 'a.name', 'm.role'])
    .where('a.id', '=', session.staffId)
    .where('m.tenant_id', '=', ctx.tenant.id)
    .executeTakeFirst();
  if (!member) throw new DomainError('notStaffOfVenue');
  if (call.access !== 'session' && !roleMay(member.role, call.access))
    throw new DomainError('roleNotAllowed');
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    sessionKey: session.key,
    csrfToken: csrfTokenOf(token),
    expiresAt: session.expiresAt,
  };
}
