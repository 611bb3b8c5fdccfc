import { type LanguageCode, languageCodes, type PaymentMethodId } from '@venue/ticket-core';

/** A text in every interface language. */
export type I18n = Record<LanguageCode, string>;

/** UI texts served by /texts, per key, in every language. */
export const uiTexts: Record<string, I18n> = {
  order_notice: {
    ja: 'ご希望の日時と枚数を選んでください。',
    en: 'Choose a date, a time and the number of tickets.',
    'zh-hans': '请选择日期、时间和票数。',
    'zh-hant': '請選擇日期、時間和票數。',
    kr: '날짜, 시간, 매수를 선택해 주세요.',
    th: 'กรุณาเลือกวัน เวลา และจำนวนบัตร',
  },
  few_stock_message: {
    ja: '残りわずか（残り{{count}}枚）',
    en: 'Only {{count}} left',
    'zh-hans': '仅剩{{count}}张',
    'zh-hant': '僅剩{{count}}張',
    kr: '{{count}}매 남음',
    th: 'เหลือเพียง {{count}} ใบ',
  },
  terms_body: {
    ja: 'チケットの購入後のキャンセル・払い戻しはできません。',
    en: 'Tickets cannot be cancelled or refunded after purchase.',
    'zh-hans': '购票后不可取消或退款。',
    'zh-hant': '購票後不可取消或退款。',
    kr: '구매 후에는 취소 및 환불이 불가합니다.',
    th: 'ไม่สามารถยกเลิกหรือขอคืนเงินหลังการซื้อได้',
  },
  privacy_body: {
    ja: 'お預かりした個人情報はチケットの発券とご案内にのみ利用します。',
    en: 'Your personal data is used only to issue tickets and contact you about them.',
    'zh-hans': '您的个人信息仅用于出票及相关通知。',
    'zh-hant': '您的個人資訊僅用於出票及相關通知。',
    kr: '개인정보는 티켓 발권 및 안내에만 사용됩니다.',
    th: 'ข้อมูลส่วนบุคคลของท่านใช้เพื่อออกบัตรและติดต่อเกี่ยวกับบัตรเท่านั้น',
  },
  specified_body: {
    ja: '販売価格は各商品ページに表示しています。お支払いは購入時に確定します。',
    en: 'Prices are shown on each product. Payment is taken at the time of purchase.',
    'zh-hans': '售价见各商品页面。购买时即完成付款。',
    'zh-hant': '售價見各商品頁面。購買時即完成付款。',
    kr: '판매 가격은 각 상품에 표시됩니다. 결제는 구매 시 확정됩니다.',
    th: 'ราคาแสดงอยู่ในแต่ละสินค้า ชำระเงินเมื่อทำการซื้อ',
  },
};

/**
 * The names of the brands whose mail magazine some sites offer beside their own (`{brand}_mail_magazine`),
 * served by /texts as `mail_magazine_brand` on those sites.
 */
export const mailMagazineBrands: Record<string, I18n> = {
  dena: { ja: 'DeNA', en: 'DeNA', 'zh-hans': 'DeNA', 'zh-hant': 'DeNA', kr: 'DeNA', th: 'DeNA' },
  mifuneyama: {
    ja: '御船山楽園',
    en: 'Mifuneyama Rakuen',
    'zh-hans': '御船山乐园',
    'zh-hant': '御船山樂園',
    kr: '미후네야마 라쿠엔',
    th: 'มิฟุเนะยามะ ราคุเอ็น',
  },
  nishinippon: {
    ja: '西日本新聞',
    en: 'Nishinippon Shimbun',
    'zh-hans': '西日本新闻',
    'zh-hant': '西日本新聞',
    kr: '니시니혼신문',
    th: 'นิชินิปปอน ชิมบุน',
  },
  softbank: {
    ja: 'ソフトバンク',
    en: 'SoftBank',
    'zh-hans': '软银',
    'zh-hant': '軟銀',
    kr: '소프트뱅크',
    th: 'ซอฟต์แบงก์',
  },
};

