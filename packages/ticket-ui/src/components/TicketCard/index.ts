export { ticketCardDisplayTypes, ticketCardKinds, ticketCardStatuses } from './TicketCard.css.ts';
export {
  TicketCard,
  type TicketCardProps,
  type TicketKind,
  type TicketOption,
  type TicketStatus,
} from './TicketCard.tsx';
