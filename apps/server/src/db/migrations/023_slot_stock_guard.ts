import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../dialect.ts';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/** What the guard says when a hold would take more than a slot has free, or hold on a closed slot. */
export const slotShortMessage = 'slot short of stock';
/** PostgreSQL's code for the guard's refusal (a code of our own: five capitals and digits). */
export const slotShortCode = 'VT409';

/**
 * The slot's stock rule in the database itself: an update that raises a time span's `held` fails when the
 * slot is closed or would then hold and sell more than its capacity. Holds need no condition of their own
 * and no answer to read back, so on PostgreSQL a hold can go with its transaction's `COMMIT` in one message
 * (`withCommitTail`). Updates that lower `held` (a sale, a release) or change the capacity are not judged.
 */
export function slotStockGuardMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'sqlite') {
        await sql
          .raw(
            `create trigger time_spans_stock_guard before update of held on time_spans
             when new.held > old.held and (new.closed <> 0 or new.held + new.sold > new.capacity)
             begin select raise(abort, '${slotShortMessage}'); end`,
          )
          .execute(db);
        return;
      }
      await sql
        .raw(
          `create function time_spans_stock_guard() returns trigger language plpgsql as $$
           begin
             if new.held > old.held and (new.closed <> 0 or new.held + new.sold > new.capacity) then
               raise exception '${slotShortMessage}' using errcode = '${slotShortCode}';
             end if;
             return new;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger time_spans_stock_guard before update of held on time_spans
           for each row execute function time_spans_stock_guard()`,
        )
        .execute(db);
    },
    async down(db: AnyDb) {
      if (dialect === 'sqlite') {
        await sql.raw('drop trigger time_spans_stock_guard').execute(db);
        return;
      }
      await sql.raw('drop trigger time_spans_stock_guard on time_spans').execute(db);
      await sql.raw('drop function time_spans_stock_guard()').execute(db);
    },
  };
}
