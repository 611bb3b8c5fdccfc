import { tokyoToday } from './clock.ts';
import { expect, test } from './fixtures.ts';

test.describe('legal pages and signage on the demo site', () => {
  test('terms, privacy and specified notice in the visitor language, with the site texts of /texts', async ({
    page,
  }) => {
    await page.goto('/#/terms?lang=en');
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    await expect(page.getByText('Tickets cannot be cancelled or refunded after purchase.')).toBeVisible();
    await expect(page).toHaveTitle(/^Terms of use \| /);

    await page.goto('/#/specified');
    await expect(page.getByRole('heading', { name: 'Specified commercial transactions' })).toBeVisible();
    await expect(page.getByText('Prices are shown on each product.', { exact: false })).toBeVisible();

    // The language of ?lang= applies when the app starts.
    await page.goto('/#/privacy?lang=ja');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'プライバシーポリシー' })).toBeVisible();
    await expect(
      page.getByText('お預かりした個人情報はチケットの発券とご案内にのみ利用します。'),
    ).toBeVisible();
  });

  test("signage shows today's slots with the tickets left and reloads them every minute", async ({
    page,
  }) => {
    // Each refresh asks for today's stock records first, also on a day the venue is closed.
    const todayCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/products/search2?')) todayCalls.push(request.url());
    });
    await page.goto('/#/signage/today-ticket-info?lang=en');
    await expect(page.getByRole('heading', { name: "Today's tickets" })).toBeVisible();
    await expect(page.getByText(/^Updated at \d{1,2}:\d{2}/)).toBeVisible();

    const today = tokyoToday();
    const stocks = (await (
      await page.request.get(`/demo/api/v1/products/search2?date=${today}&lang=en`)
    ).json()) as { stock_status: string }[];
    const open = stocks.filter((stock) => stock.stock_status !== 'closed').length;
    if (open === 0) {
      await expect(page.getByText('No tickets are on sale today.')).toBeVisible();
    } else {
      await expect(page.getByRole('region')).toHaveCount(open);
      const row = page.getByRole('region').first().getByRole('row').nth(1);
      await expect(row).toContainText(/\d{2}:\d{2} - \d{2}:\d{2}/);
      await expect(row).toContainText(/\d+ left|Sold out/);
    }

    const before = todayCalls.length;
    expect(before).toBeGreaterThan(0);
    await page.clock.fastForward(60_000);
    await expect.poll(() => todayCalls.length).toBeGreaterThan(before);
  });
});
