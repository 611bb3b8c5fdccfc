import { randomInt } from 'node:crypto';
import type { Answer, Body } from '@venue/ticket-core';
import { nowIso } from '../../clock.ts';
import type { Coupon } from '../../db/schema.ts';
import { DomainError } from '../../domainError.ts';
import type { StaffCallContext } from '../../service/context.ts';
import type { FileAnswer } from '../../service/input.ts';
import { recordAudit } from '../../staff/audit.ts';
import { csvFile } from '../reports/csv.ts';

/** Letters and digits of an invitation code: no 0/O, 1/I/L, so a code read aloud or typed is not misread. */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 characters of 31: about 59 random bits a code, from the system's cryptographic generator. */
const codeLength = 12;

/** A new invitation code: the batch's prefix, a dash, and `codeLength` random characters. */
export function invitationCode(prefix: string): string {
  const random = Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join(
    '',
  );
  return prefix ? `${prefix}-${random}` : random;
}

/** Orders holding or having paid with each coupon of the venue (not those given up or expired). */
async function usesByCoupon(ctx: StaffCallContext): Promise<Map<number, number>> {
  const rows = await ctx.db.kysely
    .selectFrom('order_coupons as oc')
    .innerJoin('orders as o', 'o.id', 'oc.order_id')
    .select(['oc.coupon_id', (eb) => eb.fn.countAll<number>().as('used')])
    .where('o.tenant_id', '=', ctx.tenant.id)
    .where('o.status', 'not in', ['cancelled', 'expired'])
    .groupBy('oc.coupon_id')
    .execute();
  return new Map(rows.map((row) => [row.coupon_id, Number(row.used)]));
}

/**
 * The catalogue's coupons still listed, each with the orders that used it, and the console's batches of
 * invitation codes, each summed up (codes, used, disabled).
 */
export async function venueCoupons(ctx: StaffCallContext): Promise<Answer<'getConsoleCoupons'>> {
  const [rows, uses] = await Promise.all([
    ctx.db.kysely
      .selectFrom('coupons')
      .selectAll()
      .where('tenant_id', '=', ctx.tenant.id)
      .where('stopped', '=', 0)
      .orderBy('id')
      .execute(),
    usesByCoupon(ctx),
  ]);
  const batches = new Map<string, Answer<'getConsoleCoupons'>['batches'][number]>();
  const coupons: Answer<'getConsoleCoupons'>['coupons'] = [];
  for (const row of rows) {
    const used = uses.get(row.id) ?? 0;
    if (row.batch === null) {
      coupons.push(couponAnswer(row, used));
      continue;
    }
    const batch = batches.get(row.batch) ?? {
      batch: row.batch,
      name: row.name,
      count: 0,
      used: 0,
      disabled: 0,
      valid_from: row.valid_from,
      valid_to: row.valid_to,
      created_at: row.created_at ?? '',
    };
    batch.count++;
    batch.used += used > 0 ? 1 : 0;
    batch.disabled += row.disabled;
    batches.set(row.batch, batch);
  }
  return { coupons, batches: [...batches.values()].reverse() };
}

function couponAnswer(row: Coupon, used: number) {
  return {
    code: row.code,
    name: row.name,
    discount_type: row.discount_type,
    amount: row.discount_amount,
    per_ticket: row.should_apply_per_ticket === 1,
    invitation: row.is_invitation === 1,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    channel: row.channel,
    usage_limit: row.usage_limit,
    used,
    disabled: row.disabled === 1,
  };
}

/**
 * Disables or re-enables a code: a disabled code is refused to new orders as not available; orders that
 * used it keep their discount. Setting what already is changes nothing; a change is in the audit log.
 */
export async function setCoupon(
  ctx: StaffCallContext,
  code: string,
  { disabled }: { disabled: boolean },
): Promise<Answer<'setConsoleCoupon'>> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('coupons')
      .select(['id', 'disabled'])
      .where('tenant_id', '=', ctx.tenant.id)
      .where('code', '=', code)
      .where('stopped', '=', 0)
      .executeTakeFirst();
    if (!row) throw new DomainError('recordNotFound');
    if (disabled === (row.disabled === 1)) return { code, disabled, changed: false };
    await trx
      .updateTable('coupons')
      .set({ disabled: disabled ? 1 : 0 })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: disabled ? 'coupon.disable' : 'coupon.enable',
      target: { kind: 'coupon', id: code },
      before: { disabled: !disabled },
      after: { disabled },
    });
    return { code, disabled, changed: true };
  });
}

