import { type Answer, rolePermissions } from '@venue/ticket-core';
import type { StaffCallContext } from '../service/context.ts';
import { sessionTimes } from './sessions.ts';
import { membershipsOf } from './staffAccounts.ts';

/** The signed-in staff member as the console sees them: their role here, their venues, the CSRF token. */
export async function sessionAnswer(ctx: StaffCallContext): Promise<Answer<'getConsoleSession'>> {
  const { staff } = ctx;
  const memberships = await membershipsOf(ctx.db.kysely, staff.id);
  const account = await ctx.db.kysely
    .selectFrom('staff_accounts')
    .select('totp_secret')
    .where('id', '=', staff.id)
    .executeTakeFirstOrThrow();
  return {
    staff: { id: staff.id, email: staff.email, name: staff.name },
    tenant_id: ctx.tenant.id,
    role: staff.role,
    permissions: [...rolePermissions[staff.role]],
    // A venue no longer served by this server (taken out of tenants/) is left out.
    venues: memberships.flatMap(({ tenant_id, role }) => {
      const venue = Object.hasOwn(ctx.tenants, tenant_id) ? ctx.tenants[tenant_id] : undefined;
      return venue ? [{ tenant_id, title: venue.title.default, title_ja: venue.title.ja, role }] : [];
    }),
    csrf_token: staff.csrfToken,
    expires_at: staff.expiresAt,
    idle_minutes: sessionTimes.idleMs / 60_000,
    second_factor: account.totp_secret !== null,
  };
}
