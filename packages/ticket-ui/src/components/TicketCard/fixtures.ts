import type { TicketCardProps } from './TicketCard.tsx';

/** A fixed ticket for stories and tests. */
export const sampleTicket: TicketCardProps = {
  qrValue: 'https://tickets.example.jp/demo/id/q3VtX2Q9r8sWb1kY0nZp4A/1/gate',
  qrLabel: '入場用QRコード',
  status: 'available',
  statusLabel: '利用可能',
  kind: 'gate',
  kindLabel: '入場券',
  productName: '企画展「光の庭」',
  dateLabel: '2026/12/24（木）',
  timeLabel: '10:00 ~ 11:00',
  options: [{ name: '音声ガイド', quantity: 2 }],
  formatQuantity: (name, quantity) => `${name} × ${quantity}`,
  ticketNumber: 'T-000123-1',
  namingRight: 'Presented by Example Corporation',
  caution: '再入場はできません。入場時にこの画面をご提示ください。',
};
