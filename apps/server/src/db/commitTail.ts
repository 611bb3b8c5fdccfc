import type { ErrorKey } from '@venue/ticket-core';
import { type PostgresPool, type PostgresPoolClient, type RawBuilder, sql } from 'kysely';
import { DomainError } from '../domainError.ts';
import { slotShortCode, slotShortMessage } from './migrations/023_slot_stock_guard.ts';
import { wrapPoolClients } from './poolClients.ts';

const marker = /\/\* at commit(?:: (\w+))? \*\/$/;

/**
 * The end of a statement that may wait for its transaction's `COMMIT` and go to PostgreSQL with it in one
 * message (`withCommitTail`); `refusal` is what the transaction fails with when the slot guard refuses it
 * (a statement that lowers a slot's stock needs none).
 * A statement so marked answers before it runs: its caller reads nothing of its rows. On SQLite, and
 * outside a transaction, it runs at once.
 */
export const atCommit = (refusal?: ErrorKey): RawBuilder<unknown> =>
  sql.raw(refusal ? `/* at commit: ${refusal} */` : '/* at commit */');

/** The domain's refusal for a slot the stock guard (migration 023) refused, or null for another error. */
export function slotShortRefusal(error: unknown, refusal: ErrorKey): DomainError | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const refused =
    code === slotShortCode || (code === 'SQLITE_CONSTRAINT_TRIGGER' && message === slotShortMessage);
  return refused ? new DomainError(refusal) : null;
}

/** `text` with its parameters written in, which are all integers (ids and counts) in a marked statement. */
function withValues(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, position: string) => {
    const value = values[Number(position) - 1];
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new Error(`a statement sent with its commit takes integers only, not ${String(value)}`);
    return String(value);
  });
}

/** The answer of a marked statement kept for the commit: Kysely reads a count it is not to be used. */
const keptAnswer = { command: 'UPDATE', rowCount: 0, rows: [] };

/**
 * Sends the statements marked `atCommit` with their transaction's `COMMIT`, in one simple-protocol message:
 * a slot's row, locked by its update until the transaction ends, is then locked only while PostgreSQL
 * runs that message, never across a round trip to a server whose event loop is busy. When the guard
 * refuses one, the rest of the message does not run, the commit fails with the statement's refusal and
 * Kysely rolls the transaction back.
 */
export function withCommitTail(pool: PostgresPool): PostgresPool {
  const wrap = (client: PostgresPoolClient): PostgresPoolClient => {
    let open = false;
    let tail: string[] = [];
    let refusal: ErrorKey | undefined;
    const end = () => {
      open = false;
      tail = [];
      refusal = undefined;
    };
    const query = async (text: string, values: readonly unknown[]) => {
      const marked = open ? marker.exec(text) : null;
      if (text === 'begin' || text.startsWith('start transaction')) {
        end();
        open = true;
      } else if (marked) {
        tail.push(withValues(text, values));
        refusal ??= marked[1] as ErrorKey | undefined;
        return keptAnswer;
      } else if (text === 'commit' && tail.length > 0) {
        const message = [...tail, 'commit'].join(';\n');
        const failure = refusal;
        end();
        try {
          await client.query(message, []);
        } catch (error) {
          throw (failure && slotShortRefusal(error, failure)) ?? error;
        }
        return { command: 'COMMIT', rowCount: null, rows: [] };
      } else if (text === 'commit' || text === 'rollback') {
        end();
      }
      return client.query(text, values);
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return wrapPoolClients(pool, wrap);
}
