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

/** `2026-12-01T10:00:00+09:00` as the file writes it in the venue's zone (`20261201T100000`, TZID=Asia/Tokyo). */
export function venueStamp(isoWithOffset: string): string {
  return isoWithOffset.slice(0, 19).replace(/[-:]/g, '');
}
