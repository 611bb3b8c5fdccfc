import { type Answer, displayTimeZone, formatDate, intlLocale, type LanguageCode } from '@venue/ticket-core';
import type { WaitingRoomViewState } from '@venue/ticket-ui';

/** The site's waiting room as this browser stands in it (`getWaitingRoom`, `joinWaitingRoom`). */
export type WaitingRoomAnswer = Answer<'getWaitingRoom'>;

/** Whether the room gates ordering `productUuid` now (null: no product chosen yet; every product when the room names none). */
export function gatesProduct(answer: WaitingRoomAnswer, productUuid: string | null): boolean {
  if (!answer.active) return false;
  if (answer.product_uuids === null) return true;
  return productUuid !== null && answer.product_uuids.includes(productUuid);
}

/** Whether this browser may order at `now`: admitted, with a pass that has not expired. */
export function holdsPass(answer: WaitingRoomAnswer, now: number): boolean {
  return (
    answer.state === 'admitted' && answer.pass_expires_at !== null && Date.parse(answer.pass_expires_at) > now
  );
}

/**
 * What the waiting page shows: let in (with a pass still good), before the opening (places not drawn
 * yet), or in line (an admission whose pass has expired included).
 */
export function viewState(answer: WaitingRoomAnswer, now: number): WaitingRoomViewState {
  if (holdsPass(answer, now)) return 'admitted';
  if (answer.opens_at !== null && now < Date.parse(answer.opens_at)) return 'beforeOpening';
  return 'waiting';
}

const tokyoTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: displayTimeZone,
});

/** The opening as the venue writes instants (Asia/Tokyo): `2027/01/06 (Wed) 10:00`. */
export function formatOpening(iso: string, language: LanguageCode): string {
  return `${formatDate(iso, language)} ${tokyoTime.format(new Date(iso))}`;
}

/**
 * Languages that write a count against its unit (`3分`, `3分鐘`, `3분`), where Intl's unit format puts a
 * space in some of them (`3 分` in ja, `3 分鐘` in zh-TW); en and th keep the space (`3 minutes`, `3 นาที`).
 */
const unspacedUnits: ReadonlySet<LanguageCode> = new Set(['ja', 'zh-hans', 'zh-hant', 'kr']);

/** A wait in whole minutes, rounded up, in the language's words (`3 minutes`, `3分`, `3분`); null under a minute. */
export function waitInMinutes(seconds: number, language: LanguageCode): string | null {
  if (seconds < 60) return null;
  const parts = new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
  }).formatToParts(Math.ceil(seconds / 60));
  const written = unspacedUnits.has(language)
    ? parts.filter((part) => part.type !== 'literal' || part.value.trim() !== '')
    : parts;
  return written.map((part) => part.value).join('');
}
