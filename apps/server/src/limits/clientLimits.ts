/**
 * How much one client (one address, see `clientKey`) may do in a tenant, so that nobody can hoard a
 * slot's stock or guess coupon codes. Each limit is counted in the database, so every replica shares it;
 * 0 turns a limit off.
 */
export interface ClientLimits {
  /** Tickets a client may hold at once: the tickets of its unpaid orders whose hold has not expired. */
  heldTickets: number;
  /** Orders a client may ask for in a minute (answered or not). */
  ordersPerMinute: number;
  /** Coupon codes that do not exist a client may try in a quarter hour; after that every code is refused. */
  couponGuesses: number;
  /** Browsers a client may add to a site's waiting room in a minute (a reload of a joined one is free). */
  waitingRoomJoins: number;
  /** Console sign-ins a client may try in a quarter hour, whatever the addresses. */
  staffSignIns: number;
  /** Reservation tokens that do not exist a client may try for wallet passes in a quarter hour. */
  passGuesses: number;
}

/** The limits of a server whose settings do not name them. */
export const defaultClientLimits: ClientLimits = {
  heldTickets: 40,
  ordersPerMinute: 10,
  couponGuesses: 10,
  waitingRoomJoins: 20,
  staffSignIns: 30,
  passGuesses: 20,
};

/** No per-client limit at all: for test servers that make many orders from one address. */
export const noClientLimits: ClientLimits = {
  heldTickets: 0,
  ordersPerMinute: 0,
  couponGuesses: 0,
  waitingRoomJoins: 0,
  staffSignIns: 0,
  passGuesses: 0,
};

/** The environment variable of each limit. */
export const clientLimitSettings = {
  heldTickets: 'CLIENT_HELD_TICKETS',
  ordersPerMinute: 'CLIENT_ORDERS_PER_MINUTE',
  couponGuesses: 'CLIENT_COUPON_GUESSES',
  waitingRoomJoins: 'CLIENT_WAITING_ROOM_JOINS',
  staffSignIns: 'CLIENT_STAFF_SIGN_INS',
  passGuesses: 'CLIENT_PASS_GUESSES',
} as const satisfies Record<keyof ClientLimits, string>;

/** Reads the limits from the environment; each must be a whole number, 0 for no limit. */
export function readClientLimits(env: NodeJS.ProcessEnv): ClientLimits {
  const limits = { ...defaultClientLimits };
  for (const [name, variable] of Object.entries(clientLimitSettings) as [keyof ClientLimits, string][]) {
    const text = env[variable]?.trim();
    if (!text) continue;
    if (!/^\d+$/.test(text)) throw new Error(`${variable} must be a whole number (0: no limit), not ${text}`);
    limits[name] = Number(text);
  }
  return limits;
}
