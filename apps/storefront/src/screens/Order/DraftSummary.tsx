import { formatDate, type parseStockDate } from '@venue/ticket-core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language.ts';
import * as summaryStyles from '../Summary/summary.css.ts';
import * as styles from './draftSummary.css.ts';

/**
 * The order screen's summary: what is chosen so far (product, date, time slot), then `children` (the
 * total once a ticket is counted, and the step's button). From 1024 px a column beside the form, as on
 * the later steps; on phones only the children, below the form.
 */
export function DraftSummary({
  productName,
  date,
  slotLabel,
  children,
}: {
  productName: string | undefined;
  date: ReturnType<typeof parseStockDate> | null;
  slotLabel: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const titleId = useId();
  const facts = [
    { label: t('order.product'), value: productName },
    { label: t('order.date'), value: date ? formatDate(date, lang) : undefined },
    { label: t('order.timeSlot'), value: slotLabel },
  ];
  return (
    <aside className={styles.draftSummary} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${summaryStyles.panelTitle} ${summaryStyles.heading}`}>
        {t('summary.title')}
      </h2>
      <div className={styles.chosen}>
        <dl className={summaryStyles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
      {children}
    </aside>
  );
}
