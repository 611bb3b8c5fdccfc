import type { Handlers } from '../http/registerEndpoints.ts';
import { releaseMailMagazine, subscribedFields } from './mailMagazines.ts';

export const mailMagazineHandlers = {
  getMailMagazine: async ({ db, tenant }, { params }) => ({
    field_names: await subscribedFields(db.kysely, tenant.id, params.token),
  }),

  async releaseMailMagazine({ db, tenant }, { params, body }) {
    await releaseMailMagazine(db.kysely, tenant.id, params.mailToken, body.field_name);
    return null;
  },
} satisfies Partial<Handlers>;
