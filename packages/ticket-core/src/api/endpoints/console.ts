import { z } from 'zod';
import { staffPermissions, staffRoles } from '../../staff/staffRoles.ts';
import { consoleRoutes } from '../routes/console.ts';
import { defineEndpoints } from './define.ts';
import { count, id, isoDateTime, noContent } from './shared.ts';

/**
 * Ours: the venue console's calls, under the tenant's admin path (`/<tenant>/api/admin/v1`). Every call
 * but signing in needs the staff session cookie, and every changing call its CSRF token in the
 * `x-csrf-token` header (`csrf_token` of the session answer); each names the access it needs.
 */

const tenantId = z.string().meta({ example: 'demo' });
const staffRoleSchema = z.enum(staffRoles).meta({ description: 'The staff member’s role in the venue' });

export const staffSessionSchema = z.object({
  staff: z.object({ id, email: z.string(), name: z.string() }),
  tenant_id: tenantId,
  role: staffRoleSchema,
  permissions: z.array(z.enum(staffPermissions)).meta({ description: 'What the role may do here' }),
  venues: z
    .array(z.object({ tenant_id: tenantId, title: z.string(), title_ja: z.string(), role: staffRoleSchema }))
    .meta({ description: 'Every venue the staff member belongs to, to switch between' }),
  csrf_token: z
    .string()
    .meta({ description: 'Send as the `x-csrf-token` header on every changing call of this session' }),
  expires_at: isoDateTime.meta({ description: 'The session’s absolute end, whatever its use' }),
  idle_minutes: count.meta({ description: 'The session ends after this long without a call' }),
});

const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const consoleEndpoints = defineEndpoints(consoleRoutes, {
  consoleSignIn: {
    summary: 'Console: sign in to a venue (staff address and password); sets the session cookie',
    designed: true,
    body: signInBody,
    answer: staffSessionSchema,
  },
  getConsoleSession: {
    summary: 'Console: the signed-in staff member, their role here, their venues and the CSRF token',
    designed: true,
    answer: staffSessionSchema,
  },
  consoleSignOut: {
    summary: 'Console: sign out (this session)',
    designed: true,
    answer: noContent,
  },
  consoleSignOutEverywhere: {
    summary: 'Console: sign out every session of the staff member, on every device',
    designed: true,
    answer: noContent,
  },
});
