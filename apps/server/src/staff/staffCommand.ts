import { type StaffRole, staffRoles, type TenantConfig } from '@venue/ticket-core';
import { type DatabaseTarget, openDatabase } from '../db/connect.ts';
import { seedTenants } from '../seed/seedTenant.ts';
import { recordAudit } from './audit.ts';
import { passwordProblem } from './passwords.ts';
import { normalEmail } from './sessionTokens.ts';
import { addStaff, removeStaff, staffOfVenue } from './staffAccounts.ts';

export const staffUsage = `Usage:
  pnpm staff add <site> <email> --role manager|box_office|gate [--name "<name>"]
      make <email> staff of <site>; a new account's password is read from stdin (or asked for twice)
  pnpm staff remove <site> <email>   take <email> off <site>'s staff and end its sessions
  pnpm staff list <site>             the staff of <site> and their roles`;

export interface StaffCommandContext {
  tenants: Readonly<Record<string, TenantConfig>>;
  database: DatabaseTarget;
  print: (line: string) => void;
  /** The new account's password: stdin's first line, or asked for on the terminal. */
  readPassword: () => Promise<string>;
}

/** Who the audit log names for what the command line did. */
const commandLine = { id: null, email: 'pnpm staff' };

/** `--flag value` pairs and the words around them. */
function parseArgs(args: readonly string[]) {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      flags[name] = inline ?? args[++i] ?? '';
    } else words.push(arg);
  }
  return { words, flags };
}

const roleOf = (text: string | undefined): StaffRole | null => {
  const role = text?.replace('-', '_');
  return staffRoles.find((known) => known === role) ?? null;
};

/**
 * `pnpm staff add|remove|list`: the venue console's staff from the command line, for the first manager
 * of a venue (who then adds the others in the console). Exit code 0 when done, 1 when refused, 2 for a
 * wrong command line. Passwords never travel as arguments (they would stay in the shell's history).
 */
export async function runStaffCommand(
  args: readonly string[],
  context: StaffCommandContext,
): Promise<number> {
  const { words, flags } = parseArgs(args);
  const [command, siteId, email] = words;
  const wants = command === 'list' ? 2 : 3;
  if (!['add', 'remove', 'list'].includes(command ?? '') || words.length !== wants) {
    context.print(staffUsage);
    return 2;
  }
  const site = siteId === undefined ? undefined : context.tenants[siteId];
  if (!site) {
    context.print(
      `No site '${siteId}' in tenants/index.ts. Sites: ${Object.keys(context.tenants).join(', ')}`,
    );
    return 2;
  }
  const role = roleOf(flags.role);
  if (command === 'add' && !role) {
    context.print(`--role must be one of ${staffRoles.join(', ')}.`);
    return 2;
  }
  if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
    context.print(`'${email}' is not an email address.`);
    return 2;
  }
  const db = await openDatabase(context.database);
  try {
    await seedTenants(db.kysely, [site]);
    if (command === 'list') {
      const staff = await staffOfVenue(db.kysely, site.id);
      if (staff.length === 0) context.print(`${site.id} has no staff yet.`);
      for (const member of staff) context.print(`${member.email}  ${member.role}`);
      return 0;
    }
    const address = normalEmail(email as string);
    if (command === 'remove') {
      const removed = await removeStaff(db.kysely, site.id, address);
      if (!removed) {
        context.print(`${address} is not staff of ${site.id}.`);
        return 1;
      }
      await recordAudit(db.kysely, {
        tenantId: site.id,
        staff: commandLine,
        action: 'staff.remove',
        target: { kind: 'staff', id: address },
      });
      context.print(`${address} is no longer staff of ${site.id}; its sessions have ended.`);
      return 0;
    }
    let refused: string | null = null;
    const added = await addStaff(db.kysely, {
      tenantId: site.id,
      email: address,
      name: flags.name ?? address.split('@')[0] ?? address,
      role: role as StaffRole,
      password: async () => {
        const password = await context.readPassword();
        refused = passwordProblem(password);
        if (refused) throw new Error(refused);
        return password;
      },
    }).catch((error: unknown) => {
      if (refused) return null;
      throw error;
    });
    if (!added) {
      context.print(refused ?? 'The password was refused.');
      return 1;
    }
    await recordAudit(db.kysely, {
      tenantId: site.id,
      staff: commandLine,
      action: 'staff.add',
      target: { kind: 'staff', id: address },
      before: added.previousRole ? { role: added.previousRole } : undefined,
      after: { role },
    });
    context.print(
      added.created
        ? `Created ${address}, ${role} of ${site.id}. Sign in at /console/.`
        : `${address} (an existing account, its password unchanged) is now ${role} of ${site.id}.`,
    );
    return 0;
  } finally {
    await db.kysely.destroy();
  }
}
