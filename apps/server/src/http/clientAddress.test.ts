import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { advanceClock, nowMs } from '../clock.ts';
import { quarterHour } from '../limits/rateLimit.ts';
import { demoMember } from '../seed/seedTenant.ts';
import type { RunningServer } from '../server.ts';
import { clientAddressOf, clientKey, normalAddress, parseTrustProxy, trustNobody } from './clientAddress.ts';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, empty or 0', () => {
    for (const value of [undefined, '', '  ', '0']) {
      const trust = parseTrustProxy(value);
      expect(trust('127.0.0.1', 0)).toBe(false);
      expect(trust('10.0.0.1', 0)).toBe(false);
    }
  });

  it('reads a number as that many proxy hops next to the server', () => {
    const trust = parseTrustProxy('2');
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
  });

  it('reads a list of addresses and CIDR blocks, IPv4 and IPv6', () => {
    const trust = parseTrustProxy('10.0.0.0/8, 192.168.1.5 ,::1,2001:db8::/32');
    expect(trust('10.200.3.4', 0)).toBe(true);
    expect(trust('11.0.0.1', 0)).toBe(false);
    expect(trust('192.168.1.5', 3)).toBe(true);
    expect(trust('192.168.1.6', 0)).toBe(false);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('2001:db8:ffff::1', 0)).toBe(true);
    expect(trust('2001:db9::1', 0)).toBe(false);
  });

  it('refuses what it cannot read, naming the entry', () => {
    expect(() => parseTrustProxy('true')).toThrow(/"true"/);
    expect(() => parseTrustProxy('10.0.0.0/8,proxy.example')).toThrow(/"proxy.example"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/longer than 32 bits/);
    expect(() => parseTrustProxy('::/129')).toThrow(/longer than 128 bits/);
    expect(() => parseTrustProxy('10.0.0.0/8/1')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/x')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('-1')).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address', () => {
  it('is the socket peer, whatever X-Forwarded-For says, when nobody is trusted', () => {
    expect(clientAddressOf('198.51.100.7', '203.0.113.1', trustNobody)).toBe('198.51.100.7');
    expect(clientAddressOf('127.0.0.1', '203.0.113.1, 10.0.0.2', trustNobody)).toBe('127.0.0.1');
  });

  it('ignores a forged header from a peer that is not a trusted proxy', () => {
    const trust = parseTrustProxy('10.0.0.0/8');
    expect(clientAddressOf('198.51.100.7', '10.0.0.1', trust)).toBe('198.51.100.7');
  });

  it('walks back through trusted proxies to the first address that is not one', () => {
    const trust = parseTrustProxy('10.0.0.0/8');
    // The client forged "1.1.1.1"; the outer proxy 10.0.0.5 appended the client's real address.
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, 198.51.100.7, 10.0.0.5', trust)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.2', undefined, trust)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.2', '', trust)).toBe('10.0.0.2');
    // Every hop trusted: the leftmost address.
    expect(clientAddressOf('10.0.0.2', '10.9.9.9, 10.0.0.5', trust)).toBe('10.9.9.9');
  });

  it('counts hops from the server: with 1, the entry the one proxy appended', () => {
    const one = parseTrustProxy('1');
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.2', undefined, one)).toBe('10.0.0.2');
    const two = parseTrustProxy('2');
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, 198.51.100.7, 10.0.0.5', two)).toBe('198.51.100.7');
    // Fewer entries than hops: the leftmost.
    expect(clientAddressOf('10.0.0.2', '198.51.100.7', two)).toBe('198.51.100.7');
  });

  it('stops at an entry that is no address, at the proxy that wrote it', () => {
    const trust = parseTrustProxy('10.0.0.0/8');
    expect(clientAddressOf('10.0.0.2', 'unknown', trust)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.2', '198.51.100.7:4431, 10.0.0.5', trust)).toBe('10.0.0.5');
  });

  it('spells addresses one way: IPv4-mapped as IPv4, IPv6 in lower case without its zone', () => {
    expect(normalAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normalAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalAddress('not an address')).toBeNull();
    const trust = parseTrustProxy('10.0.0.0/8');
    expect(clientAddressOf('::ffff:10.0.0.2', '::FFFF:198.51.100.7', trust)).toBe('198.51.100.7');
    expect(clientAddressOf(undefined, '198.51.100.7', trust)).toBe('unknown');
  });
});

describe('the key of per-client limits', () => {
  it('is an IPv4 address itself', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it("is an IPv6 address's /64 network, however the address is written", () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff::')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('1:2:3:4:5:6:192.0.2.1')).toBe('1:2:3:4::/64');
  });
});

const login = `/members-cafe/api/v1/membership/login/cafe-club`;
const wrongPassword = { email: demoMember.email, password: 'not-the-password' };
const rightPassword = { email: demoMember.email, password: demoMember.password };
/** Login attempts a client may make in a quarter hour (membership/membership.ts). */
const loginAttempts = 10;

/** Headers of a request that came through our proxy at 127.0.0.1 from `address`. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Moves the server clock to just after the next quarter hour starts, so a test's logins share one window. */
let clockMoved = 0;
function startQuarterHour(): void {
  const ms = quarterHour - (nowMs() % quarterHour) + 1000;
  advanceClock(ms);
  clockMoved += ms;
}
afterAll(() => advanceClock(-clockMoved));

describe.each(testDatabases)('the client address behind proxies on %s', (database) => {
  let direct: RunningServer;
  let proxied: RunningServer;
  beforeAll(async () => {
    direct = await startTestServer(database);
    proxied = await startTestServer(database, { trustProxy: parseTrustProxy('127.0.0.1') });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: every forged address is the one peer', async () => {
    startQuarterHour();
    for (let attempt = 0; attempt < loginAttempts; attempt++) {
      const wrong = await call(direct.url, 'POST', login, wrongPassword, from(`203.0.113.${attempt + 1}`));
      expect(wrong).toEqual({ status: 401, body: { error: 'membership login failed' } });
    }
    expect(await call(direct.url, 'POST', login, rightPassword, from('198.51.100.99'))).toEqual({
      status: 429,
      body: { error: 'membership login failed' },
    });
  });

  it('honours it from a trusted proxy: two clients behind the proxy are limited apart', async () => {
    startQuarterHour();
    for (let attempt = 0; attempt < loginAttempts; attempt++) {
      const wrong = await call(proxied.url, 'POST', login, wrongPassword, from('203.0.113.1'));
      expect(wrong.status).toBe(401);
    }
    expect(await call(proxied.url, 'POST', login, rightPassword, from('203.0.113.1'))).toEqual({
      status: 429,
      body: { error: 'membership login failed' },
    });
    const other = await call(proxied.url, 'POST', login, rightPassword, from('203.0.113.2'));
    expect(other.status).toBe(200);
    expect(other.body.membership_value).toBe(demoMember.value);
    // A client that forges the first client's address: the proxy appends its real one, which counts.
    const forging = await call(proxied.url, 'POST', login, rightPassword, from('203.0.113.1, 203.0.113.3'));
    expect(forging.status).toBe(200);
  });
});
