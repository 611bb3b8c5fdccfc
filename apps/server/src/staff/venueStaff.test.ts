import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCall,
  mailedPasswordToken,
  setPasswordByMail,
  signInStaff,
  staffPassword,
  startStaffServer,
} from '../../testing/staff.ts';
import { testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const admin = (path: string, site = 'demo') => `/${site}/api/admin/v1${path}`;
const newPassword = 'a password of their own';

describe.each(testDatabases)('the venue’s staff, kept by its managers, on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startStaffServer(database);
    base = server.url;
  });
  afterAll(() => server.close());

  const memberOf = async (email: string) => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const list = await boss.call('GET', admin('/staff'));
    return list.body.staff.find((member: { email: string }) => member.email === email);
  };

  it('adds a box-office member, mailed a link to set their password, who signs in with it and sees their role; the list shows them', async () => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const added = await boss.call('POST', admin('/staff'), {
      email: ' New.Clerk@Venue.example ',
      name: 'New Clerk',
      role: 'box_office',
      // A first password from the manager is no longer taken: the new member sets their own.
      password: newPassword,
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      created: true,
      member: {
        email: 'new.clerk@venue.example',
        name: 'New Clerk',
        role: 'box_office',
        second_factor: false,
        password_set: false,
      },
    });
    expect(added.body.member.last_sign_in_at).toBeNull();
    // Until they set one, no password signs them in, not even the one the manager sent.
    expect(
      (
        await consoleCall(base, 'POST', admin('/session'), {
          body: { email: 'new.clerk@venue.example', password: newPassword },
        })
      ).status,
    ).toBe(401);
    await setPasswordByMail(server, 'demo', 'new.clerk@venue.example', newPassword);
    const clerk = await signInStaff(base, 'demo', 'new.clerk@venue.example', newPassword);
    expect((await clerk.call('GET', admin('/session'))).body).toMatchObject({
      role: 'box_office',
      second_factor: false,
    });
    expect((await clerk.call('GET', admin('/staff'))).status).toBe(403);
    const listed = await memberOf('new.clerk@venue.example');
    expect(listed).toMatchObject({ role: 'box_office', second_factor: false, password_set: true });
    expect(Date.parse(listed.last_sign_in_at)).toBeGreaterThan(Date.now() - 60_000);
    // Sent again, the address is staff already.
    const again = await boss.call('POST', admin('/staff'), {
      email: 'new.clerk@venue.example',
      name: 'New Clerk',
      role: 'gate',
    });
    expect(again).toEqual({ status: 409, body: { error: 'already staff of this venue' } });
  });

  it('adds another venue’s staff member keeping their own password, mailing nothing, and refuses bad input with 400', async () => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const added = await boss.call('POST', admin('/staff'), {
      email: 'cafe@venue.example',
      name: 'Cafe',
      role: 'gate',
    });
    expect(added.body).toMatchObject({ created: false, member: { role: 'gate', password_set: true } });
    expect(await mailedPasswordToken(server, 'cafe@venue.example')).toBeNull();
    await signInStaff(base, 'demo', 'cafe@venue.example', staffPassword);
    for (const bad of [
      { email: 'not an address', name: 'X', role: 'gate' },
      { email: 'role@venue.example', name: 'X', role: 'owner' },
      { email: 'name@venue.example', name: '', role: 'gate' },
      { name: 'X', role: 'gate' },
    ])
      expect(await boss.call('POST', admin('/staff'), bad)).toEqual({
        status: 400,
        body: { error: 'invalid request' },
      });
  });

  it('changes a member’s role, and removes a member, ending their sessions everywhere; both in the audit log', async () => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const { body } = await boss.call('POST', admin('/staff'), {
      email: 'gatekeeper@venue.example',
      name: 'Gate Keeper',
      role: 'gate',
    });
    const id: number = body.member.id;
    const keeper = await setPasswordByMail(server, 'demo', 'gatekeeper@venue.example', newPassword);
    const changed = await boss.call('PUT', admin(`/staff/${id}`), { role: 'box_office' });
    expect(changed.body).toMatchObject({ id, role: 'box_office' });
    expect((await keeper.call('GET', admin('/session'))).body.role).toBe('box_office');
    expect((await boss.call('DELETE', admin(`/staff/${id}`))).status).toBe(204);
    expect(await keeper.call('GET', admin('/session'))).toEqual({
      status: 401,
      body: { error: 'sign-in required' },
    });
    expect(
      (
        await consoleCall(base, 'POST', admin('/session'), {
          body: { email: 'gatekeeper@venue.example', password: newPassword },
        })
      ).status,
    ).toBe(401);
    expect(await boss.call('DELETE', admin(`/staff/${id}`))).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    const entries = await server.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'staff_email', 'before', 'after'])
      .where('tenant_id', '=', 'demo')
      .where('target_id', '=', 'gatekeeper@venue.example')
      .orderBy('id')
      .execute();
    expect(
      entries.map(({ action, before, after }) => [
        action,
        JSON.parse(before ?? 'null'),
        JSON.parse(after ?? 'null'),
      ]),
    ).toEqual([
      ['staff.add', null, { role: 'gate', name: 'Gate Keeper', new_account: true }],
      ['staff.passwordSet', null, null],
      ['staff.role', { role: 'gate' }, { role: 'box_office' }],
      ['staff.remove', { role: 'box_office', name: 'Gate Keeper' }, null],
    ]);
    expect(entries.map((entry) => entry.staff_email)).toEqual([
      'boss@venue.example',
      'gatekeeper@venue.example',
      'boss@venue.example',
      'boss@venue.example',
    ]);
    expect(JSON.stringify(entries)).not.toContain(newPassword);
  });

  it('signs a member out on every device, keeping them staff: they sign in again; in the audit log', async () => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const { body } = await boss.call('POST', admin('/staff'), {
      email: 'lost.phone@venue.example',
      name: 'Lost Phone',
      role: 'gate',
    });
    const id: number = body.member.id;
    const phone = await setPasswordByMail(server, 'demo', 'lost.phone@venue.example', newPassword);
    const tablet = await signInStaff(base, 'demo', 'lost.phone@venue.example', newPassword);
    expect((await boss.call('DELETE', admin(`/staff/${id}/sessions`))).status).toBe(204);
    for (const device of [phone, tablet])
      expect(await device.call('GET', admin('/session'))).toEqual({
        status: 401,
        body: { error: 'sign-in required' },
      });
    expect(await memberOf('lost.phone@venue.example')).toMatchObject({ id, role: 'gate' });
    const again = await signInStaff(base, 'demo', 'lost.phone@venue.example', newPassword);
    expect((await again.call('GET', admin('/session'))).body.role).toBe('gate');
    const entry = await server.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('tenant_id', '=', 'demo')
      .where('target_id', '=', 'lost.phone@venue.example')
      .where('action', '=', 'staff.signOutMember')
      .executeTakeFirst();
    expect(entry).toEqual({ action: 'staff.signOutMember', staff_email: 'boss@venue.example' });
    expect(await boss.call('DELETE', admin('/staff/999999/sessions'))).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
  });

  it('keeps the last manager: they cannot demote or remove themself until another manager is there', async () => {
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const me: number = (await boss.call('GET', admin('/session'))).body.staff.id;
    const lastManager = { status: 409, body: { error: 'the last manager' } };
    expect(await boss.call('PUT', admin(`/staff/${me}`), { role: 'gate' })).toEqual(lastManager);
    expect(await boss.call('DELETE', admin(`/staff/${me}`))).toEqual(lastManager);
    expect((await memberOf('boss@venue.example')).role).toBe('manager');
    const { body } = await boss.call('POST', admin('/staff'), {
      email: 'deputy@venue.example',
      name: 'Deputy',
      role: 'manager',
    });
    await setPasswordByMail(server, 'demo', 'deputy@venue.example', newPassword);
    expect((await boss.call('PUT', admin(`/staff/${me}`), { role: 'box_office' })).body.role).toBe(
      'box_office',
    );
    // Now a box office, the former manager may manage no one; the deputy, the last manager, stays one.
    expect((await boss.call('GET', admin('/staff'))).status).toBe(403);
    const deputy = await signInStaff(base, 'demo', 'deputy@venue.example', newPassword);
    expect(await deputy.call('DELETE', admin(`/staff/${body.member.id}`))).toEqual(lastManager);
    expect((await deputy.call('PUT', admin(`/staff/${me}`), { role: 'manager' })).status).toBe(200);
    // With two managers, one may leave; their own removal signs them out.
    expect((await deputy.call('DELETE', admin(`/staff/${body.member.id}`))).status).toBe(204);
    expect((await deputy.call('GET', admin('/session'))).status).toBe(401);
  });

  it('never reaches another venue’s staff', async () => {
    const cafe = await signInStaff(base, 'members-cafe', 'cafe@venue.example');
    const boss = await signInStaff(base, 'demo', 'boss@venue.example');
    const bossId: number = (await memberOf('boss@venue.example')).id;
    expect((await cafe.call('PUT', admin(`/staff/${bossId}`, 'members-cafe'), { role: 'gate' })).status).toBe(
      404,
    );
    expect((await cafe.call('DELETE', admin(`/staff/${bossId}`, 'members-cafe'))).status).toBe(404);
    expect((await cafe.call('DELETE', admin(`/staff/${bossId}/sessions`, 'members-cafe'))).status).toBe(404);
    const list = (await cafe.call('GET', admin('/staff', 'members-cafe'))).body.staff;
    expect(list.map((member: { email: string }) => member.email)).toEqual(['cafe@venue.example']);
    expect((await memberOf('boss@venue.example')).role).toBe('manager');
    expect((await boss.call('GET', admin('/session'))).status).toBe(200);
  });
});
