import i18next from 'i18next';

const locale = () => (i18next.language === 'en' ? 'en-US' : 'ja-JP');

/** Yen, as the page's language writes it. */
export function formatYen(amount: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'JPY' }).format(amount);
}

/** A date and time at the venue (Asia/Tokyo). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), {
    timeZone: 'Asia/Tokyo',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** HH:MM of an instant at the venue. */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A slot as `10:00–10:30`. */
export function formatSlot(startIso: string, endIso: string): string {
  return `${formatTime(startIso)}–${formatTime(endIso)}`;
}
