import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The title key a screen chose for the page it shows, in place of its route's (`titleKey`). */
export const screenTitleAtom = atom<{ pathname: string; key: string } | null>(null);

/**
 * Titles the document of the current page with `key` instead of its route's title key, for a screen
 * whose title depends on what it loaded; undefined keeps the route's until the screen knows.
 */
export function useScreenTitle(key: string | undefined) {
  const { pathname } = useLocation();
  const setTitle = useSetAtom(screenTitleAtom);
  useEffect(() => {
    if (key) setTitle({ pathname, key });
  }, [pathname, key, setTitle]);
}
