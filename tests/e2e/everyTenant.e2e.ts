import { tenants } from '../../tenants/index.ts';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { checkOut, expectComplete, logIn, openTickets, order, type ScreenCheck } from './sitePurchase.ts';

/** The sites by name, so that each one's test says which site failed; a new tenant is added here. */
const siteIds = [
  'azabudai-borderless',
  'boc',
  'cancanfactory',
  'demo',
  'dena',
  'gaprao',
  'ishikawa',
  'izura',
  'kyoto',
  'lab-exhibition',
  'mifuneyama',
  'mori',
  'nagai',
  'nishinippon-date',
  'nishinippon-product',
  'okinawa',
  'opam',
  'ruins',
  'softbank',
] as const;

function configOf(id: string) {
  const config = tenants[id];
  if (!config) throw new Error(`siteIds names ${id}, which is no tenant`);
  return config;
}

/** Every site, as a visitor arrives at its home page; demo also at the root. */
const homes = [
  ...siteIds.map((id) => ({ home: `/${id}/`, config: configOf(id) })),
  { home: '/', config: configOf('demo') },
];

test.describe('every tenant sells from its home page', () => {
  test('the list of sites names every tenant', () => {
    expect([...siteIds].sort()).toEqual(Object.keys(tenants).sort());
  });

  for (const { home, config } of homes) {
    test(`${config.id} at ${home}: order, check-out in its page sequence, tickets; axe on every screen`, async ({
      page,
    }) => {
      // Up to seven axe scans of whole screens besides the purchase: a busy two-core machine needs the time.
      test.setTimeout(180_000);
      const violations: string[] = [];
      // Each screen in the site's own theme: serious and critical violations (contrast among them) fail.
      const check: ScreenCheck = async (screen, name) => {
        violations.push(
          ...(await axeViolations(screen, `${config.id} ${name}`, { impacts: ['serious', 'critical'] })),
        );
      };
      await page.goto(`${home}#/?lang=en`);
      if (config.pageSequence[0] === 'membership-login') {
        await check(page, 'membership-login');
        await logIn(page);
      }
      await order(page, check);
      await checkOut(page, config, { check });
      await expectComplete(page);
      await check(page, 'complete');
      await openTickets(page, config);
      await check(page, 'tickets');
      expect(violations).toEqual([]);
    });
  }
});

test.describe('dead ends get a way back', () => {
  test('a path that is no site answers 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/nope/#/?lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the top page' }).click();
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  });

  test('an unknown ticket token shows that the ticket was not found, with a link to the order page', async ({
    page,
  }) => {
    await page.goto('/kyoto/tickets/#/id/bogus-token?lang=en');
    await expect(page.getByRole('heading', { name: 'Ticket not found' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to ticket sales' }).click();
    await page.waitForURL(/\/kyoto\/#\/$/);
    await expect(page.getByRole('heading', { name: 'Choose your tickets' })).toBeVisible();
  });
});
