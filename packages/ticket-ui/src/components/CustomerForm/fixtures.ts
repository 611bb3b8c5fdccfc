import { ageOptions, type FieldTemplate, noSend } from '@venue/ticket-core';
import type { FormatMessage } from '../private/useRuleForm.ts';

/** Every field the spec names, displayed; the contact fields required. */
export const sampleTemplates: FieldTemplate[] = [
  { field_name: 'fullname', is_display: true, is_require: true },
  { field_name: 'email', is_display: true, is_require: true },
  { field_name: 'phone', is_display: true, is_require: true },
  { field_name: 'address', is_display: true, is_require: false },
  { field_name: 'age', is_display: true, is_require: false },
  { field_name: 'gender', is_display: true, is_require: false },
  { field_name: 'resident_area', is_display: true, is_require: true },
  // A Japanese site's items (spec: "question1 has items"): one list for every language, no translations,
  // so visitors of any language see these.
  {
    field_name: 'questionnaire1',
    is_display: true,
    is_require: false,
    input_type: 'select',
    items: ['SNS', 'ウェブサイト', '友人・知人'],
  },
  { field_name: 'questionnaire2', is_display: true, is_require: false },
  { field_name: 'mail_magazine', is_display: true, is_require: false },
  { field_name: 'lab_mail_magazine', is_display: true, is_require: false },
  { field_name: 'questionnaire3', is_display: false, is_require: false },
];

/** A formatter over a dictionary, filling `{{param}}` placeholders; unknown keys come back as is. */
export function dictionaryFormatter(dictionary: Readonly<Record<string, string>>): FormatMessage {
  return (key, params = {}) =>
    (dictionary[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The age bands' labels (`signin.age.18-24` …), each band written by `band` and the last by `over80`. */
function ageMessages(band: (range: string) => string, over80: string): Record<string, string> {
  return Object.fromEntries(
    ageOptions
      .filter(({ value }) => value !== noSend)
      .map(({ value, labelKey }) => [labelKey, value === '80+' ? over80 : band(value)]),
  );
}

/** Every text the form shows for `sampleTemplates`, in Japanese. */
export const japaneseMessages: Record<string, string> = {
  'signin.field.fullname': 'お名前',
  'signin.field.email': 'メールアドレス',
  'signin.field.email_confirm': 'メールアドレス（確認）',
  'signin.field.phone': '電話番号',
  'signin.field.address': 'ご住所',
  'signin.field.age': '年代',
  'signin.field.gender': '性別',
  'signin.field.resident_area': 'お住まいの地域',
  'signin.field.questionnaire1': '本展を何で知りましたか',
  'signin.field.questionnaire2': 'ご意見・ご感想',
  'signin.field.mail_magazine': 'メールマガジンを受け取る',
  'signin.field.lab_mail_magazine': 'ラボのお知らせを受け取る',
  'signin.required': '必須',
  'signin.notSelected': '選択しない',
  'signin.gender.male': '男性',
  'signin.gender.female': '女性',
  'signin.gender.preferNotToSay': '回答しない',
  'validation.required': '入力してください',
  'validation.email': 'メールアドレスの形式が正しくありません',
  'validation.sameEmail': 'メールアドレスが一致しません',
  'validation.phone': '電話番号の形式が正しくありません',
  ...ageMessages((range) => `${range.replace('-', '〜')}歳`, '80歳以上'),
};

/** The same texts in Thai (the storefront's), for the long-text stories. */
export const thaiMessages: Record<string, string> = {
  'signin.field.fullname': 'ชื่อ-นามสกุล',
  'signin.field.email': 'อีเมล',
  'signin.field.email_confirm': 'อีเมล (ยืนยันอีกครั้ง)',
  'signin.field.phone': 'หมายเลขโทรศัพท์',
  'signin.field.address': 'ที่อยู่',
  'signin.field.age': 'ช่วงอายุ',
  'signin.field.gender': 'เพศ',
  'signin.field.resident_area': 'พื้นที่ที่อาศัยอยู่',
  'signin.field.questionnaire1': 'คุณรู้จักเราจากช่องทางใด',
  'signin.field.questionnaire2': 'วัตถุประสงค์ในการเยี่ยมชม',
  'signin.field.mail_magazine': 'รับจดหมายข่าว',
  'signin.field.lab_mail_magazine': 'รับจดหมายข่าวของ Lab',
  'signin.required': 'จำเป็น',
  'signin.notSelected': 'ไม่ระบุ',
  'signin.gender.male': 'ชาย',
  'signin.gender.female': 'หญิง',
  'signin.gender.preferNotToSay': 'ไม่ประสงค์จะระบุ',
  'validation.required': 'กรุณากรอกข้อมูลในช่องนี้',
  'validation.email': 'กรุณากรอกอีเมลที่ถูกต้อง',
  'validation.sameEmail': 'อีเมลไม่ตรงกัน',
  'validation.phone': 'กรุณากรอกหมายเลขโทรศัพท์ 9 ถึง 12 หลัก',
  ...ageMessages((range) => `${range.replace('-', '–')} ปี`, '80 ปีขึ้นไป'),
};
