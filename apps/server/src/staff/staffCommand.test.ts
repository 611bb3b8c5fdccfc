import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { testTenants } from '../../testing/testTenants.ts';
import { connectDatabase } from '../db/connect.ts';
import { runStaffCommand } from './staffCommand.ts';

function workspace() {
  const sqlitePath = join(mkdtempSync(join(tmpdir(), 'staff-command-')), 'venue.sqlite');
  const lines: string[] = [];
  let password = 'a long enough password';
  let asked = 0;
  const run = async (...args: string[]) => {
    lines.length = 0;
    const code = await runStaffCommand(args, {
      tenants: testTenants,
      database: { url: null, sqlitePath },
      print: (line) => lines.push(line),
      readPassword: async () => {
        asked++;
        return password;
      },
    });
    return { code, lines: [...lines] };
  };
  return {
    run,
    sqlitePath,
    setPassword: (next: string) => {
      password = next;
    },
    asked: () => asked,
  };
}

describe('pnpm staff', () => {
  it('adds the first manager with an argon2 hash of the password read, lists and removes staff', async () => {
    const ws = workspace();
    expect(await ws.run('add', 'demo', 'Boss@Venue.example', '--role', 'manager')).toEqual({
      code: 0,
      lines: ['Created boss@venue.example, manager of demo. Sign in at /console/.'],
    });
    const db = await connectDatabase({ url: null, sqlitePath: ws.sqlitePath });
    const account = await db.kysely.selectFrom('staff_accounts').selectAll().executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(account.password_hash, 'a long enough password')).toBe(true);
    // The password read is the owner's own: no set-password mail waits.
    expect(account.password_set_at).not.toBeNull();
    // An existing account joins another venue with its password unchanged (none is asked for).
    expect((await ws.run('add', 'members-cafe', 'boss@venue.example', '--role=box-office')).lines).toEqual([
      'boss@venue.example (an existing account, its password unchanged) is now box_office of members-cafe.',
    ]);
    expect(ws.asked()).toBe(1);
    expect(await ws.run('list', 'members-cafe')).toEqual({
      code: 0,
      lines: ['boss@venue.example  box_office'],
    });
    expect(await ws.run('remove', 'members-cafe', 'boss@venue.example')).toMatchObject({ code: 0 });
    expect(await ws.run('remove', 'members-cafe', 'boss@venue.example')).toEqual({
      code: 1,
      lines: ['boss@venue.example is not staff of members-cafe.'],
    });
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['tenant_id', 'staff_email', 'action'])
      .execute();
    expect(audit).toEqual([
      { tenant_id: 'demo', staff_email: 'pnpm staff', action: 'staff.add' },
      { tenant_id: 'members-cafe', staff_email: 'pnpm staff', action: 'staff.add' },
      { tenant_id: 'members-cafe', staff_email: 'pnpm staff', action: 'staff.remove' },
    ]);
    await db.kysely.destroy();
  });

  it('refuses a short password, a wrong role, an unknown site and a malformed line', async () => {
    const ws = workspace();
    ws.setPassword('short');
    expect(await ws.run('add', 'demo', 'a@venue.example', '--role', 'manager')).toEqual({
      code: 1,
      lines: ['The password must have at least 12 characters.'],
    });
    expect((await ws.run('add', 'demo', 'a@venue.example', '--role', 'boss')).code).toBe(2);
    expect((await ws.run('add', 'nowhere', 'a@venue.example', '--role', 'gate')).code).toBe(2);
    expect((await ws.run('add', 'demo', 'not-an-address', '--role', 'gate')).code).toBe(2);
    expect((await ws.run('add', 'demo')).code).toBe(2);
    expect((await ws.run('list', 'demo')).lines).toEqual(['demo has no staff yet.']);
  });
});
