import { defineTenant } from '@venue/ticket-core';

/** Southern Islands Park Okinawa: islands-park site. */
export default defineTenant({
  id: 'okinawa',
  kind: 'islands-park',
  title: { ja: '南の島々 パーク おきなわ', default: 'Southern Islands Park Okinawa' },
  logos: { printHeight: 58 },
  ticketPage: { headerColor: { pc: '#006064', sp: '#00727d' } },
  colourisedCalendar: true,
  paymentMethods: ['gmo', 'gmo_3ds', 'gmo_paypay', 'alipay'],
  orderSteps: ['product', 'date', 'timeSlot', 'counts', 'setProducts'],
});
