import type { Answer, LanguageCode } from '@venue/ticket-core';
import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { fileHref } from './ticketLinks.ts';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" for a reservation's tickets, each only where the site
 * issues passes for that wallet (the ticket view's `wallet`). Apple's is the passes file itself, which the
 * phone offers to add; Google's is the signed save link the server makes for the tickets.
 */
export function WalletButtons({
  token,
  lang,
  wallet,
}: {
  token: string;
  lang: LanguageCode;
  wallet: Answer<'getTickets'>['wallet'];
}) {
  const { t } = useTranslation();
  const { data: google } = useApiQuery(
    wallet.google ? `google-wallet:${token}:${lang}` : null,
    (signal) =>
      api.getGoogleWalletLink({
        params: { reservation_token: token },
        query: { lang },
        signal,
      }),
    { route: 'other' },
  );
  return (
    <>
      {wallet.apple ? (
        <LinkButton variant="secondary" href={fileHref('getApplePasses', token, lang)}>
          {t('tickets.addToAppleWallet')}
        </LinkButton>
      ) : null}
      {google ? (
        <LinkButton variant="secondary" href={google.save_url} target="_blank" rel="noopener">
          {t('tickets.saveToGoogleWallet')}
        </LinkButton>
      ) : null}
    </>
  );
}
