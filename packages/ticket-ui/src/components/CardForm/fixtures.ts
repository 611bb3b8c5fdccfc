import type { CardFormLabels } from './CardForm.tsx';

/** A fixed instant (3 December 2026 in Tokyo) so the expiry rule never depends on the clock. */
export const fixedNow = new Date('2026-12-03T10:00:00+09:00');

export const japaneseCardLabels: CardFormLabels = {
  number: 'カード番号',
  name: 'カード名義',
  expiryMonth: '有効期限（月）',
  expiryYear: '有効期限（年）',
  securityCode: 'セキュリティコード',
  submit: '確認画面へ',
};

export const japaneseCardMessages: Record<string, string> = {
  'validation.required': '入力してください',
  'validation.numeric': '半角数字で入力してください',
  'validation.minLength': '{{length}}文字以上で入力してください',
  'validation.maxLength': '{{length}}文字以内で入力してください',
  'validation.cardName': '半角英字とスペース{{length}}文字以内で入力してください',
  'validation.cardNameHalfWidthSpace': '姓と名の間に半角スペースを1つ入れてください',
  'validation.expiry': '有効期限が切れています',
};
