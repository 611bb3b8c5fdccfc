import type { Handlers } from '../http/registerEndpoints.ts';
import { recordAudit } from './audit.ts';
import { sessionAnswer } from './sessionAnswer.ts';
import { endAllSessions, endSession } from './sessions.ts';
import { signIn } from './signIn.ts';

type StaffHandlers = Pick<
  Handlers,
  'consoleSignIn' | 'getConsoleSession' | 'consoleSignOut' | 'consoleSignOutEverywhere'
>;

export const staffHandlers: StaffHandlers = {
  consoleSignIn: (ctx, { body }) => signIn(ctx, body),

  getConsoleSession: (ctx) => sessionAnswer(ctx),

  async consoleSignOut(ctx) {
    await endSession(ctx.db.kysely, ctx.staff.sessionKey);
    ctx.sessionCookie.clear();
    await recordAudit(ctx.db.kysely, { tenantId: ctx.tenant.id, staff: ctx.staff, action: 'staff.signOut' });
    return null;
  },

  async consoleSignOutEverywhere(ctx) {
    await endAllSessions(ctx.db.kysely, ctx.staff.id);
    ctx.sessionCookie.clear();
    await recordAudit(ctx.db.kysely, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: 'staff.signOutEverywhere',
    });
    return null;
  },
};
