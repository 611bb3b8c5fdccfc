import { defineRoutes } from './define.ts';

/**
 * The venue console's staff calls (`../endpoints/consoleStaff.ts` has their schemas), under the tenant's
 * admin path: the managers' list of the venue's staff and its changes, and the signed-in manager's own
 * second factor.
 */
export const consoleStaffRoutes = defineRoutes({
  getConsoleStaff: { method: 'GET', path: '/staff', root: 'admin', access: 'staff.manage' },
  addConsoleStaff: { method: 'POST', path: '/staff', root: 'admin', access: 'staff.manage' },
  setConsoleStaffRole: { method: 'PUT', path: '/staff/{staff_id}', root: 'admin', access: 'staff.manage' },
  removeConsoleStaff: {
    method: 'DELETE',
    path: '/staff/{staff_id}',
    root: 'admin',
    access: 'staff.manage',
  },
  signOutConsoleStaff: {
    method: 'DELETE',
    path: '/staff/{staff_id}/sessions',
    root: 'admin',
    access: 'staff.manage',
  },
  resendConsoleStaffPasswordMail: {
    method: 'POST',
    path: '/staff/{staff_id}/password-mail',
    root: 'admin',
    access: 'staff.manage',
  },
  startConsoleSecondFactor: {
    method: 'POST',
    path: '/second-factor/setup',
    root: 'admin',
    access: 'account.secondFactor',
  },
  confirmConsoleSecondFactor: {
    method: 'PUT',
    path: '/second-factor',
    root: 'admin',
    access: 'account.secondFactor',
  },
  removeConsoleSecondFactor: {
    method: 'DELETE',
    path: '/second-factor',
    root: 'admin',
    access: 'account.secondFactor',
  },
});
