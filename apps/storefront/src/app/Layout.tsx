import { type LanguageCode, languageChangeReloads, languageCodes, languageNames } from '@venue/ticket-core';
import { Footer, Header, Loader, LoadingBar } from '@venue/ticket-ui';
import { useStore } from 'jotai';
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/language.ts';
import { dialogAtom, pendingRequestsAtom, toastAtom, useStoreValue } from '../state/ui.ts';
import { storage, tenant } from '../tenant.ts';
import { assetUrl } from '../tenantAssets.ts';
import * as styles from './layout.css.ts';
import { pageHref } from './pages.ts';
import { homeHref } from './spotEntry.ts';
import { useNavigationEffects } from './useNavigationEffects.ts';

/** Spec section 4: changing the language reloads the page when it differs. */
function changeLanguage(current: LanguageCode, next: LanguageCode) {
  if (!languageChangeReloads(current, next)) return;
  storage.set('languageCode', next);
  const [path = '/', query = ''] = window.location.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  params.delete('lang');
  window.history.replaceState(null, '', `#${params.size > 0 ? `${path}?${params}` : path}`);
  window.location.reload();
}

/*
 * The switcher is a Radix Select (~30 KB gzip with its positioning and focus code): it loads beside the
 * first screen instead of in it, and takes its place in the header once there.
 */
const LanguageSwitcher = lazy(() =>
  import('./LanguageMenu.tsx').then((module) => ({ default: module.LanguageSwitcher })),
);
const DialogHost = lazy(() => import('./Overlays.tsx').then((module) => ({ default: module.DialogHost })));
const ToastHost = lazy(() => import('./Overlays.tsx').then((module) => ({ default: module.ToastHost })));

/** True from the first render where `value` is true on, so an overlay stays mounted to animate out. */
function useShownOnce(value: boolean): boolean {
  const [shown, setShown] = useState(value);
  if (value && !shown) setShown(true);
  return shown || value;
}

/**
 * The number of API requests in flight; none while the page's built-in HTML is hydrated (it was rendered
 * without any), so the loading bar appears right after instead of breaking the hydration. The count is
 * state set from the store's changes in a transition: the frame re-renders in slices, and parts of it
 * still to be hydrated (the header's switcher, the screen) are hydrated in slices too. A
 * `useSyncExternalStore` with a server snapshot would re-render the frame at once, inside the
 * hydration's last task, and an update at default priority would re-render it in one task, hydrating
 * what it passes on the way.
 */
function usePendingRequests(): number {
  const current = useStore();
  const [pending, setPending] = useState(0);
  useEffect(() => {
    const update = () => startTransition(() => setPending(current.get(pendingRequestsAtom)));
    update();
    return current.sub(pendingRequestsAtom, update);
  }, [current]);
  return pending;
}

/**
 * The frame of every screen (spec section 2): header with the language switcher, loading bar while
 * requests are pending, the routed view (a loader while a screen's code loads), footer, and the dialog
 * and top toast once first shown.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useNavigationEffects();
  const pending = usePendingRequests();
  const dialogShown = useShownOnce(useStoreValue(dialogAtom) !== null);
  const toastShown = useShownOnce(useStoreValue(toastAtom) !== null);
  const language = useLanguage();
  const siteTitle = language === 'ja' ? tenant.title.ja : tenant.title.default;
  const route = useLocation().pathname;
  const loadingLabel = t('app.loading');
  // The same element while the screen and its label stay: a re-render of the frame (a request starting,
  // the server's texts) then passes by the screen's boundary instead of hydrating it at once, in one
  // long task, while React is still hydrating it in slices.
  const screen = useMemo(
    () => <Suspense fallback={<Loader open label={loadingLabel} />}>{children}</Suspense>,
    [children, loadingLabel],
  );

  return (
    <>
      <LoadingBar pendingCount={pending} label={loadingLabel} />
      <Header logoSrc={assetUrl(tenant.logos.header)} logoAlt={siteTitle} homeHref={homeHref(route)}>
        <Suspense fallback={<span className={styles.switcherSpace} />}>
          <LanguageSwitcher
            value={language}
            languages={tenant.languages.filter((code) => languageCodes.includes(code))}
            labels={languageNames}
            label={t('nav.language')}
            onChange={(next) => changeLanguage(language, next)}
          />
        </Suspense>
      </Header>
      <div className={styles.content}>{screen}</div>
      {tenant.hideFooter ? null : (
        <Footer
          showBrand={tenant.showBrandInFooter}
          logoSrc={assetUrl(tenant.logos.footer)}
          logoAlt={siteTitle}
          navLabel={t('footer.nav')}
          copyright={`© ${siteTitle}`}
          links={[
            { href: pageHref('terms'), label: t('footer.terms') },
            { href: pageHref('privacy'), label: t('footer.privacy') },
            { href: pageHref('specified'), label: t('footer.specified') },
          ]}
        />
      )}
      <Suspense fallback={null}>
        {dialogShown ? <DialogHost /> : null}
        {toastShown ? <ToastHost /> : null}
      </Suspense>
    </>
  );
}
