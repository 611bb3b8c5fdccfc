import { buyTicket } from './afterPurchase.ts';
import { calendarEvents, venueStamp } from './calendarFile.ts';
import { expect, test } from './fixtures.ts';

test.describe('add to calendar on the demo site', () => {
  test('the ticket view and the shared view download the visit as an iCalendar event', async ({
    page,
    baseURL,
  }) => {
    const { token } = await buyTicket(page);
    const view = await (await page.request.get(`/demo/api/v1/reservations/${token}/tickets`)).json();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`demo-${view.reservation_from.slice(0, 10)}.ics`);
    const [event, ...others] = await calendarEvents(file);
    expect(others).toEqual([]);
    expect(event?.SUMMARY).toBe(view.product_name);
    expect(event?.SUMMARY).toMatch(/Admission ticket/);
    expect(event?.LOCATION).toBe('Demo Ticket Store');
    expect(event?.DTSTART).toBe(venueStamp(view.reservation_from));
    expect(event?.DTEND).toBe(venueStamp(view.reservation_to));
    expect(event?.DESCRIPTION).toBe('Adult × 1');
    const ticketPage = `${baseURL}/demo/tickets/#/id/${token}`;
    expect(event?.URL).toBe(ticketPage);

    // The event's link leads back to the tickets.
    await page.goto(`${event?.URL}?lang=en`);
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();

    const { share_token: shareToken } = await (
      await page.request.post(`/demo/api/v1/reservations/${token}/share`)
    ).json();
    await page.goto(`/#/tickets/shared/${shareToken}?lang=ja`);
    const sharedDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'カレンダーに追加' }).click();
    const [shared] = await calendarEvents(await sharedDownload);
    expect(shared?.URL).toBe(`${baseURL}/demo/#/tickets/shared/${shareToken}`);
    expect(shared?.UID).toBe(event?.UID);
    expect(shared?.LOCATION).toBe('デモ チケットストア');
    expect(shared?.DTSTART).toBe(event?.DTSTART);
    expect(JSON.stringify(shared)).not.toContain(token);
  });
});
