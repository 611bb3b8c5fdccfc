import type { LanguageCode } from '@venue/ticket-core';

/** The labels a wallet pass shows beside its facts. */
export interface PassLabels {
  venue: string;
  date: string;
  time: string;
  ticket: string;
  number: string;
}

/** The labels in each language of the sites. */
export const passLabels: Readonly<Record<LanguageCode, PassLabels>> = {
  ja: { venue: '会場', date: '日付', time: '時間', ticket: '券種', number: 'チケット番号' },
  en: { venue: 'Venue', date: 'Date', time: 'Time', ticket: 'Ticket', number: 'Ticket number' },
  'zh-hans': { venue: '场馆', date: '日期', time: '时间', ticket: '票种', number: '票号' },
  'zh-hant': { venue: '場館', date: '日期', time: '時間', ticket: '票種', number: '票號' },
  kr: { venue: '시설', date: '날짜', time: '시간', ticket: '권종', number: '티켓 번호' },
  th: { venue: 'สถานที่', date: 'วันที่', time: 'เวลา', ticket: 'ประเภทตั๋ว', number: 'หมายเลขตั๋ว' },
};
