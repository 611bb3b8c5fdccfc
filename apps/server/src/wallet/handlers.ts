import type { Handlers } from '../http/registerEndpoints.ts';
import { googleWalletLink, reservationApplePasses, ticketApplePass } from './walletPasses.ts';

export const walletHandlers = {
  getApplePass: (ctx, { params, query }) =>
    ticketApplePass(ctx, params.reservation_token, params.ticket_id, query.lang),

  getApplePasses: (ctx, { params, query }) =>
    reservationApplePasses(ctx, params.reservation_token, query.lang),

  getGoogleWalletLink: (ctx, { params, query }) =>
    googleWalletLink(ctx, params.reservation_token, query.lang),
} satisfies Partial<Handlers>;
