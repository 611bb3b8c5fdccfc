import { assignInlineVars } from '@vanilla-extract/dynamic';
import { formatDate } from '@venue/ticket-core';
import { Button, Receipt, TextField } from '@venue/ticket-ui';
import { vars } from '@venue/ticket-ui/css';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { formatYen } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { tenant } from '../../tenant.ts';
import { assetUrl } from '../../tenantAssets.ts';
import * as styles from '../screen.css.ts';

/** The tenant's print logo height (spec section 1: 45 to 100 px) for the receipt's logo. */
const printLogo = assignInlineVars({ [vars.logo.printHeight]: `${tenant.logos.printHeight}px` });

/** Asks for the name the receipt is made out to, which the receipt call requires. */
function AddresseeForm({ initial, onDone }: { initial: string; onDone: (addressee: string) => void }) {
  const { t } = useTranslation();
  const [addressee, setAddressee] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = addressee.trim();
    if (name === '') setError(t('receipt.addresseeRequired'));
    else onDone(name);
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('receipt.title')}</h1>
      <p>{t('receipt.ask')}</p>
      <TextField
        label={t('receipt.addressee')}
        value={addressee}
        onChange={(event) => {
          setAddressee(event.target.value);
          setError(null);
        }}
        autoComplete="name"
        maxLength={100}
        required
        errorMessage={error}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('receipt.show')}</Button>
      </div>
    </form>
  );
}

/**
 * Spec section 2: /id/{reservationToken}/receipt — asks for the addressee, then shows the receipt made
 * out to it, in the page's language, ready to print on one A4 page.
 */
export function ReceiptScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useParams().token ?? '';
  const [addressee, setAddressee] = useState<string | null>(null);
  const [asked, setAsked] = useState('');
  const { data } = useApiQuery(
    addressee === null ? null : `receipt:${token}:${language}:${addressee}`,
    (signal) =>
      api.getReceipt({
        params: { reservation_token: token },
        query: { addressee: addressee ?? '', lang: language },
        signal,
      }),
    { route: 'other' },
  );
  const methods = useApiQuery(
    addressee === null ? null : `methods:${language}`,
    (signal) => api.getPaymentMethods({ query: { lang: language }, signal }),
    { route: 'other' },
  );
  if (addressee === null) {
    return (
      <main className={styles.screen}>
        <AddresseeForm initial={asked} onDone={setAddressee} />
      </main>
    );
  }
  const method = data?.payment_method_type;
  const methodName = methods.data?.find((entry) => entry.id === method)?.name ?? method ?? '';
  const tax = data?.tax_breakdown.reduce((sum, part) => sum + part.tax, 0) ?? 0;

  return (
    <main className={styles.screen} style={printLogo}>
      <Receipt
        labels={{
          title: t('receipt.title'),
          addressee: t('receipt.addressee'),
          honorific: t('receipt.honorific'),
          reservationNumber: t('tickets.reservationNumber'),
          issuedAt: t('receipt.issuedAt'),
          lines: t('receipt.lines'),
          item: t('receipt.item'),
          unitPrice: t('receipt.unitPrice'),
          quantity: t('receipt.quantity'),
          amount: t('receipt.amount'),
          paymentMethod: t('payment.method'),
          total: t('receipt.total'),
          taxBreakdown: (taxable, taxAmount) => t('receipt.tax', { taxable, tax: taxAmount }),
          print: t('receipt.print'),
        }}
        reservationNumber={data?.reservation_number ?? ''}
        issuedAt={data ? formatDate(data.issued_at, language) : ''}
        issuer={data?.issuer ?? tenant.title.default}
        logoUrl={assetUrl(tenant.logos.print)}
        lines={(data?.lines ?? []).map((line) => ({
          name: line.name,
          unitPrice: line.unit_price,
          quantity: line.quantity,
          amount: line.amount,
        }))}
        discounts={(data?.discounts ?? []).map((discount) => ({
          label: discount.name,
          amount: discount.amount,
        }))}
        paymentMethodLabel={methodName}
        total={data?.total ?? 0}
        tax={tax}
        addressee={data?.addressee ?? addressee}
        isAddresseeReadOnly
        formatYen={formatYen}
        onPrint={() => window.print()}
        isLoading={!data}
      />
      <div className={styles.screenOnly}>
        <Button
          variant="secondary"
          onPress={() => {
            setAsked(addressee);
            setAddressee(null);
          }}
        >
          {t('receipt.changeAddressee')}
        </Button>
      </div>
    </main>
  );
}
