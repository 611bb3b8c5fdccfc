import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

/** A `STAFF_SECRET_KEY` as `openssl rand -base64 32` makes one. */
const staffSecretKey = Buffer.alloc(32, 7).toString('base64');
const production = { NODE_ENV: 'production', STAFF_SECRET_KEY: staffSecretKey };

describe('the server mode and its settings', () => {
  it('runs in development by default, with the dev mailbox and open metrics', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      mode: 'development',
      devMailbox: true,
      metrics: { enabled: true, token: null },
      bodyLimitBytes: 65_536,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
      shutdownTimeoutMs: 20_000,
      logLevel: 'info',
    });
  });

  it('runs in production with NODE_ENV=production: no dev mailbox, no metrics', () => {
    expect(readConfig(production)).toMatchObject({
      mode: 'production',
      devMailbox: false,
      metrics: { enabled: false, token: null },
    });
  });

  it('refuses to start in production without STAFF_SECRET_KEY, and reads it as 32 bytes of base64', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /^STAFF_SECRET_KEY is required in production: 32 bytes in base64/,
    );
    expect(readConfig(production).staffSecretKey).toEqual(Buffer.alloc(32, 7));
    // Outside production the key is optional: one kept in the database stands in.
    expect(readConfig({}).staffSecretKey).toBeNull();
    expect(() => readConfig({ STAFF_SECRET_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      'STAFF_SECRET_KEY must be 32 bytes in base64 (make one with: openssl rand -base64 32), not 16 bytes',
    );
    expect(() => readConfig({ STAFF_SECRET_KEY: 'not base64!' })).toThrow(/not 0 bytes/);
  });

  it('serves the dev mailbox in production only when DEV_MAILBOX=on', () => {
    expect(readConfig({ ...production, DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
    expect(readConfig({ DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
    expect(() => readConfig({ DEV_MAILBOX: 'yes' })).toThrow('DEV_MAILBOX must be on or off, not yes');
  });

  it('serves /metrics in production only behind METRICS_TOKEN', () => {
    expect(readConfig({ ...production, METRICS_TOKEN: 'secret' }).metrics).toEqual({
      enabled: true,
      token: 'secret',
    });
    expect(() => readConfig({ ...production, METRICS: 'on' })).toThrow(/needs METRICS_TOKEN/);
    expect(readConfig({ ...production, METRICS: 'off', METRICS_TOKEN: 'secret' }).metrics.enabled).toBe(
      false,
    );
    expect(readConfig({ METRICS_TOKEN: 'secret' }).metrics).toEqual({ enabled: true, token: 'secret' });
  });

  it('reads the body limit, the timeouts and the log level', () => {
    const config = readConfig({
      BODY_LIMIT_BYTES: '1024',
      HEADERS_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '4000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      SHUTDOWN_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      bodyLimitBytes: 1024,
      timeouts: { headersMs: 2000, requestMs: 4000, keepAliveMs: 65_000 },
      shutdownTimeoutMs: 1000,
      logLevel: 'warn',
    });
  });

  it('refuses values that make no sense', () => {
    expect(() => readConfig({ BODY_LIMIT_BYTES: '0' })).toThrow(/BODY_LIMIT_BYTES/);
    expect(() => readConfig({ BODY_LIMIT_BYTES: '64kb' })).toThrow(/BODY_LIMIT_BYTES/);
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '-5' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => readConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it('runs one process unless SERVER_PROCESSES says how many, and that many only on PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://venue@127.0.0.1/venue' };
    expect(readConfig({}).processes).toBe(1);
    expect(readConfig({ ...postgres, SERVER_PROCESSES: '3' }).processes).toBe(3);
    expect(readConfig({ ...postgres, SERVER_PROCESSES: 'auto' }).processes).toBe(availableParallelism());
    expect(readConfig({ SERVER_PROCESSES: '1' }).processes).toBe(1);
    expect(() => readConfig({ SERVER_PROCESSES: '2' })).toThrow(
      'SERVER_PROCESSES=2 needs PostgreSQL (DATABASE_URL): on SQLite the server runs as one process',
    );
    expect(() => readConfig({ ...postgres, SERVER_PROCESSES: '0' })).toThrow(/SERVER_PROCESSES must be/);
    expect(() => readConfig({ ...postgres, SERVER_PROCESSES: 'all' })).toThrow(/SERVER_PROCESSES must be/);
  });
});
