/// <reference types="vite/client" />

declare module 'virtual:console-venues' {
  import type { ConsoleVenue } from './venues/venue.ts';

  const venues: ConsoleVenue[];
  export default venues;
}