/** A sign-in field of a site, as seeded. */
interface FieldTemplate {
  field_name: string;
  input_type: 'text' | 'select';
  is_display: 0 | 1;
  is_require: 0 | 1;
  items: string[] | null;
}

/** A field the form shows, asked for or not; a select with `items` (resident_area's come from the app). */
const shown = (
  field_name: string,
  required: boolean,
  input_type: FieldTemplate['input_type'] = 'text',
  items: string[] | null = null,
): FieldTemplate => ({ field_name, input_type, is_display: 1, is_require: required ? 1 : 0, items });

/** A text field the form does not show. */
const hidden = (field_name: string): FieldTemplate => ({
  field_name,
  input_type: 'text',
  is_display: 0,
  is_require: 0,
  items: null,
});

/** A mail magazine's yes or no (spec 3: the mail magazine default is true). */
const mailMagazine = (field_name: string) => shown(field_name, false, 'select', ['true', 'false']);

const ageBands = [
  '18-24',
  '25-29',
  '30-34',
  '35-39',
  '40-44',
  '45-49',
  '50-54',
  '55-59',
  '60-64',
  '65-69',
  '70-74',
  '75-79',
  '80 and above',
];

/**
 * The sign-in fields of a site, in form order: those every site gets, then the brand mail magazine
 * (`{brand}_mail_magazine`) of a site that has one.
 */
export function fieldTemplates(brandMailMagazine: string | null): FieldTemplate[] {
  return [
    shown('fullname', true),
    shown('email', true),
    shown('phone', false),
    shown('gender', false, 'select', ['male', 'female', 'prefer not to say']),
    shown('age', false, 'select', ageBands),
    shown('resident_area', false, 'select'),
    hidden('address'),
    mailMagazine('mail_magazine'),
    shown('questionnaire1', false, 'select', ['website', 'social media', 'friends', 'poster', 'other']),
    hidden('questionnaire2'),
    hidden('questionnaire3'),
    ...(brandMailMagazine ? [mailMagazine(`${brandMailMagazine}_mail_magazine`)] : []),
  ];
}

const creditCard: Record<LanguageCode, string> = {
  ja: 'クレジットカード',
  en: 'Credit card',
  'zh-hans': '信用卡',
  'zh-hant': '信用卡',
  kr: '신용카드',
  th: 'บัตรเครดิต',
};
const withThreeDSecure = Object.fromEntries(
  Object.entries(creditCard).map(([lang, name]) => [lang, `${name} (3-D Secure)`]),
) as Record<LanguageCode, string>;
const free: Record<LanguageCode, string> = {
  ja: '無料',
  en: 'Free',
  'zh-hans': '免费',
  'zh-hant': '免費',
  kr: '무료',
  th: 'ฟรี',
};
/** A brand name, the same in every language. */
const brand = (name: string) =>
  Object.fromEntries(languageCodes.map((lang) => [lang, name])) as Record<LanguageCode, string>;

/** Names of the payment methods in the six languages. */
export const paymentMethodNames: Record<PaymentMethodId, Record<LanguageCode, string>> = {
  gmo: creditCard,
  gmo_3ds: withThreeDSecure,
  gmo_paypay: brand('PayPay'),
  gmo_d_pay: brand('d払い'),
  gmo_apple_pay: brand('Apple Pay'),
  adyen_credit: creditCard,
  adyen_alipay: brand('Alipay'),
  adyen_we_chat_pay: brand('WeChat Pay'),
  alipay: brand('Alipay'),
  stripe: creditCard,
  stripe_secure: withThreeDSecure,
  softbank_credit: creditCard,
  softbank_3ds: withThreeDSecure,
  softbank_alipay: brand('Alipay'),
  softbank_paypay: brand('PayPay'),
  d_pay: brand('d払い'),
  free,
  paygent_credit: creditCard,
  paygent_paypay: brand('PayPay'),
};
