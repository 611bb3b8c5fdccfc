import type { LanguageCode } from '../i18n/languages.ts';
import type { TenantConfig } from '../tenant/tenantConfig.ts';

/** The site's title in a language: its Japanese title on Japanese pages, its default title elsewhere. */
export function siteTitle(tenant: Pick<TenantConfig, 'title'>, language: LanguageCode): string {
  return language === 'ja' ? tenant.title.ja : tenant.title.default;
}

const entryDescriptions: Record<LanguageCode, (title: string) => string> = {
  ja: (title) =>
    `${title}の公式オンラインチケット。日時を選んで購入し、スマートフォンのチケットで入場できます。`,
  en: (title) =>
    `Official online tickets for ${title}. Choose a date and time, pay online and enter with the ticket on your phone.`,
  'zh-hans': (title) => `${title}官方在线购票。选择日期和时间，在线付款，凭手机上的门票入场。`,
  'zh-hant': (title) => `${title}官方線上購票。選擇日期和時間，線上付款，憑手機上的門票入場。`,
  kr: (title) =>
    `${title} 공식 온라인 티켓. 날짜와 시간을 선택해 온라인으로 결제하고 휴대폰 티켓으로 입장하세요.`,
  th: (title) => `บัตรออนไลน์อย่างเป็นทางการของ ${title} เลือกวันและเวลา ชำระเงินออนไลน์ แล้วเข้าชมด้วยบัตรบนโทรศัพท์ของคุณ`,
};

const listSeparators: Record<LanguageCode, string> = {
  ja: '、',
  en: ', ',
  'zh-hans': '、',
  'zh-hant': '、',
  kr: ', ',
  th: ', ',
};

/**
 * The entry page's description in a language: what the site sells, from its title, followed by the names
 * of the products on sale when they are known (the server knows them; the build does not).
 */
export function entryDescription(
  tenant: Pick<TenantConfig, 'title'>,
  language: LanguageCode,
  productNames: readonly string[] = [],
): string {
  const text = entryDescriptions[language](siteTitle(tenant, language));
  const names = productNames.filter((name) => name.trim() !== '');
  return names.length > 0 ? `${text} ${names.join(listSeparators[language])}` : text;
}
