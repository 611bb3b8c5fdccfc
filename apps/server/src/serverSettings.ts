import { availableParallelism } from 'node:os';
import type { MetricsAccess } from './http/metricsRoute.ts';
import { type LogLevel, logLevels } from './log.ts';
import type { HttpTimeouts } from './server.ts';
import { parseStaffSecretKey } from './staff/staffSecrets.ts';

export type Mode = 'development' | 'production';

/** Largest request body accepted when `BODY_LIMIT_BYTES` is unset: 64 KB, far above any API call. */
export const defaultBodyLimitBytes = 64 * 1024;

/** The HTTP server's timeouts when their settings are unset. */
export const defaultTimeouts: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** Milliseconds a shutdown waits for requests under way when `SHUTDOWN_TIMEOUT_MS` is unset. */
export const defaultShutdownTimeoutMs = 20_000;

type Env = NodeJS.ProcessEnv;

function onOff(env: Env, name: string, otherwise: boolean): boolean {
  const text = env[name]?.trim();
  if (!text) return otherwise;
  if (text === 'on' || text === 'off') return text === 'on';
  throw new Error(`${name} must be on or off, not ${text}`);
}

function milliseconds(env: Env, name: string, otherwise: number): number {
  const text = env[name]?.trim();
  if (!text) return otherwise;
  if (!/^\d+$/.test(text) || Number(text) === 0)
    throw new Error(`${name} must be a positive whole number of milliseconds, not ${text}`);
  return Number(text);
}

/** `SERVER_PROCESSES`: how many server processes share the port; `auto` is one per core, unset is one. */
function serverProcesses(env: Env): number {
  const text = env.SERVER_PROCESSES?.trim();
  if (!text) return 1;
  if (text === 'auto') return availableParallelism();
  if (!/^[1-9]\d*$/.test(text))
    throw new Error(`SERVER_PROCESSES must be a positive whole number or auto, not ${text}`);
  return Number(text);
}

/**
 * The settings of the server's mode and of running it on the internet (documented in the README):
 * `NODE_ENV=production` turns the dev mailbox off and `/metrics` off unless a bearer token guards it,
 * and requires `STAFF_SECRET_KEY`.
 */
export function readServerSettings(env: Env) {
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'development';
  const production = mode === 'production';
  const bodyLimitText = env.BODY_LIMIT_BYTES?.trim();
  if (bodyLimitText && !/^[1-9]\d*$/.test(bodyLimitText))
    throw new Error(`BODY_LIMIT_BYTES must be a positive whole number of bytes, not ${bodyLimitText}`);
  const timeouts: HttpTimeouts = {
    headersMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', defaultTimeouts.headersMs),
    requestMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', defaultTimeouts.requestMs),
    keepAliveMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', defaultTimeouts.keepAliveMs),
  };
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!logLevels.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not ${logLevel}`);
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  const metrics: MetricsAccess = {
    enabled: onOff(env, 'METRICS', !production || metricsToken !== null),
    token: metricsToken,
  };
  if (production && metrics.enabled && metrics.token === null)
    throw new Error('METRICS=on in production needs METRICS_TOKEN, the bearer token that /metrics asks for');
  const staffSecretKey = parseStaffSecretKey(env.STAFF_SECRET_KEY);
  if (production && staffSecretKey === null)
    throw new Error(
      'STAFF_SECRET_KEY is required in production: 32 bytes in base64 (make one with: openssl rand -base64 32), the key staff accounts’ second-factor secrets are encrypted with. Keep it with the database’s backups: without it no second factor opens.',
    );
  return {
    mode,
    devMailbox: onOff(env, 'DEV_MAILBOX', !production),
    bodyLimitBytes: bodyLimitText ? Number(bodyLimitText) : defaultBodyLimitBytes,
    timeouts,
    shutdownTimeoutMs: milliseconds(env, 'SHUTDOWN_TIMEOUT_MS', defaultShutdownTimeoutMs),
    logLevel,
    metrics,
    staffSecretKey,
    processes: serverProcesses(env),
  };
}