/** The codes of a batch, oldest first; none when the batch is not the venue's. */
function batchCodes(ctx: StaffCallContext, batch: string) {
  return ctx.db.kysely
    .selectFrom('coupons')
    .selectAll()
    .where('tenant_id', '=', ctx.tenant.id)
    .where('batch', '=', batch)
    .orderBy('id')
    .execute();
}

/**
 * Makes a batch of invitation codes (each makes one ticket free, once: `usage_limit` 1) under the page's
 * batch id, in one transaction. The same batch sent again makes nothing and answers its codes (a batch id
 * used for something else is `invalid request`). A code that happens to exist already is drawn again.
 */
export async function createInvitations(
  ctx: StaffCallContext,
  body: Body<'createConsoleInvitations'>,
): Promise<Answer<'createConsoleInvitations'>> {
  const createdAt = nowIso();
  const codes = await ctx.db.kysely.transaction().execute(async (trx) => {
    // The audit entry first, under the batch id: a batch sent again (even at the same moment) finds it.
    const claimed = await recordAudit(trx, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: 'coupon.invitations',
      target: { kind: 'coupon_batch', id: body.batch },
      after: {
        name: body.name,
        count: body.count,
        prefix: body.prefix,
        valid_from: body.valid_from,
        valid_to: body.valid_to,
      },
      requestId: body.batch,
    });
    if (!claimed) return null;
    const taken = new Set(
      (await trx.selectFrom('coupons').select('code').where('tenant_id', '=', ctx.tenant.id).execute()).map(
        (row) => row.code,
      ),
    );
    const made: string[] = [];
    while (made.length < body.count) {
      const code = invitationCode(body.prefix);
      if (taken.has(code)) continue;
      taken.add(code);
      made.push(code);
    }
    for (let index = 0; index < made.length; index += 200)
      await trx
        .insertInto('coupons')
        .values(
          made.slice(index, index + 200).map((code) => ({
            tenant_id: ctx.tenant.id,
            code,
            name: body.name,
            discount_type: 'percent' as const,
            discount_amount: 100,
            should_apply_per_ticket: 0,
            valid_from: body.valid_from,
            valid_to: body.valid_to,
            channel: null,
            usage_limit: 1,
            used_count: 0,
            is_invitation: 1,
            batch: body.batch,
            created_at: createdAt,
          })),
        )
        .execute();
    return made;
  });
  if (codes)
    return {
      batch: body.batch,
      name: body.name,
      count: codes.length,
      used: 0,
      disabled: 0,
      valid_from: body.valid_from,
      valid_to: body.valid_to,
      created_at: createdAt,
      codes,
      replayed: false,
    };
  const earlier = await batchCodes(ctx, body.batch);
  const first = earlier[0];
  if (!first) throw new DomainError('invalidRequest');
  return {
    batch: body.batch,
    name: first.name,
    count: earlier.length,
    used: 0,
    disabled: 0,
    valid_from: first.valid_from,
    valid_to: first.valid_to,
    created_at: first.created_at ?? createdAt,
    codes: earlier.map((row) => row.code),
    replayed: true,
  };
}

/** A batch's codes as CSV: code, name, valid from and to, used, disabled. */
export async function invitationsCsv(ctx: StaffCallContext, batch: string): Promise<FileAnswer<string>> {
  const [rows, uses] = await Promise.all([batchCodes(ctx, batch), usesByCoupon(ctx)]);
  if (rows.length === 0) throw new DomainError('recordNotFound');
  return {
    filename: `invitations-${batch}.csv`,
    content: csvFile(
      ['code', 'name', 'valid_from', 'valid_to', 'used', 'disabled'],
      rows.map((row) => [
        row.code,
        row.name,
        row.valid_from,
        row.valid_to,
        uses.get(row.id) ?? 0,
        row.disabled === 1 ? 'yes' : 'no',
      ]),
    ),
  };
}
