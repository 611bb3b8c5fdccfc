import type { LanguageCode } from '@venue/ticket-core';

/** A text in every interface language. */
export type I18n = Record<LanguageCode, string>;

export const words = {
  admission: {
    ja: '入場チケット',
    en: 'Admission ticket',
    'zh-hans': '门票',
    'zh-hant': '門票',
    kr: '입장권',
    th: 'บัตรเข้าชม',
  },
  night: {
    ja: '夜間入場チケット',
    en: 'Night admission',
    'zh-hans': '夜间门票',
    'zh-hant': '夜間門票',
    kr: '야간 입장권',
    th: 'บัตรเข้าชมรอบค่ำ',
  },
  dayPass: {
    ja: '1日券',
    en: 'Day pass',
    'zh-hans': '一日票',
    'zh-hant': '一日票',
    kr: '1일권',
    th: 'บัตรหนึ่งวัน',
  },
  passport: {
    ja: '作品鑑賞パスポート',
    en: 'Festival passport',
    'zh-hans': '艺术节护照',
    'zh-hant': '藝術節護照',
    kr: '페스티벌 패스포트',
    th: 'พาสปอร์ตเทศกาล',
  },
  cafeSeat: {
    ja: 'カフェ席予約',
    en: 'Cafe seat reservation',
    'zh-hans': '咖啡座位预约',
    'zh-hant': '咖啡座位預約',
    kr: '카페 좌석 예약',
    th: 'จองที่นั่งคาเฟ่',
  },
  adult: { ja: '一般', en: 'Adult', 'zh-hans': '成人', 'zh-hant': '成人', kr: '성인', th: 'ผู้ใหญ่' },
  student: {
    ja: '大学生・専門学校生',
    en: 'Student',
    'zh-hans': '学生',
    'zh-hant': '學生',
    kr: '학생',
    th: 'นักศึกษา',
  },
  child: { ja: '小中学生', en: 'Child', 'zh-hans': '儿童', 'zh-hant': '兒童', kr: '어린이', th: 'เด็ก' },
  audioGuide: {
    ja: '音声ガイド',
    en: 'Audio guide',
    'zh-hans': '语音导览',
    'zh-hant': '語音導覽',
    kr: '오디오 가이드',
    th: 'ออดิโอไกด์',
  },
  catalogue: {
    ja: '展覧会図録',
    en: 'Exhibition catalogue',
    'zh-hans': '展览图录',
    'zh-hant': '展覽圖錄',
    kr: '전시 도록',
    th: 'สูจิบัตรนิทรรศการ',
  },
  drink: {
    ja: 'ワンドリンク',
    en: 'One drink',
    'zh-hans': '一杯饮品',
    'zh-hant': '一杯飲品',
    kr: '음료 1잔',
    th: 'เครื่องดื่ม 1 แก้ว',
  },
  description: {
    ja: '日時指定の入場チケットです。ご指定の時間帯に入場してください。',
    en: 'A timed-entry ticket. Please enter during the time slot you choose.',
    'zh-hans': '指定日期和时间的门票。请在所选时段入场。',
    'zh-hant': '指定日期和時間的門票。請在所選時段入場。',
    kr: '날짜와 시간을 지정하는 입장권입니다. 선택한 시간대에 입장해 주세요.',
    th: 'บัตรเข้าชมแบบระบุวันและเวลา กรุณาเข้าชมในช่วงเวลาที่เลือก',
  },
  caution: {
    ja: '再入場はできません。',
    en: 'Re-entry is not permitted.',
    'zh-hans': '不可再次入场。',
    'zh-hant': '不可再次入場。',
    kr: '재입장은 불가합니다.',
    th: 'ไม่สามารถกลับเข้าชมซ้ำได้',
  },
} satisfies Record<string, I18n>;

/** A venue-specific name: the Japanese title in Japanese, the default title elsewhere. */
export function titled(title: { ja: string; default: string }, word: I18n): I18n {
  const name = {} as I18n;
  for (const lang of Object.keys(word) as LanguageCode[]) {
    name[lang] = `${lang === 'ja' ? title.ja : title.default} ${word[lang]}`;
  }
  return name;
}
