import { useEffect } from 'react';

/**
 * Names the venue's manifest in the page (`/console/<venue>/manifest.webmanifest`), so the phone installs
 * this venue's gate: its name, colours and icon, opening on its gate.
 */
export function useVenueManifest(venueId: string): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    link.href = `${import.meta.env.BASE_URL}${encodeURIComponent(venueId)}/manifest.webmanifest`;
  }, [venueId]);
}
