import type { Answer, LanguageCode } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { storage } from '../../tenant.ts';

/** A member's login, with their name once the site has told it (`rememberMember`). */
export type MembershipLogin = Answer<'membershipLogin'> & { name?: string };

/**
 * Keeps a member's login as the spec's "membership-in-query data", with the member's name (GET
 * membership/{key}) for the pages to show who is signed in, and looks up their promotion; the name and
 * promotion calls are silent (spec section 7): without them the member simply buys at the normal price.
 */
export async function rememberMember(login: Answer<'membershipLogin'>, lang: LanguageCode) {
  const profile = await api.getMembership({ params: { key: login.membership_token } }).catch(() => null);
  storage.set('membershipInQuery', profile ? { ...login, name: profile.name } : login);
  return api
    .getMembershipPromotion({
      query: { lang, membership_key: login.membership_key, membership_value: login.membership_value },
    })
    .catch(() => null);
}

export function savedMember(): MembershipLogin | null {
  return storage.get<MembershipLogin>('membershipInQuery');
}
