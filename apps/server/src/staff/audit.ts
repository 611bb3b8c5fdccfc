import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/** What one entry of the audit log says: who did what to which thing, and the thing before and after. */
export interface AuditEntry {
  tenantId: string;
  /** Who acted: a staff member, or `{ id: null, email: 'pnpm staff' }` for the command line. */
  staff: { id: number | null; email: string };
  /** `staff.signIn`, `order.resend`, `order.cancel`, … */
  action: string;
  target?: { kind: string; id: string | number };
  before?: unknown;
  after?: unknown;
  /** The console page's id of the action; an entry with one is written once per venue. */
  requestId?: string;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes an entry of the audit log; in the action's own transaction when given one. Answers false, writing
 * nothing, when an entry of the same request id is already there (the request was sent again).
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
): Promise<boolean> {
  const written = await db
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      staff_id: entry.staff.id,
      staff_email: entry.staff.email,
      action: entry.action,
      target_kind: entry.target?.kind ?? null,
      target_id: entry.target === undefined ? null : String(entry.target.id),
      before: json(entry.before),
      after: json(entry.after),
      created_at: nowIso(),
      request_id: entry.requestId ?? null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'request_id']).doNothing())
    .executeTakeFirst();
  return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
}
