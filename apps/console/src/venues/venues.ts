import venues from 'virtual:console-venues';
import type { ConsoleVenue } from './venue.ts';

const lastVenueKey = 'venue-console.venue';

export function venueById(id: string | undefined): ConsoleVenue | undefined {
  return venues.find((venue) => venue.id === id);
}

/** Every venue the console serves, by title. */
export const allVenues: readonly ConsoleVenue[] = venues;

/** The venue used last on this browser, else the first one. */
export function lastVenue(): string {
  const stored = localStorage.getItem(lastVenueKey);
  return venueById(stored ?? undefined)?.id ?? venues[0]?.id ?? 'demo';
}

export function rememberVenue(id: string): void {
  localStorage.setItem(lastVenueKey, id);
}
