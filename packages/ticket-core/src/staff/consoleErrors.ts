import type { ErrorStatus } from '../errors/errorStatuses.ts';

/**
 * Ours: the errors of the venue console's calls, beside the visitors' catalogue (`errorMessages`), which
 * the storefront shows and translates; a visitor never meets these. Same shape: the exact `error` string
 * the server answers with (`{ "error": message }`) and its status.
 */
export const consoleErrorMessages = {
  /** No staff session, or it ended (signed out, idle too long, past its absolute end). */
  signInRequired: 'sign-in required',
  /** Unknown address, wrong password or code, or not staff of the venue signed in to: one answer for all. */
  signInFailed: 'sign-in failed',
  /** Too many failed sign-ins for the address (locked for a while) or from the client. */
  tooManySignInAttempts: 'too many sign-in attempts',
  /** Signed in, but not a member of the venue whose console was called. */
  notStaffOfVenue: 'not staff of this venue',
  /** The caller's role in the venue may not make this call. */
  roleNotAllowed: 'not allowed for this role',
  /** A changing call without the session's CSRF token, or sent from another site. */
  csrfRefused: 'csrf check failed',
  /** The order changed since the page that acts on it was loaded; the answer says what changed. */
  orderChanged: 'order changed',
  /** A slot's capacity below what is sold plus held; the answer names `sold` and `held`. */
  capacityBelowTaken: 'capacity below sold and held',
  /** Reopening a day or slot that the catalogue closed (the console reopens only what it closed). */
  closedByCatalogue: 'closed by the catalogue',
  /** Changing the stock of a day that has passed. */
  dayIsPast: 'the day is past',
  /** The address and password hold, and the account has a second factor on: sign in again with its code. */
  codeRequired: 'code required',
  /** A second factor's code that is not the one of now (turning it on or off). */
  wrongCode: 'wrong code',
  /** Turning a second factor on that is on, or confirming or turning off one that is not. */
  secondFactorOn: 'second factor already on',
  secondFactorOff: 'second factor not on',
  /** Adding an address that is staff of the venue already (change its role instead). */
  alreadyStaff: 'already staff of this venue',
  /** Removing or demoting the venue's last manager: a venue keeps one who can manage its staff. */
  lastManager: 'the last manager',
  /** A set-password link whose token no link has (mistyped, cut short, or replaced by a newer one). */
  passwordLinkUnknown: 'unknown password link',
  /** A set-password link used already: each works once. */
  passwordLinkUsed: 'password link already used',
  /** A set-password link past its 72 hours. */
  passwordLinkExpired: 'password link expired',
  /** Re-sending the set-password mail to a member who has set their password (they reset it themselves). */
  passwordAlreadySet: 'password already set',
} as const;

export type ConsoleErrorKey = keyof typeof consoleErrorMessages;

export const consoleErrorKeys = Object.keys(consoleErrorMessages) as ConsoleErrorKey[];

export const consoleErrorStatuses: Record<ConsoleErrorKey, ErrorStatus> = {
  signInRequired: 401,
  signInFailed: 401,
  tooManySignInAttempts: 429,
  notStaffOfVenue: 403,
  roleNotAllowed: 403,
  csrfRefused: 403,
  orderChanged: 409,
  capacityBelowTaken: 409,
  closedByCatalogue: 409,
  dayIsPast: 400,
  codeRequired: 401,
  wrongCode: 400,
  secondFactorOn: 409,
  secondFactorOff: 409,
  alreadyStaff: 409,
  lastManager: 409,
  passwordLinkUnknown: 404,
  passwordLinkUsed: 410,
  passwordLinkExpired: 410,
  passwordAlreadySet: 409,
};
