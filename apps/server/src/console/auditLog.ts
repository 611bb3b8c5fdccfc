import type { Answer } from '@venue/ticket-core';
import type { StaffCallContext } from '../service/context.ts';

const defaultPerPage = 50;

/** The venue's audit log, newest first, a page at a time: who did what to which thing, before and after. */
export async function auditLog(
  ctx: StaffCallContext,
  query: { page?: number; per_page?: number },
): Promise<Answer<'getConsoleAuditLog'>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? defaultPerPage;
  const db = ctx.db.kysely;
  const { total } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('tenant_id', '=', ctx.tenant.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'staff_email', 'action', 'target_kind', 'target_id', 'before', 'after'])
    .where('tenant_id', '=', ctx.tenant.id)
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    entries: rows.map(({ created_at: at, ...row }) => ({ ...row, at })),
    total: Number(total),
    page,
    per_page: perPage,
  };
}
