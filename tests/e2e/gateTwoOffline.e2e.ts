import { type Browser, devices, type Page } from '@playwright/test';
import { e2eNow } from './clock.ts';
import { addStaff, buyToday, openGateOffline, signIn, staffEmail } from './consoleStaff.ts';
import { cameraFrame, launchWithCamera, writeCameraVideo } from './fakeCamera.ts';
import { expect, newContext, test } from './fixtures.ts';

interface Ticket {
  id: number;
  qr_code: string;
}

/**
 * Frames are 100 ms apart: each code in view for a second, a blank between, a blank lead-in to start the
 * camera. Chromium plays the video in a loop: a code missed on a busy machine comes round again (and one
 * read before is then refused as used here, which is no conflict).
 */
function gateVideo(path: string, tickets: readonly Ticket[]) {
  const seconds = (count: number) => Math.round(count * cameraFrame.fps);
  writeCameraVideo(path, [
    { text: null, frames: seconds(3) },
    ...tickets.flatMap((ticket) => [
      { text: ticket.qr_code, frames: seconds(1) },
      { text: null, frames: seconds(0.3) },
    ]),
  ]);
}

/** A gate on its own phone (a browser with its own camera video), opened and gone offline, its camera on. */
async function gateOffline(browser: Browser, email: string) {
  const context = await newContext(browser, e2eNow(), {
    ...devices['Pixel 7'],
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await openGateOffline(page, context, email);
  const device = /This gate: (gate-[\w-]+)/.exec(
    (await page.locator('[data-gate-network]').textContent()) ?? '',
  )?.[1];
  if (!device) throw new Error('the gate names its device');
  // Every verdict the gate shows, in order, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { verdicts: string[] }).verdicts = seen;
    new MutationObserver(() => {
      const verdict = document.querySelector('[data-verdict]');
      const line = verdict ? `${verdict.getAttribute('data-verdict')} ${verdict.textContent}` : null;
      if (line && line !== seen.at(-1)) seen.push(line);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return { context, page, device };
}

const verdicts = (page: Page) => page.evaluate(() => (window as unknown as { verdicts: string[] }).verdicts);

/**
 * Two gates offline at once: 50 tickets bought for today, each gate shown its share through its own fake
 * camera, three tickets shown at both. Back online, both send their scans: each ticket is admitted once,
 * both gates list the three as admitted twice (in words), the order page lists every scan with the
 * conflicts marked, and each gate's counts are the server's.
 */
test('two gates offline each admit their share; back online both show the tickets admitted twice, and count as the server does', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const [east, north, manager] = ['gate-east', 'gate-north', 'manager'].map(staffEmail) as [
    string,
    string,
    string,
  ];
  addStaff(east, 'gate');
  addStaff(north, 'gate');
  addStaff(manager, 'manager');
  const visitor = `visitor.${Date.now()}@example.com`;
  // Five orders of ten (an order's most), in today's first slot on sale and the next when it fills.
  const first = await buyToday(request, visitor, 10);
  const bought = [first];
  for (let order = 1; order < 5; order++)
    bought.push(await buyToday(request, visitor, 10, Date.parse(first.startAt)));
  const reservations = bought.map((order) => order.reservationToken);
  const slots = [...new Set(bought.map((order) => order.timeSpanId))];
  const tickets: Ticket[] = [];
  for (const token of reservations)
    tickets.push(...(await (await request.get(`/demo/api/v1/reservations/${token}/tickets`)).json()).tickets);
  expect(tickets).toHaveLength(50);
  const eastShare = tickets.slice(0, 28);
  const northShare = tickets.slice(25);
  const twice = tickets.slice(25, 28);

  const eastVideo = test.info().outputPath('east.y4m');
  const northVideo = test.info().outputPath('north.y4m');
  gateVideo(eastVideo, eastShare);
  gateVideo(northVideo, northShare);
  // One Chromium per camera video.
  const browsers = await Promise.all([launchWithCamera(eastVideo), launchWithCamera(northVideo)]);
  try {
    const gates = await Promise.all([gateOffline(browsers[0], east), gateOffline(browsers[1], north)]);
    const [eastGate, northGate] = gates;
    await Promise.all(
      gates.map(async ({ page: gatePage }) => {
        const toggle = gatePage.getByRole('button', { name: 'Scan with camera' });
        await toggle.click();
        await expect(gatePage.locator('[data-camera=scanning]')).toBeVisible();
      }),
    );
    // Each gate admits every code of its share, once each; then its camera is turned off.
    const admitted = async (gatePage: Page) =>
      (await verdicts(gatePage))
        .map((line) => /^admit AdmitTicket (\d+)$/.exec(line)?.[1])
        .filter((id) => id !== undefined)
        .map(Number);
    await Promise.all(
      (
        [
          [eastGate, eastShare],
          [northGate, northShare],
        ] as const
      ).map(async ([gate, share]) => {
        await expect
          .poll(async () => new Set(await admitted(gate.page)).size, { timeout: 100_000 })
          .toBe(share.length);
        await gate.page.getByRole('button', { name: 'Scan with camera' }).click();
        expect((await admitted(gate.page)).sort()).toEqual(share.map((ticket) => ticket.id).sort());
      }),
    );

    // Back online, both send their scans.
    await Promise.all(gates.map(({ context }) => context.setOffline(false)));
    for (const { page: gatePage } of gates)
      await expect(gatePage.getByText('Scans to send: 0')).toBeVisible({ timeout: 15_000 });

    // Both gates list the tickets shown at both, in words, naming the other gate.
    for (const [gate, other] of [
      [eastGate, northGate],
      [northGate, eastGate],
    ] as const) {
      const conflicts = gate.page.getByRole('alert').filter({ hasText: 'Admitted twice' });
      for (const ticket of twice)
        await expect(conflicts.locator(`[data-conflict-ticket="${ticket.id}"]`)).toContainText(
          new RegExp(`^Ticket ${ticket.id}: .*gate ${other.device}`),
          { timeout: 15_000 },
        );
      await expect(conflicts.locator('[data-conflict-ticket]')).toHaveCount(twice.length);
    }
    const eastSaysFirst = await eastGate.page
      .locator(`[data-conflict-ticket="${twice[0]?.id}"]`)
      .textContent();
    const [winner, loser] = eastSaysFirst?.includes('after this gate')
      ? [eastGate, northGate]
      : [northGate, eastGate];
    await expect(winner.page.locator(`[data-conflict-ticket="${twice[0]?.id}"]`)).toContainText(
      `admitted twice — also at gate ${loser.device}`,
    );
    await expect(loser.page.locator(`[data-conflict-ticket="${twice[0]?.id}"]`)).toContainText(
      `first used at`,
    );

    // Each gate's counts are the server's, a ticket admitted at both counted once.
    const day = await (await eastGate.page.request.get('/demo/api/admin/v1/today')).json();
    let checkedIn = 0;
    for (const timeSpanId of slots) {
      const slot = day.slots.find((entry: { time_span_id: number }) => entry.time_span_id === timeSpanId);
      checkedIn += slot.checked_in;
      const serverFigure = `${slot.checked_in} / ${slot.channels.web.sold + slot.channels.spot.sold}`;
      for (const { page: gatePage } of gates)
        await expect(gatePage.locator(`[data-slot-count="${timeSpanId}"]`)).toHaveText(serverFigure, {
          timeout: 15_000,
        });
    }
    expect(checkedIn).toBeGreaterThanOrEqual(50);

    // The console's order page: every scan of each ticket, each ticket admitted once, the conflicts marked.
    await signIn(page, manager);
    await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
    const found = await (
      await page.request.get(`/demo/api/admin/v1/orders?email=${encodeURIComponent(visitor)}&lang=en`)
    ).json();
    expect(found.orders).toHaveLength(5);
    let orderOfTwice = 0;
    for (const { order_id: orderId } of found.orders) {
      const order = await (await page.request.get(`/demo/api/admin/v1/orders/${orderId}?lang=en`)).json();
      for (const ticket of order.tickets as {
        id: number;
        admissions: { gate: string; verdict: string; gate_admitted: boolean; conflict: boolean }[];
      }[]) {
        const shownTwice = twice.some((entry) => entry.id === ticket.id);
        if (shownTwice) orderOfTwice = orderId;
        expect(ticket.admissions.filter((entry) => entry.verdict === 'admitted')).toHaveLength(1);
        // The uses that let the visitor in (a code seen again at the same gate was refused there).
        const letIn = ticket.admissions.filter((entry) => entry.gate_admitted);
        expect(letIn.map((entry) => [entry.conflict, entry.gate]).sort()).toEqual(
          shownTwice
            ? [
                [true, eastGate.device],
                [true, northGate.device],
              ].sort()
            : [
                [
                  false,
                  eastShare.some((entry) => entry.id === ticket.id) ? eastGate.device : northGate.device,
                ],
              ],
        );
      }
    }
    await page.goto(`/console/#/demo/orders/${orderOfTwice}`);
    const admissions = page.getByRole('region', { name: 'Scans and check-ins' });
    const entry = admissions.locator(`[data-admissions-ticket="${twice[0]?.id}"] li`);
    await expect(
      entry.filter({ hasText: `Scanned at gate ${winner.device} — Admitted (the gate let the visitor in)` }),
    ).toContainText('Conflict: admitted more than once');
    await expect(
      entry.filter({
        hasText: `Scanned at gate ${loser.device} — Already used (the gate let the visitor in)`,
      }),
    ).toContainText('Conflict: admitted more than once');
    await Promise.all(gates.map(({ context }) => context.close()));
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
  }
});
