import { nowIso } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import type { Handlers } from '../http/registerEndpoints.ts';

export const mailMagazineHandlers = {
  async getMailMagazine({ db, tenant }, { params }) {
    const rows = await db.kysely
      .selectFrom('mail_magazine_subscriptions')
      .select(['field_name', 'subscribed'])
      .where('tenant_id', '=', tenant.id)
      .where('token', '=', params.token)
      .orderBy('field_name')
      .execute();
    if (rows.length === 0) throw new DomainError('recordNotFound');
    return { field_names: rows.filter((row) => row.subscribed === 1).map((row) => row.field_name) };
  },

  async releaseMailMagazine({ db, tenant }, { params, body }) {
    const released = await db.kysely
      .updateTable('mail_magazine_subscriptions')
      .set({ subscribed: 0, updated_at: nowIso() })
      .where('tenant_id', '=', tenant.id)
      .where('token', '=', params.mailToken)
      .where('field_name', '=', body.field_name)
      .where('subscribed', '=', 1)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) === 1) return null;
    const row = await db.kysely
      .selectFrom('mail_magazine_subscriptions')
      .select('subscribed')
      .where('tenant_id', '=', tenant.id)
      .where('token', '=', params.mailToken)
      .where('field_name', '=', body.field_name)
      .executeTakeFirst();
    throw new DomainError(row ? 'mailMagazineAlreadyUnsubscribed' : 'recordNotFound');
  },
} satisfies Partial<Handlers>;
