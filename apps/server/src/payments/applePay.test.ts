import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';
import { isApplePayValidationUrl } from './sandbox.ts';

const validationUrl = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';

describe.each(testDatabases)('POST /api/v1/apple-pay/validate-session on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  it('answers the site’s merchant session from the sandbox provider for Apple’s validation URL', async () => {
    const answer = await call(server.url, 'POST', '/api/v1/apple-pay/validate-session', {
      validation_url: validationUrl,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      merchantIdentifier: 'merchant.venue.demo',
      displayName: 'Demo',
      domainName: '127.0.0.1',
      retries: 0,
    });
    expect(answer.body.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/);
    expect(answer.body.expiresAt - answer.body.epochTimestamp).toBe(5 * 60_000);
    expect(typeof answer.body.signature).toBe('string');
    const again = await call(server.url, 'POST', '/api/v1/apple-pay/validate-session', {
      validation_url: validationUrl,
    });
    expect(again.body.merchantSessionIdentifier).not.toBe(answer.body.merchantSessionIdentifier);
  });

  it('refuses a validation URL that is not one of Apple’s servers', async () => {
    for (const url of [
      'https://example.com/paymentservices/startSession',
      'http://apple-pay-gateway.apple.com/paymentservices/startSession',
      'https://apple-pay-gateway.apple.com.example.com/paymentSession',
      'https://apple-pay-gateway.apple.com:8443/paymentSession',
      'not a url',
    ]) {
      expect(
        await call(server.url, 'POST', '/api/v1/apple-pay/validate-session', { validation_url: url }),
      ).toEqual({ status: 400, body: { error: 'invalid request' } });
    }
  });

  it('has no merchant on a site that does not take Apple Pay', async () => {
    expect(
      await call(server.url, 'POST', '/members-cafe/api/v1/apple-pay/validate-session', {
        validation_url: validationUrl,
      }),
    ).toEqual({ status: 404, body: { error: 'record not found' } });
  });
});

describe('isApplePayValidationUrl', () => {
  it('takes Apple’s gateway, its pods, the -cert sandbox and the cn- hosts over https', () => {
    for (const host of [
      'apple-pay-gateway.apple.com',
      'apple-pay-gateway-nc-pod5.apple.com',
      'apple-pay-gateway-pr-pod1.apple.com',
      'apple-pay-gateway-cert.apple.com',
      'cn-apple-pay-gateway.apple.com',
      'cn-apple-pay-gateway-tj-pod2.apple.com',
    ]) {
      expect(isApplePayValidationUrl(`https://${host}/paymentservices/paymentSession`), host).toBe(true);
    }
    expect(isApplePayValidationUrl('https://evil-apple-pay-gateway.apple.com/x')).toBe(false);
    expect(isApplePayValidationUrl('https://apple-pay-gateway.apple.co/x')).toBe(false);
  });
});
