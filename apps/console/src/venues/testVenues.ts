import type { ConsoleVenue } from './venue.ts';

/** The venues component tests see in place of the build's list. */
const testVenues: ConsoleVenue[] = [
  { id: 'demo', title: 'Demo Ticket Store', titleJa: 'デモ チケットストア' },
  { id: 'okinawa', title: 'Okinawa', titleJa: '沖縄' },
];

export default testVenues;
