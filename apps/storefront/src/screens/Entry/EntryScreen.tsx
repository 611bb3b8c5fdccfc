import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { entryPage, stepPath } from '../../flow/pageFlow.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage, tenant } from '../../tenant.ts';
import { rememberMember, savedMember } from '../MembershipLogin/membership.ts';
import { OrderScreen } from '../Order/OrderScreen.tsx';

/** The entry query's names and the saved entry params they become. */
const entryNames = {
  id: 'id',
  membership_value: 'membershipValue',
  membership_token: 'membershipToken',
} as const;

/**
 * The online entry `/` (spec section 2): keeps the entry query (id, membership_value,
 * membership_token), logs a token member in (the token site skips mail authentication), then shows the
 * tenant's first page.
 */
export function EntryScreen() {
  const lang = useLanguage();
  const [query] = useSearchParams();
  const token = query.get('membership_token');
  const [pending, setPending] = useState(tenant.membership === 'token' && token !== null);

  useEffect(() => {
    const entry = Object.fromEntries(
      Object.entries(entryNames).flatMap(([name, key]) => {
        const value = query.get(name);
        return value ? [[key, value]] : [];
      }),
    );
    if (Object.keys(entry).length > 0) storage.set('entryQuery', entry);
  }, [query]);

  useEffect(() => {
    if (!(tenant.membership === 'token' && token && tenant.membershipKey)) return;
    api
      .membershipTokenLogin({ params: { key: tenant.membershipKey }, body: { token } })
      .then((login) => rememberMember(login, lang))
      .catch((error: unknown) => handleError(error, { route: 'order' }))
      .finally(() => setPending(false));
  }, [token, lang]);

  if (pending) return null;
  const first = entryPage(tenant);
  if (first === 'membership-login' && !savedMember()) return <Navigate to={stepPath(first)} replace />;
  return <OrderScreen />;
}
