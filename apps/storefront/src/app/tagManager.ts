import { tagManagerIdPattern } from '@venue/ticket-core';
import type { Storage } from '../storage/storage.ts';

/** The stored tag-manager data (spec 3): GET /gtm/{id}'s answer for this site. */
export interface TagManagerData {
  id: string;
  container_id: string | null;
}

const isTagManagerData = (value: unknown, siteId: string): value is TagManagerData =>
  typeof value === 'object' &&
  value !== null &&
  (value as TagManagerData).id === siteId &&
  ((value as TagManagerData).container_id === null ||
    typeof (value as TagManagerData).container_id === 'string');

/**
 * The site's tag-manager data: the stored copy, or the server's answer, stored for the rest of the
 * session. Null when the server cannot be asked (the next start asks again).
 */
export async function tagManagerData(
  siteId: string,
  storage: Storage,
  fetchData: () => Promise<TagManagerData>,
): Promise<TagManagerData | null> {
  const stored = storage.get<unknown>('tagManagerData');
  if (isTagManagerData(stored, siteId)) return stored;
  try {
    const answer = await fetchData();
    if (!isTagManagerData(answer, siteId)) return null;
    storage.set('tagManagerData', answer);
    return answer;
  } catch {
    return null;
  }
}

/**
 * The container script to load: Google Tag Manager's gtm.js for a well-formed container id, none for a
 * site without a container. The id is checked again here, so no stored or served text can reach the
 * script's URL unless it is a container id.
 */
export function tagManagerScriptUrl(data: TagManagerData | null): string | null {
  const id = data?.container_id;
  if (!id || !tagManagerIdPattern.test(id)) return null;
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Loads the site's tag manager, as Google's snippet does but without an inline script (the storefront's
 * policy allows none): the dataLayer's start event, then gtm.js, asynchronously. Nothing for a site
 * without a container.
 */
export async function startTagManager(
  siteId: string,
  storage: Storage,
  fetchData: () => Promise<TagManagerData>,
): Promise<string | null> {
  const url = tagManagerScriptUrl(await tagManagerData(siteId, storage, fetchData));
  if (!url) return null;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  document.head.append(script);
  return url;
}
