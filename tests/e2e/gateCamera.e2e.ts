import { devices } from '@playwright/test';
import { e2eNow } from './clock.ts';
import { addStaff, buyToday, openGateOffline, staffEmail } from './consoleStaff.ts';
import { cameraFrame, launchWithCamera, writeCameraVideo } from './fakeCamera.ts';
import { expect, newContext, test } from './fixtures.ts';

/**
 * The gate's camera in Chromium: a gate account opens the gate, which downloads today's list; offline, the
 * camera is turned on and shown two tickets' QR codes and then the first again after a pause: it admits
 * the two and refuses the repeat, each read once however long it is held.
 */
test('the gate’s camera admits the tickets it is shown offline, and refuses one shown again', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const gate = staffEmail('gate');
  addStaff(gate, 'gate');
  const { reservationToken } = await buyToday(request, `visitor.${Date.now()}@example.com`, 2);
  const view = await (await request.get(`/demo/api/v1/reservations/${reservationToken}/tickets`)).json();
  const [first, second] = view.tickets as { id: number; qr_code: string }[];
  if (!first || !second) throw new Error('the order has two tickets');

  // Frames are 100 ms apart. The blank lead-in leaves time to start the camera and load the decoder; the
  // long blank tail keeps the loop's replay of the first code well apart from what is checked.
  const video = test.info().outputPath('tickets.y4m');
  const seconds = (count: number) => count * cameraFrame.fps;
  writeCameraVideo(video, [
    { text: null, frames: seconds(3) },
    { text: first.qr_code, frames: seconds(1.2) },
    { text: null, frames: seconds(0.8) },
    { text: second.qr_code, frames: seconds(1.2) },
    { text: null, frames: seconds(3) },
    { text: first.qr_code, frames: seconds(1.2) },
    { text: null, frames: seconds(6) },
  ]);

  const browser = await launchWithCamera(video);
  try {
    const context = await newContext(browser, e2eNow(), {
      ...devices['Pixel 7'],
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    // The decoder is fetched only when the camera is turned on: offline, the service worker answers it.
    await openGateOffline(page, context, gate);

    // Every verdict the gate shows, in order, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { verdicts: string[] }).verdicts = seen;
      const note = () => {
        const verdict = document.querySelector('[data-verdict]');
        const line = verdict ? `${verdict.getAttribute('data-verdict')} ${verdict.textContent}` : null;
        if (line && line !== seen.at(-1)) seen.push(line);
      };
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const toggle = page.getByRole('button', { name: 'Scan with camera' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-camera=scanning]')).toBeVisible();
    await expect(page.getByLabel('Camera view')).toBeVisible();

    const verdicts = () => page.evaluate(() => (window as unknown as { verdicts: string[] }).verdicts);
    await expect.poll(async () => (await verdicts()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    expect((await verdicts()).slice(0, 3)).toEqual([
      `admit AdmitTicket ${first.id}`,
      `admit AdmitTicket ${second.id}`,
      expect.stringMatching(new RegExp(`^already_used Already usedTicket ${first.id}Used at `)),
    ]);
    await expect(page.getByText('Scans to send: 0')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByLabel('Camera view')).toHaveCount(0);
    await context.close();
  } finally {
    await browser.close();
  }
});
