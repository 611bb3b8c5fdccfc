/** Reservation inquiries allowed per client in a quarter hour. */
export const inquiries = 20;
export const quarterHour = 15 * 60_000;
