import { defineAdminRoutes } from './define.ts';

/**
 * The venue console's staff calls (`../endpoints/consoleStaff.ts` has their schemas), under the tenant's
 * admin path: the managers' list of the venue's staff and its changes, and the signed-in manager's own
 * second factor.
 */
export const consoleStaffRoutes = defineAdminRoutes({
  getConsoleStaff: { method: 'GET', path: '/staff', access: 'staff.manage' },
  addConsoleStaff: { method: 'POST', path: '/staff', access: 'staff.manage' },
  setConsoleStaffRole: { method: 'PUT', path: '/staff/{staff_id}', access: 'staff.manage' },
  removeConsoleStaff: {
    method: 'DELETE',
    path: '/staff/{staff_id}',
    access: 'staff.manage',
  },
  signOutConsoleStaff: {
    method: 'DELETE',
    path: '/staff/{staff_id}/sessions',
    access: 'staff.manage',
  },
  resendConsoleStaffPasswordMail: {
    method: 'POST',
    path: '/staff/{staff_id}/password-mail',
    access: 'staff.manage',
  },
  startConsoleSecondFactor: {
    method: 'POST',
    path: '/second-factor/setup',
    access: 'account.secondFactor',
  },
  confirmConsoleSecondFactor: {
    method: 'PUT',
    path: '/second-factor',
    access: 'account.secondFactor',
  },
  removeConsoleSecondFactor: {
    method: 'DELETE',
    path: '/second-factor',
    access: 'account.secondFactor',
  },
});
