import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyWorkspace, stampBuilt, tsx } from '../../scripts/workspaceCopy.ts';
import template from '../../tenants/_template/tenant.ts';
import { e2eNow } from './clock.ts';
import { expect, newContext, test } from './fixtures.ts';
import { newTenantPort as port } from './playwright.config.ts';
import { addTickets, chooseProduct, chooseSlot, followMailLink, visitorEmail } from './purchase.ts';
import { serverEnv } from './serverEnv.ts';
import { checkOut, expectComplete, payByCard } from './sitePurchase.ts';

/**
 * A venue added as a developer adds one: `pnpm new-tenant`, a catalogue written by hand, checked and
 * applied with `pnpm catalogue`, then `pnpm start` builds its site, where a visitor buys on the right day,
 * at the catalogue's price, with its coupon. In a copy of the workspace, on its own port and database.
 */

const id = 'harbour-view';
const title = 'Harbour View Museum';

/** Two products, a closed Monday, a coupon: the run lives on Wednesday 2027-01-13. */
const catalogue = `// Harbour View Museum: written by hand.
{
  "$schema": "../catalogue.schema.json",
  "openingHours": { "from": "09:30", "until": "18:00" },
  "products": [
    {
      "key": "admission",
      "name": { "ja": "港の見える美術館 入場券", "en": "Harbour admission" },
      "saleType": "time",
      "channels": ["web"],
      "tickets": [
        { "key": "adult", "name": { "ja": "一般", "en": "Adult" }, "price": 1800 },
        { "key": "child", "name": { "ja": "小中学生", "en": "Child" }, "price": 900 },
      ],
      "slots": {
        "daily": [{ "from": "10:00", "until": "17:00", "every": 60, "capacity": 20 }],
        "closedWeekdays": ["mon"],
      },
    },
    {
      "key": "harbour-tour",
      "name": { "ja": "港めぐりツアー", "en": "Harbour tour" },
      "saleType": "time",
      "channels": ["web"],
      "tickets": [{ "key": "adult", "name": { "ja": "一般", "en": "Adult" }, "price": 3000 }],
      "slots": { "weekly": { "sat": [{ "starts": ["11:00", "14:00"], "minutes": 90, "capacity": 12 }] } },
    },
  ],
  "coupons": [
    {
      "code": "HARBOUR300",
      "name": "Harbour 300 yen off",
      "discountType": "fixed",
      "amount": 300,
      "validFrom": "2027-01-01",
      "validTo": "2027-03-31",
    },
  ],
}
`;

let copy: string;
let start: ChildProcess | undefined;
const env = () => ({
  ...process.env,
  ...serverEnv(port, { SQLITE_PATH: join(copy, 'data/venue.sqlite') }),
  NODE_ENV: '',
});

/** Runs a workspace script of the copy; answers what it printed. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [tsx, ...args], { cwd: copy, encoding: 'utf8', env: env() });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `pnpm start` in the copy, until the new site's full build is served. */
function started(): Promise<string> {
  start = spawn(process.execPath, [tsx, 'scripts/start.ts'], { cwd: copy, detached: true, env: env() });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Serving \d+ tenants on/.test(output) && new RegExp(`^built ${id} in`, 'm').test(output))
        resolve(`http://127.0.0.1:${port}`);
    };
    start?.stdout?.on('data', read);
    start?.stderr?.on('data', read);
    start?.on('exit', (code) => reject(new Error(`pnpm start exited with ${code}:\n${output}`)));
  });
}

test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = mkdtempSync(join(tmpdir(), 'new-venue-'));
  copyWorkspace(copy);
  stampBuilt(copy, '<!doctype html><title>Earlier</title>');
  expect(run('scripts/new-tenant.ts', id, '--title-ja', '港の見える美術館', '--title', title).status).toBe(0);
  const config = join(copy, 'tenants', id, 'tenant.ts');
  // Two products: the order screen asks for one first.
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace("orderSteps: ['date',", "orderSteps: ['product', 'date',"),
  );
  writeFileSync(join(copy, 'tenants', id, 'catalogue.jsonc'), catalogue);
});

test.afterAll(() => {
  if (start?.pid && start.exitCode === null) process.kill(-start.pid, 'SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

test('a new venue: scaffolded, its catalogue checked and applied, then a visitor buys on it', async ({
  browser,
}) => {
  const check = run('apps/server/scripts/catalogue.ts', 'check', id);
  expect(check.output).toContain(`${id}: the catalogue is good (2 products, 0 set products, 1 coupons).`);
  expect(check.status).toBe(0);
  const apply = run('apps/server/scripts/catalogue.ts', 'apply', id);
  expect(apply.output).toContain("add product 'admission'");
  expect(apply.output).toContain('Applied.');
  expect(apply.status).toBe(0);

  const url = await started();
  const context = await newContext(browser, e2eNow(), { baseURL: url });
  const page = await context.newPage();
  const email = visitorEmail();
  await page.goto(`/${id}/#/?lang=en`);
  await chooseProduct(page, 'Harbour admission');
  // Monday the 18th is closed; Tuesday the 19th is open at the adult's ¥1,800 and the child's ¥900.
  await expect(page.locator('[data-step=date] button[data-date="2027-01-18"]')).toHaveAttribute(
    'data-state',
    'close',
  );
  await page.locator('[data-step=date] button[data-date="2027-01-19"]').click();
  await chooseSlot(page, 1);
  await addTickets(page, 2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await checkOut(page, { ...template, id } as typeof template, {
    email,
    pay: async (paying) => {
      await paying.getByRole('textbox', { name: 'Coupon code' }).fill('HARBOUR300');
      await paying.getByRole('button', { name: 'Apply' }).click();
      await paying.getByRole('button', { name: /^Your order/ }).click();
      await expect(paying.getByRole('table')).toContainText('Harbour 300 yen off−¥300');
      await payByCard(paying);
    },
  });
  await expectComplete(page);

  // The tickets mail's link names the reservation: its slot and its receipt say what was bought.
  await followMailLink(page, /Your tickets/, { to: email, href: /\/tickets\/#\/id\// });
  await page.waitForURL(/\/tickets\/#\/id\/[^/?]+/);
  const token = /\/id\/([^/?]+)/.exec(page.url())?.[1];
  const api = `/${id}/api/v1/reservations/${token}`;
  const view = await (await page.request.get(`${api}/tickets?lang=en`)).json();
  expect(view.reservation_from).toBe('2027-01-19T11:00:00+09:00');
  const receipt = await (await page.request.get(`${api}/receipt?addressee=Yamada&lang=en`)).json();
  expect(receipt.lines).toEqual([
    { name: expect.stringContaining('Adult'), unit_price: 1800, quantity: 2, amount: 3600 },
  ]);
  expect(receipt.total).toBe(3300);
  await context.close();
});
