import { themes } from '@venue/tenants/themes.ts';
import { useEffect, useState } from 'react';

/**
 * The theme class of a venue, loaded on demand (each venue's theme is its own CSS chunk); null until it
 * has loaded. It also goes on `<body>`, so what Radix portals there (dialogs, selects) is themed too.
 */
export function useVenueTheme(venueId: string): string | null {
  const [themeClass, setThemeClass] = useState<string | null>(null);
  useEffect(() => {
    const load = Object.hasOwn(themes, venueId) ? themes[venueId] : undefined;
    if (!load) {
      setThemeClass('');
      return;
    }
    let live = true;
    load().then(({ themeClass: loaded }) => {
      if (!live) return;
      document.body.classList.add(loaded);
      setThemeClass(loaded);
    });
    return () => {
      live = false;
    };
  }, [venueId]);
  useEffect(() => {
    if (!themeClass) return;
    return () => document.body.classList.remove(themeClass);
  }, [themeClass]);
  return themeClass;
}
