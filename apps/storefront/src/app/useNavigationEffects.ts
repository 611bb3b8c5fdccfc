import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useStoreValue } from '../state/ui.ts';
import { tenant } from '../tenant.ts';
import { findRoute } from './findRoute.ts';
import { screenTitleAtom } from './screenTitle.ts';

/** Spec section 9: "Scroll delay 200 ms". */
export const scrollDelayMs = 200;

/** The keys that scroll a page. */
const scrollKeys = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** Whether keys pressed in `target` go to a field rather than to the page. */
const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Spec section 2: after each navigation the document title is set from a per-language setting,
 * falling back to a default, after the page's own title (its route's, or the one its screen chose); and
 * the page scrolls smoothly to the top after 200 ms, unless the visitor presses on it or scrolls it first.
 */
export function useNavigationEffects() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();

  const chosen = useStoreValue(screenTitleAtom);
  const titleKey = chosen?.pathname === pathname ? chosen.key : findRoute(pathname)?.titleKey;
  useEffect(() => {
    const site = i18n.exists('site.title')
      ? t('site.title')
      : i18n.language === 'ja'
        ? tenant.title.ja
        : tenant.title.default;
    document.title = titleKey && i18n.exists(titleKey) ? `${t(titleKey)} | ${site}` : site;
    document.documentElement.lang = i18n.language;
  }, [titleKey, t, i18n]);

  // A visitor who presses on the page, turns the wheel or scrolls with a key before it has reached the
  // top has chosen where they are: the scroll waiting to start is dropped and one under way stops there,
  // so a press ends where it began and the page goes where they scrolled it.
  useEffect(() => {
    if (!pathname) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), scrollDelayMs);
    const settled = () => {
      clearTimeout(timer);
      window.removeEventListener('pointerdown', stay, true);
      window.removeEventListener('wheel', stay, true);
      window.removeEventListener('keydown', scrollKey);
      window.removeEventListener('scrollend', atTop);
    };
    const stay = () => {
      settled();
      window.scrollTo({ top: window.scrollY, behavior: 'instant' });
    };
    // After the page's own handlers (bubbling): a key a widget took (an arrow in the calendar) or typed
    // into a field scrolls nothing.
    const scrollKey = (event: KeyboardEvent) => {
      if (scrollKeys.has(event.key) && !event.defaultPrevented && !isField(event.target)) stay();
    };
    const atTop = () => {
      if (window.scrollY === 0) settled();
    };
    window.addEventListener('pointerdown', stay, true);
    window.addEventListener('wheel', stay, { capture: true, passive: true });
    window.addEventListener('keydown', scrollKey);
    window.addEventListener('scrollend', atTop);
    return settled;
  }, [pathname]);
}
