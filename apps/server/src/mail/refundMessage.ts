import type { LanguageCode } from '@venue/ticket-core';
import type { Mail } from './mailer.ts';
import { linesMail, type MailHeader, mailLanguage, mailYen } from './messages.ts';

interface RefundTexts {
  subject: (reservationNumber: string) => string;
  line: (amount: string) => string;
  reservation: (reservationNumber: string) => string;
  note: string;
}

/** The refund mail's words in the six languages; it is written in the language of its order. */
const refundTexts: Record<LanguageCode, RefundTexts> = {
  ja: {
    subject: (number) => `返金のお知らせ（予約番号 ${number}）`,
    line: (amount) => `${amount}を返金いたしました。`,
    reservation: (number) => `予約番号: ${number}`,
    note: 'ご利用のカード会社により、返金の反映まで数日かかる場合があります。',
  },
  en: {
    subject: (number) => `Your refund (reservation ${number})`,
    line: (amount) => `We have refunded ${amount}.`,
    reservation: (number) => `Reservation number: ${number}`,
    note: 'Depending on your card issuer, the refund may take a few days to appear.',
  },
  'zh-hans': {
    subject: (number) => `退款通知（预约号 ${number}）`,
    line: (amount) => `我们已退款 ${amount}。`,
    reservation: (number) => `预约号：${number}`,
    note: '根据发卡机构不同，退款可能需要几天才能到账。',
  },
  'zh-hant': {
    subject: (number) => `退款通知（預約號 ${number}）`,
    line: (amount) => `我們已退款 ${amount}。`,
    reservation: (number) => `預約號：${number}`,
    note: '視發卡機構而定，退款可能需要幾天才會入帳。',
  },
  kr: {
    subject: (number) => `환불 안내 (예약 번호 ${number})`,
    line: (amount) => `${amount}을(를) 환불해 드렸습니다.`,
    reservation: (number) => `예약 번호: ${number}`,
    note: '카드사에 따라 환불이 반영되기까지 며칠이 걸릴 수 있습니다.',
  },
  th: {
    subject: (number) => `แจ้งการคืนเงิน (หมายเลขการจอง ${number})`,
    line: (amount) => `เราได้คืนเงิน ${amount} แล้ว`,
    reservation: (number) => `หมายเลขการจอง: ${number}`,
    note: 'การคืนเงินอาจใช้เวลาสองสามวัน ขึ้นอยู่กับผู้ออกบัตรของคุณ',
  },
};

/** The mail telling a visitor their payment was refunded (whole or part), in their order's language. */
export function refundMessage(header: MailHeader, reservationNumber: string, amount: number): Mail {
  const lang = mailLanguage(header.lang);
  const texts = refundTexts[lang];
  const yen = mailYen(lang, amount);
  const lines = [texts.line(yen), texts.reservation(reservationNumber), texts.note];
  return linesMail(header, texts.subject(reservationNumber), lines);
}
