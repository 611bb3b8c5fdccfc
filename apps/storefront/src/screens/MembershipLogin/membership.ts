import type { Answer, LanguageCode } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { storage } from '../../tenant.ts';

export type MembershipLogin = Answer<'membershipLogin'>;

/**
 * Keeps a member's login as the spec's "membership-in-query data" and looks up their promotion; the
 * promotion call is silent (spec section 7), so a member without one simply buys at the normal price.
 */
export async function rememberMember(login: MembershipLogin, lang: LanguageCode) {
  storage.set('membershipInQuery', login);
  return api
    .getMembershipPromotion({
      query: { lang, membership_key: login.membership_key, membership_value: login.membership_value },
    })
    .catch(() => null);
}

export function savedMember(): MembershipLogin | null {
  return storage.get<MembershipLogin>('membershipInQuery');
}
