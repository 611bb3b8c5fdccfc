import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/** The VEVENTs of a downloaded iCalendar file, each as its property name -> value (lines unfolded). */
export async function calendarEvents(download: Download): Promise<Record<string, string>[]> {
  const text = await readFile(await download.path(), 'utf8');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1);
    }
  }
  return events;
}

/** `2026-12-01T10:00:00+09:00` as an iCalendar UTC date-time (`20261201T010000Z`). */
export function utcStamp(isoWithOffset: string): string {
  return `${new Date(isoWithOffset).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}
