import { z } from 'zod';
import { reservationRoutes } from '../routes/reservations.ts';
import { defineEndpoints } from './define.ts';
import { reservationTokenAnswer } from './orders.ts';
import { emailAddress, noContent, token, tokenParams } from './shared.ts';

/** Reservation inquiry and mail-magazine release (spec 7). */
export const reservationEndpoints = defineEndpoints(reservationRoutes, {
  findReservation: {
    summary: 'Find a reservation by email and reservation number',
    query: z.object({ email: emailAddress, reservation_number: z.string().min(1) }),
    answer: reservationTokenAnswer,
  },
  getMailMagazine: {
    summary: 'Mail magazines the address of a mail token is subscribed to',
    designedParts: ['answer'],
    params: tokenParams,
    answer: z.object({ field_names: z.array(z.string()).meta({ example: ['mail_magazine'] }) }),
  },
  releaseMailMagazine: {
    summary: 'Unsubscribe from a mail magazine',
    params: z.object({ mailToken: token }),
    body: z.object({ field_name: z.string().min(1) }),
    answer: noContent,
  },
});
