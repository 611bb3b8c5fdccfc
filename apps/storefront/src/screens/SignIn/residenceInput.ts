import type { LanguageCode, ResidenceListKind } from '@venue/ticket-core';
import { tenant } from '../../tenant.ts';

/** Spec section 3: residence area is text, or a select on ja; the regional sites have their own list. */
export function residenceInput(language: LanguageCode): ResidenceListKind {
  if (language !== 'ja') return 'countries';
  return tenant.residenceList === 'fukuoka' ? 'fukuoka' : 'prefectures';
}
