import { formatPrice, formatTimeRange } from '@venue/ticket-core';
import i18next from 'i18next';
import { languageCode } from './i18n/language.ts';

/** Yen in the visitor's language through the `price.template` text (e.g. '{price}円', '¥{price}'). */
export function formatYen(amount: number): string {
  const template = i18next.exists('price.template') ? i18next.t('price.template') : '¥{price}';
  return formatPrice(amount, template);
}

/** A time slot: 'start ~ end' (' - ' in English). */
export function formatSlot(startIso: string, endIso: string): string {
  return formatTimeRange(startIso, endIso, languageCode());
}
