import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const contents = { email: 'mail-auth@example.com', fullname: 'Mail Auth', mail_magazine: 'false' };

describe.each(testDatabases)('saving the sign-in answers on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
  });
  afterAll(() => server.close());

  async function createOrder(site: string) {
    const created = await call(
      base,
      'POST',
      `${site}/api/v1/orders`,
      orderBody(await findSlot(base, site), 1),
    );
    return created.body.order_token as string;
  }

  const mailsTo = (address: string) =>
    server.db.kysely.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();

  it('mails the confirmation link when the page sequence has mail-auth', async () => {
    const token = await createOrder('');
    const saved = await call(base, 'POST', `/api/v1/ordermails/${token}`, { lang: 'en', contents });
    expect(saved.status).toBe(204);
    const [mail] = await mailsTo(contents.email);
    const mailToken = /mail-confirm\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    expect(mailToken).not.toBe('');
    expect(await call(base, 'GET', `/api/v1/ordermails/${mailToken}`)).toEqual({
      status: 200,
      body: { order_token: token },
    });
    const order = (await call(base, 'GET', `/api/v1/orders/${token}`)).body;
    expect(order.status).toBe('ready_checkout');
  });

  it('writes every mail of an order in the order’s language, with links that open in it', async () => {
    const address = 'ja-visitor@example.com';
    const token = await createOrder('');
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'ja',
      contents: { ...contents, email: address },
    });
    const [confirm] = await mailsTo(address);
    expect(confirm?.subject).toBe('[デモ] メールアドレスの確認');
    expect(confirm?.text_body).toContain('ご注文ありがとうございます。');
    expect(confirm?.text_body).toMatch(/#\/mail-confirm\?token=[\w-]+&lang=ja$/m);
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    expect(paid.body.result).toBe('completed');
    const [, complete] = await mailsTo(address);
    expect(complete?.subject).toMatch(/^\[デモ\] チケットのご案内（予約番号 \S+）$/);
    expect(complete?.text_body).toContain(`/tickets/#/id/${paid.body.reservation_token}?lang=ja`);
    expect(complete?.text_body).not.toMatch(/Thank you|Reservation number/);
  });

  it('only saves the answers and readies checkout when the sequence has no mail-auth', async () => {
    const address = 'no-mail-auth@example.com';
    const token = await createOrder('/members-cafe');
    const saved = await call(base, 'POST', `/members-cafe/api/v1/ordermails/${token}`, {
      lang: 'ja',
      contents: { ...contents, email: address },
    });
    expect(saved.status).toBe(204);
    expect(await mailsTo(address)).toEqual([]);
    const order = (await call(base, 'GET', `/members-cafe/api/v1/orders/${token}`)).body;
    expect(order.status).toBe('ready_checkout');
    expect(order.lang).toBe('ja');
    expect(order.customer_info).toContainEqual({ key: 'email', value: address });
    const paid = await call(base, 'POST', `/members-cafe/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'stripe',
      payment_token: '4242424242424242',
    });
    expect(paid.body.result).toBe('completed');
  });

  it('refuses an invalid email address', async () => {
    const token = await createOrder('/members-cafe');
    expect(
      await call(base, 'POST', `/members-cafe/api/v1/ordermails/${token}`, {
        lang: 'en',
        contents: { email: 'not-an-address' },
      }),
    ).toEqual({ status: 400, body: { error: 'invalid email address' } });
  });
});
