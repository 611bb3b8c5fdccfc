import type { LanguageCode } from '@venue/ticket-core';
import type { Mail } from './mailer.ts';
import { linesMail, type MailHeader, mailLanguage, mailYen } from './messages.ts';

interface CancellationTexts {
  subject: (reservationNumber: string) => string;
  cancelled: (count: number) => string;
  refunded: (amount: string) => string;
  noRefund: string;
  reservation: (reservationNumber: string) => string;
  note: string;
}

/** The cancellation mail's words in the six languages; it is written in the language of its order. */
const cancellationTexts: Record<LanguageCode, CancellationTexts> = {
  ja: {
    subject: (number) => `チケットのキャンセルと返金のお知らせ（予約番号 ${number}）`,
    cancelled: (count) =>
      `次のチケット${count}枚をキャンセルいたしました。キャンセルしたチケットではご入場いただけません。`,
    refunded: (amount) => `${amount}を返金いたしました。`,
    noRefund: '返金はありません。',
    reservation: (number) => `予約番号: ${number}`,
    note: 'ご利用のカード会社により、返金の反映まで数日かかる場合があります。',
  },
  en: {
    subject: (number) => `Your tickets were cancelled (reservation ${number})`,
    cancelled: (count) =>
      `We have cancelled the following ${count === 1 ? 'ticket' : `${count} tickets`}; a cancelled ticket no longer admits.`,
    refunded: (amount) => `We have refunded ${amount}.`,
    noRefund: 'Nothing is refunded.',
    reservation: (number) => `Reservation number: ${number}`,
    note: 'Depending on your card issuer, the refund may take a few days to appear.',
  },
  'zh-hans': {
    subject: (number) => `门票取消及退款通知（预约号 ${number}）`,
    cancelled: (count) => `我们已取消以下 ${count} 张门票，已取消的门票无法入场。`,
    refunded: (amount) => `我们已退款 ${amount}。`,
    noRefund: '无退款。',
    reservation: (number) => `预约号：${number}`,
    note: '根据发卡机构不同，退款可能需要几天才能到账。',
  },
  'zh-hant': {
    subject: (number) => `門票取消及退款通知（預約號 ${number}）`,
    cancelled: (count) => `我們已取消以下 ${count} 張門票，已取消的門票無法入場。`,
    refunded: (amount) => `我們已退款 ${amount}。`,
    noRefund: '無退款。',
    reservation: (number) => `預約號：${number}`,
    note: '視發卡機構而定，退款可能需要幾天才會入帳。',
  },
  kr: {
    subject: (number) => `티켓 취소 및 환불 안내 (예약 번호 ${number})`,
    cancelled: (count) => `다음 티켓 ${count}매를 취소했습니다. 취소된 티켓으로는 입장할 수 없습니다.`,
    refunded: (amount) => `${amount}을(를) 환불해 드렸습니다.`,
    noRefund: '환불 금액은 없습니다.',
    reservation: (number) => `예약 번호: ${number}`,
    note: '카드사에 따라 환불이 반영되기까지 며칠이 걸릴 수 있습니다.',
  },
  th: {
    subject: (number) => `แจ้งการยกเลิกบัตรและการคืนเงิน (หมายเลขการจอง ${number})`,
    cancelled: (count) => `เราได้ยกเลิกบัตร ${count} ใบต่อไปนี้แล้ว บัตรที่ยกเลิกแล้วไม่สามารถใช้เข้าชมได้`,
    refunded: (amount) => `เราได้คืนเงิน ${amount} แล้ว`,
    noRefund: 'ไม่มีการคืนเงิน',
    reservation: (number) => `หมายเลขการจอง: ${number}`,
    note: 'การคืนเงินอาจใช้เวลาสองสามวัน ขึ้นอยู่กับผู้ออกบัตรของคุณ',
  },
};

/**
 * The mail telling a visitor the venue cancelled some or all of their tickets: which (number and name),
 * and what was refunded, in their order's language.
 */
export function cancellationMessage(
  header: MailHeader,
  reservationNumber: string,
  tickets: { num: string; name: string }[],
  refunded: number,
): Mail {
  const lang = mailLanguage(header.lang);
  const texts = cancellationTexts[lang];
  const yen = mailYen(lang, refunded);
  const lines = [
    texts.cancelled(tickets.length),
    ...tickets.map((ticket) => `${ticket.num} ${ticket.name}`),
    refunded > 0 ? texts.refunded(yen) : texts.noRefund,
    texts.reservation(reservationNumber),
    ...(refunded > 0 ? [texts.note] : []),
  ];
  return linesMail(header, texts.subject(reservationNumber), lines);
}
