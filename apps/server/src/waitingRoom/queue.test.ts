import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';
import { addEntry, findEntry } from './queue.ts';

const room = { tenantId: 'demo', opensAt: '2027-01-06T10:00:00+09:00' };
const otherRoom = { tenantId: 'members-cafe', opensAt: room.opensAt };
const newEntry = (visitor: string) => ({
  visitor,
  early: 0,
  draw: visitor.padEnd(32, '0'),
  arrived_at: '2027-01-06T01:00:00.000Z',
});

describe.each(testDatabases)('joining the queue on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores joins that come together, numbered in the order they came, in whichever room', async () => {
    const visitors = Array.from({ length: 300 }, (_, index) => `v${String(index).padStart(3, '0')}`);
    const stored = await Promise.all(
      visitors.map((visitor, index) =>
        addEntry(server.db, index % 7 === 0 ? otherRoom : room, newEntry(visitor)),
      ),
    );
    expect(stored.map((entry) => entry.visitor)).toEqual(visitors);
    const seqs = stored.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(visitors.length);
    expect(stored.filter((entry) => entry.tenant_id === 'members-cafe')).toHaveLength(43);
    expect(await findEntry(server.db, room, 'v001')).toEqual(stored[1]);
  });

  it('gives a browser already in, joining again among others, its entry', async () => {
    const first = await findEntry(server.db, room, 'v002');
    const [again, newcomer] = await Promise.all([
      addEntry(server.db, room, newEntry('v002')),
      addEntry(server.db, room, newEntry('w000')),
    ]);
    expect(again).toEqual(first);
    expect(newcomer.seq).toBeGreaterThan(300);
  });
});
