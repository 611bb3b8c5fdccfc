import type { StaffRole } from '@venue/ticket-core';
import type { RunningServer } from '../src/server.ts';
import { addStaff } from '../src/staff/staffAccounts.ts';
import { startTestServer, type TestDatabase } from './testServer.ts';

/** A password good enough for every test account. */
export const staffPassword = 'correct horse battery staple';

/** Makes `email` staff of `tenantId` with `role`, as `pnpm staff add` does. */
export async function addTestStaff(server: RunningServer, tenantId: string, email: string, role: StaffRole) {
  return addStaff(server.db.kysely, {
    tenantId,
    email,
    name: email.split('@')[0] ?? email,
    role,
    password: async () => staffPassword,
  });
}

/**
 * A test server whose demo site has a manager, `boss@venue.example`, then the `demoStaff` given, and whose
 * members' café has a manager of its own, `cafe@venue.example`.
 */
export async function startStaffServer(
  database: TestDatabase,
  demoStaff: [email: string, role: StaffRole][] = [],
): Promise<RunningServer> {
  const server = await startTestServer(database);
  await addTestStaff(server, 'demo', 'boss@venue.example', 'manager');
  for (const [email, role] of demoStaff) await addTestStaff(server, 'demo', email, role);
  await addTestStaff(server, 'members-cafe', 'cafe@venue.example', 'manager');
  return server;
}

/** The `name=value` of the staff cookie an answer set, for the next calls' `cookie` header. */
export function staffCookieOf(response: Response): string | null {
  const set = response.headers.getSetCookie().find((line) => /^(__Host-)?venue_staff=/.test(line));
  return set ? (set.split(';', 1)[0] as string) : null;
}

/** A signed-in staff member: their cookie and CSRF token, and calls that send them. */
export interface StaffBrowser {
  cookie: string;
  csrf: string;
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field and assert them.
  ): Promise<{ status: number; body: any }>;
}

/**
 * Sends a console call with a cookie (and a CSRF token on changing calls when given one); the answer's
 * body parsed when it is JSON, its text otherwise.
 */
export async function consoleCall(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; csrf?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.csrf && method !== 'GET') headers['x-csrf-token'] = options.csrf;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  // Decoded keeping a byte order mark, which `response.text()` would drop: a CSV file starts with one.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  // A file (a CSV export) is its text; a JSON answer is parsed.
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field and assert them.
  const body = (json ? JSON.parse(text) : text || null) as any;
  return { status: response.status, body, response };
}

/** Signs in to `tenantId`'s console (with a second factor's code when given); throws unless it worked. */
export async function signInStaff(
  base: string,
  tenantId: string,
  email: string,
  password = staffPassword,
  code?: string,
): Promise<StaffBrowser> {
  const answer = await consoleCall(base, 'POST', `/${tenantId}/api/admin/v1/session`, {
    body: { email, password, code },
  });
  return browserOf(base, 'sign-in', answer);
}

/** The browser a console answer signed in (its cookie and CSRF token); throws unless it did. */
function browserOf(
  base: string,
  what: string,
  answer: Awaited<ReturnType<typeof consoleCall>>,
): StaffBrowser {
  const cookie = staffCookieOf(answer.response);
  if (answer.status !== 200 || !cookie)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const csrf: string = answer.body.csrf_token;
  return {
    cookie,
    csrf,
    call: async (method, path, body, headers) => {
      const { status, body: answerBody } = await consoleCall(base, method, path, {
        cookie,
        csrf,
        body,
        headers,
      });
      return { status, body: answerBody };
    },
  };
}

/** The token of the last set-password link mailed to `email` (the dev outbox), or null when none was. */
export async function mailedPasswordToken(server: RunningServer, email: string): Promise<string | null> {
  const mail = await server.db.kysely
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return mail?.text_body.match(/\/set-password\?token=([\w-]+)/)?.[1] ?? null;
}

/**
 * Sets `email`'s password with the last set-password link mailed to it, signing in to `tenantId`'s console
 * as a new member does; throws unless it worked.
 */
export async function setPasswordByMail(
  server: RunningServer,
  tenantId: string,
  email: string,
  password = staffPassword,
): Promise<StaffBrowser> {
  const token = await mailedPasswordToken(server, email);
  if (!token) throw new Error(`no set-password mail to ${email}`);
  const answer = await consoleCall(server.url, 'POST', `/${tenantId}/api/admin/v1/password`, {
    body: { token, password },
  });
  return browserOf(server.url, 'set password', answer);
}
