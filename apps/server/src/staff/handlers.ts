import type { Handlers } from '../http/registerEndpoints.ts';
import { recordAudit } from './audit.ts';
import { requestPasswordReset, resendPasswordMail, setPasswordByLink } from './passwordSetting.ts';
import { confirmSecondFactor, removeSecondFactor, startSecondFactor } from './secondFactor.ts';
import { sessionAnswer } from './sessionAnswer.ts';
import { endAllSessions, endSession } from './sessions.ts';
import { signIn } from './signIn.ts';
import { addMember, removeMember, setMemberRole, signOutMember, venueStaff } from './venueStaff.ts';

type StaffHandlers = Pick<
  Handlers,
  | 'consoleSignIn'
  | 'requestConsolePasswordReset'
  | 'setConsolePassword'
  | 'getConsoleSession'
  | 'consoleSignOut'
  | 'consoleSignOutEverywhere'
  | 'getConsoleStaff'
  | 'addConsoleStaff'
  | 'setConsoleStaffRole'
  | 'removeConsoleStaff'
  | 'signOutConsoleStaff'
  | 'resendConsoleStaffPasswordMail'
  | 'startConsoleSecondFactor'
  | 'confirmConsoleSecondFactor'
  | 'removeConsoleSecondFactor'
>;

export const staffHandlers: StaffHandlers = {
  consoleSignIn: (ctx, { body }) => signIn(ctx, body),
  requestConsolePasswordReset: (ctx, { body }) => requestPasswordReset(ctx, body.email),
  setConsolePassword: (ctx, { body }) => setPasswordByLink(ctx, body),

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

  getConsoleStaff: (ctx) => venueStaff(ctx),
  addConsoleStaff: (ctx, { body }) => addMember(ctx, body),
  setConsoleStaffRole: (ctx, { params, body }) => setMemberRole(ctx, params.staff_id, body.role),
  removeConsoleStaff: (ctx, { params }) => removeMember(ctx, params.staff_id),
  signOutConsoleStaff: (ctx, { params }) => signOutMember(ctx, params.staff_id),
  resendConsoleStaffPasswordMail: (ctx, { params }) => resendPasswordMail(ctx, params.staff_id),
  startConsoleSecondFactor: (ctx) => startSecondFactor(ctx),
  confirmConsoleSecondFactor: (ctx, { body }) => confirmSecondFactor(ctx, body.code),
  removeConsoleSecondFactor: (ctx, { body }) => removeSecondFactor(ctx, body.code),
};
