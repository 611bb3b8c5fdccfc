import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenants } from '@venue/tenants';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.ts';
import { methodsWithoutProvider, requireProviders } from './productionCheck.ts';
import { paymentProviders } from './providers.ts';
import { stripeProviders } from './stripe/stripeConfig.ts';

describe('production payments', () => {
  it('refuses to start with a message naming each tenant and method without a provider', () => {
    const missing = methodsWithoutProvider(tenants, paymentProviders());
    expect(missing).toContain('lab-exhibition: stripe');
    expect(missing).not.toContain('lab-exhibition: free');
    expect(() => requireProviders(missing, false)).toThrow(/lab-exhibition: stripe_secure/);
    expect(() => requireProviders(missing, true)).not.toThrow();
  });

  it('counts a tenant’s Stripe methods as provided once its keys are set', () => {
    const providers = paymentProviders(
      stripeProviders(tenants, {
        STRIPE_SECRET_KEY_LAB_EXHIBITION: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY_LAB_EXHIBITION: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET_LAB_EXHIBITION: 'whsec_x',
      }),
    );
    const missing = methodsWithoutProvider(tenants, providers);
    expect(missing).not.toContain('lab-exhibition: stripe');
    expect(missing).toContain('lab-exhibition: alipay');
    expect(() =>
      stripeProviders(tenants, { STRIPE_SECRET_KEY_LAB_EXHIBITION: 'sk_test_secret_value' }),
    ).toThrow(
      /lab-exhibition is incomplete: STRIPE_PUBLISHABLE_KEY_LAB_EXHIBITION, STRIPE_WEBHOOK_SECRET_LAB_EXHIBITION/,
    );
    expect(() =>
      stripeProviders(tenants, { STRIPE_SECRET_KEY_LAB_EXHIBITION: 'sk_test_secret_value' }),
    ).not.toThrow(/sk_test_secret_value/);
  });

  const dist = mkdtempSync(join(tmpdir(), 'ribbon-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('shows the test-mode ribbon on every storefront page while the sandbox takes payments', async () => {
    mkdirSync(join(dist, 'demo'), { recursive: true });
    writeFileSync(
      join(dist, 'demo', 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const server = await startTestServer('sqlite', { storefrontDist: dist, testModeRibbon: true });
    try {
      const answer = await fetch(`${server.url}/demo/`);
      const html = await answer.text();
      expect(html).toContain('<div id="venue-test-mode" role="status">test mode — no money is taken</div>');
      const nonce = /style nonce="([^"]+)"/.exec(html)?.[1];
      expect(answer.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    } finally {
      await server.close();
    }
    const quiet = await startTestServer('sqlite', { storefrontDist: dist });
    try {
      expect(await (await fetch(`${quiet.url}/demo/`)).text()).not.toContain('venue-test-mode');
    } finally {
      await quiet.close();
    }
  });
});
