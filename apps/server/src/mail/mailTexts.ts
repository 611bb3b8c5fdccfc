import type { LanguageCode } from '@venue/ticket-core';

/** The words of every mail the product sends, in one language. */
export interface MailTexts {
  confirmSubject: string;
  confirmLines: readonly string[];
  confirmLink: string;
  completeSubject: (reservationNumber: string) => string;
  completeThanks: (productName: string) => string;
  reservationNumber: (reservationNumber: string) => string;
  mailRelease: (url: string) => string;
  viewTickets: string;
  sharedSubject: (productName: string) => string;
  sharedLines: readonly string[];
  changeSubject: (reservationNumber: string) => string;
  changeLine: (productName: string) => string;
  newTime: (when: string) => string;
}

/** Mail texts in the six languages; a mail is written in the language of its order. */
export const mailTexts: Record<LanguageCode, MailTexts> = {
  ja: {
    confirmSubject: 'メールアドレスの確認',
    confirmLines: [
      'ご注文ありがとうございます。',
      '下のリンクを開いてメールアドレスを確認し、お支払いへお進みください。',
    ],
    confirmLink: '確認してお支払いへ進む',
    completeSubject: (number) => `チケットのご案内（予約番号 ${number}）`,
    completeThanks: (product) => `${product}をご購入いただきありがとうございます。`,
    reservationNumber: (number) => `予約番号: ${number}`,
    mailRelease: (url) => `メールマガジンの配信停止はこちら: ${url}`,
    viewTickets: 'チケットを表示',
    sharedSubject: (product) => `${product}のチケット`,
    sharedLines: ['チケットが届きました。', '下のリンクを開き、入場の際にチケットをご提示ください。'],
    changeSubject: (number) => `ご来場日時の変更（予約番号 ${number}）`,
    changeLine: (product) => `${product}のチケットの日時を変更しました。`,
    newTime: (when) => `新しい日時: ${when}（日本時間）`,
  },
  en: {
    confirmSubject: 'Confirm your email address',
    confirmLines: [
      'Thank you for your order.',
      'Open the link below to confirm your email address and continue to payment.',
    ],
    confirmLink: 'Confirm and continue',
    completeSubject: (number) => `Your tickets (reservation ${number})`,
    completeThanks: (product) => `Thank you for your purchase of ${product}.`,
    reservationNumber: (number) => `Reservation number: ${number}`,
    mailRelease: (url) => `To stop receiving our mail magazine: ${url}`,
    viewTickets: 'View your tickets',
    sharedSubject: (product) => `Tickets for ${product}`,
    sharedLines: ['Tickets have been sent to you.', 'Open the link below to show them at the entrance.'],
    changeSubject: (number) => `Your visit date has changed (reservation ${number})`,
    changeLine: (product) => `The date of your ${product} tickets has changed.`,
    newTime: (when) => `New time: ${when} (Japan time)`,
  },
  'zh-hans': {
    confirmSubject: '请确认您的电子邮箱地址',
    confirmLines: ['感谢您的订购。', '请打开下方链接确认您的电子邮箱地址，然后继续付款。'],
    confirmLink: '确认并继续',
    completeSubject: (number) => `您的门票（预约编号 ${number}）`,
    completeThanks: (product) => `感谢您购买${product}。`,
    reservationNumber: (number) => `预约编号：${number}`,
    mailRelease: (url) => `如需停止接收我们的电子杂志：${url}`,
    viewTickets: '查看门票',
    sharedSubject: (product) => `${product}的门票`,
    sharedLines: ['您收到了门票。', '请打开下方链接，入场时出示门票。'],
    changeSubject: (number) => `您的参观日期已变更（预约编号 ${number}）`,
    changeLine: (product) => `您的${product}门票日期已变更。`,
    newTime: (when) => `新的时间：${when}（日本时间）`,
  },
  'zh-hant': {
    confirmSubject: '請確認您的電子郵件地址',
    confirmLines: ['感謝您的訂購。', '請開啟下方連結確認您的電子郵件地址，然後繼續付款。'],
    confirmLink: '確認並繼續',
    completeSubject: (number) => `您的門票（預約編號 ${number}）`,
    completeThanks: (product) => `感謝您購買${product}。`,
    reservationNumber: (number) => `預約編號：${number}`,
    mailRelease: (url) => `如需停止接收我們的電子報：${url}`,
    viewTickets: '查看門票',
    sharedSubject: (product) => `${product}的門票`,
    sharedLines: ['您收到了門票。', '請開啟下方連結，入場時出示門票。'],
    changeSubject: (number) => `您的參觀日期已變更（預約編號 ${number}）`,
    changeLine: (product) => `您的${product}門票日期已變更。`,
    newTime: (when) => `新的時間：${when}（日本時間）`,
  },
  kr: {
    confirmSubject: '이메일 주소 확인',
    confirmLines: [
      '주문해 주셔서 감사합니다.',
      '아래 링크를 열어 이메일 주소를 확인하고 결제를 진행해 주세요.',
    ],
    confirmLink: '확인하고 계속하기',
    completeSubject: (number) => `티켓 안내 (예약 번호 ${number})`,
    completeThanks: (product) => `${product} 티켓을 구매해 주셔서 감사합니다.`,
    reservationNumber: (number) => `예약 번호: ${number}`,
    mailRelease: (url) => `메일 매거진 수신을 중지하려면: ${url}`,
    viewTickets: '티켓 보기',
    sharedSubject: (product) => `${product} 티켓`,
    sharedLines: ['티켓이 도착했습니다.', '아래 링크를 열어 입장 시 티켓을 보여 주세요.'],
    changeSubject: (number) => `방문 일시가 변경되었습니다 (예약 번호 ${number})`,
    changeLine: (product) => `${product} 티켓의 일시가 변경되었습니다.`,
    newTime: (when) => `새 일시: ${when} (일본 시간)`,
  },
  th: {
    confirmSubject: 'ยืนยันที่อยู่อีเมลของคุณ',
    confirmLines: ['ขอบคุณสำหรับคำสั่งซื้อของคุณ', 'เปิดลิงก์ด้านล่างเพื่อยืนยันที่อยู่อีเมลและไปยังขั้นตอนการชำระเงิน'],
    confirmLink: 'ยืนยันและดำเนินการต่อ',
    completeSubject: (number) => `ตั๋วของคุณ (หมายเลขการจอง ${number})`,
    completeThanks: (product) => `ขอบคุณที่ซื้อ ${product}`,
    reservationNumber: (number) => `หมายเลขการจอง: ${number}`,
    mailRelease: (url) => `ยกเลิกการรับจดหมายข่าว: ${url}`,
    viewTickets: 'ดูตั๋วของคุณ',
    sharedSubject: (product) => `ตั๋วสำหรับ ${product}`,
    sharedLines: ['มีผู้ส่งตั๋วถึงคุณ', 'เปิดลิงก์ด้านล่างเพื่อแสดงตั๋วที่ทางเข้า'],
    changeSubject: (number) => `วันเข้าชมของคุณเปลี่ยนแล้ว (หมายเลขการจอง ${number})`,
    changeLine: (product) => `วันที่ของตั๋ว ${product} ของคุณเปลี่ยนแล้ว`,
    newTime: (when) => `เวลาใหม่: ${when} (เวลาญี่ปุ่น)`,
  },
};
