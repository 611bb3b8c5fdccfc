import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const notFound = { error: 'record not found' };

async function answer(base: string, method: string, path: string) {
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe.each(testDatabases)('the dev mailbox on %s', (database) => {
  describe('switched off (production unless DEV_MAILBOX=on)', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer(database, { devMailbox: false });
    });
    afterAll(() => server.close());

    it('answers 404 on every mailbox path and method, even with mail in the outbox', async () => {
      await purchase(server.url, '');
      const [mail] = await server.db.kysely.selectFrom('mail_outbox').select('id').execute();
      expect(mail).toBeDefined();
      for (const [method, path] of [
        ['GET', '/dev/mailbox'],
        ['GET', '/dev/mailbox/'],
        ['GET', `/dev/mailbox/${mail?.id}`],
        ['POST', '/dev/mailbox'],
        ['POST', `/dev/mailbox/${mail?.id}`],
        ['DELETE', '/dev/mailbox'],
      ]) {
        const got = await answer(server.url, method as string, path as string);
        expect({ method, path, status: got.status, body: JSON.parse(got.text) }).toEqual({
          method,
          path,
          status: 404,
          body: notFound,
        });
      }
    });
  });

  describe('switched on (development, or DEV_MAILBOX=on)', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer(database, { devMailbox: true });
    });
    afterAll(() => server.close());

    it('lists the outbox and shows each mail', async () => {
      await purchase(server.url, '', { contents: { email: 'mailbox@example.com', fullname: 'Mailbox' } });
      const list = await answer(server.url, 'GET', '/dev/mailbox');
      expect(list.status).toBe(200);
      expect(list.text).toContain('mailbox@example.com');
      const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.text)?.[1];
      const mail = await answer(server.url, 'GET', `/dev/mailbox/${id}`);
      expect(mail.status).toBe(200);
      expect(mail.text).toContain('/tickets/#/id/');
    });
  });
});
