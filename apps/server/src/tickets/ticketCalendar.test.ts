import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const buyer = { email: 'calendar-buyer@example.com', fullname: 'Calendar Buyer', phone: '0312345678' };

/** A downloaded file: status, headers and body text. */
async function download(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    text: await response.text(),
  };
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 3.1). */
function contentLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The VEVENTs of an iCalendar text, each as its property name -> value. */
function events(text: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of contentLines(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0] ?? ''] = line.slice(colon + 1);
    }
  }
  return found;
}

/**
 * The visits of an iCalendar text as a calendar app reads them (ical.js, with the file's own VTIMEZONE):
 * each event's zone, its local start as written, and its start and end instants.
 */
function visits(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => new ICAL.Timezone(zone));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    return calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        zone: event.startDate.zone?.tzid,
        localStart: event.startDate.toString(),
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      };
    });
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(zone.tzid);
  }
}

/** An ISO time with its offset as the instant it names. */
const instant = (time: string) => new Date(time).toISOString();

describe.each(testDatabases)('calendar file of a reservation on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const zone = process.env.TZ;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
  });
  afterAll(() => server.close());
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  const api = (path: string) => `${base}/api/v1${path}`;

  it('has one event for the visit: product in the language asked, venue, Tokyo times in its zone, link', async () => {
    const { reservationToken, slot } = await purchase(base, '', { quantity: 2, contents: buyer });
    const view = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body;
    const products = (await call(base, 'GET', '/api/v1/products?lang=ja')).body;
    const productName: string = products.find((product: { uuid: string }) => product.uuid === slot.uuid).name;
    const stock = (
      await call(base, 'GET', `/api/v1/products/stocks?date=${slot.day}&product_id=${slot.uuid}&lang=ja`)
    ).body;
    const optionName: string = stock.time_spans[0].options.find(
      (option: { id: number }) => option.id === slot.optionId,
    ).name;

    const file = await download(api(`/reservations/${reservationToken}/calendar?lang=ja`));
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/calendar; charset=utf-8');
    expect(file.disposition).toBe(`attachment; filename="demo-${slot.day}.ics"`);
    const lines = contentLines(file.text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    const [event, ...others] = events(file.text);
    expect(others).toEqual([]);
    expect(event?.SUMMARY).toBe(productName);
    expect(event?.LOCATION).toBe('デモ');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Tokyo');
    expect(visits(file.text)).toEqual([
      {
        zone: 'Asia/Tokyo',
        localStart: view.reservation_from.slice(0, 19),
        start: instant(view.reservation_from),
        end: instant(view.reservation_to),
      },
    ]);
    expect(event?.URL).toBe(`${base}/demo/tickets/#/id/${reservationToken}`);
    expect(event?.DESCRIPTION).toBe(`${optionName} × 2`);
    expect(event?.UID).toMatch(/^[0-9a-f]{32}@127\.0\.0\.1$/);

    const english = events((await download(api(`/reservations/${reservationToken}/calendar?lang=en`))).text);
    expect(english[0]?.LOCATION).toBe('Demo');
    expect(english[0]?.SUMMARY).not.toBe(productName);
    expect(english[0]?.UID).toBe(event?.UID);
  });

  it('gives the same Tokyo times whatever the server’s time zone', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1 });
    const view = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body;
    const found = [];
    for (const timeZone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo']) {
      process.env.TZ = timeZone;
      const text = (await download(api(`/reservations/${reservationToken}/calendar?lang=en`))).text;
      const [event] = events(text);
      found.push([event?.DTSTART, ...visits(text).map(({ start, end }) => [start, end])]);
    }
    const local = view.reservation_from.slice(0, 19).replace(/[-:]/g, '');
    const expected = [local, [instant(view.reservation_from), instant(view.reservation_to)]];
    expect(found).toEqual([expected, expected, expected, expected]);
  });

  it('comes from a share link too, linking to the shared view, with no buyer data', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1, contents: buyer });
    const owner = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body;
    const shareToken = (await call(base, 'POST', `/api/v1/reservations/${reservationToken}/share`)).body
      .share_token;
    const shared = await download(api(`/shared-tickets/${shareToken}/calendar?lang=en`));
    expect(shared.status).toBe(200);
    expect(shared.type).toBe('text/calendar; charset=utf-8');
    const [event] = events(shared.text);
    expect(event?.URL).toBe(`${base}/demo/#/tickets/shared/${shareToken}`);
    const mine = events((await download(api(`/reservations/${reservationToken}/calendar?lang=en`))).text);
    expect(event?.UID).toBe(mine[0]?.UID);
    const unfolded = contentLines(shared.text).join('\n');
    for (const secret of [reservationToken, owner.reservation_number, ...Object.values(buyer)]) {
      expect(unfolded).not.toContain(secret);
    }
  });

  it('answers the catalogue’s errors for unknown tokens, another tenant and a bad language', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1 });
    const path = `/api/v1/reservations/${reservationToken}/calendar`;
    expect(await call(base, 'GET', '/api/v1/reservations/no-such-token/calendar?lang=en')).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect(await call(base, 'GET', '/api/v1/shared-tickets/no-such-token/calendar?lang=en')).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect(await call(base, 'GET', `/members-cafe${path}?lang=en`)).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    for (const query of ['?lang=xx', '?lang=', '']) {
      expect(await call(base, 'GET', `${path}${query}`)).toEqual({
        status: 400,
        body: { error: 'invalid request' },
      });
    }
    // A reservation token is not a share token.
    expect(
      (await call(base, 'GET', `/api/v1/shared-tickets/${reservationToken}/calendar?lang=en`)).status,
    ).toBe(404);
  });
});
