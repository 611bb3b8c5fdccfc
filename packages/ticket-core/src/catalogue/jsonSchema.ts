import { z } from 'zod';
import { catalogueObjectSchema } from './catalogueSchema.ts';

/**
 * The catalogue's JSON Schema (draft-07, which editors read best), from the one zod definition: what
 * `tenants/catalogue.schema.json` holds, so an editor completes and checks a `catalogue.jsonc`. The
 * rules between fields (slots within the opening hours, …) are only in `checkCatalogue`.
 */
export function catalogueJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(catalogueObjectSchema, { io: 'input', target: 'draft-07' }),
    title: 'Venue catalogue',
    description:
      'What a venue sells: products, ticket types and prices, time slots, closed days, set products, ' +
      'coupons, payment discounts and member prices. Checked by `pnpm catalogue check <site>`.',
  };
}
