import { assignInlineVars } from '@vanilla-extract/dynamic';
import { formatDate, type LanguageCode } from '@venue/ticket-core';
import { Receipt } from '@venue/ticket-ui';
import { vars } from '@venue/ticket-ui/css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { formatYen } from '../../format.ts';
import { tenant } from '../../tenant.ts';
import { assetUrl } from '../../tenantAssets.ts';
import * as styles from '../screen.css.ts';

/** The tenant's print logo height (spec section 1: 45 to 100 px) for the receipt's logo. */
const printLogo = assignInlineVars({ [vars.logo.printHeight]: `${tenant.logos.printHeight}px` });

/** Spec section 2: /id/{reservationToken}/receipt — a printable receipt with an editable addressee. */
export function ReceiptScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  const token = useParams().token ?? '';
  const [addressee, setAddressee] = useState('');
  const { data } = useApiQuery(
    token,
    (signal) => api.getReceipt({ params: { reservation_token: token }, query: { addressee: '' }, signal }),
    { route: 'other' },
  );
  const methods = useApiQuery(
    language,
    (signal) => api.getPaymentMethods({ query: { lang: language }, signal }),
    { route: 'other' },
  );
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
        addressee={addressee}
        onAddresseeChange={setAddressee}
        formatYen={formatYen}
        onPrint={() => window.print()}
        isLoading={!data}
      />
    </main>
  );
}
