import kyoto from '../../tenants/kyoto/tenant.ts';
import { payAndFollowToTickets, reachPaymentOn } from './afterPurchase.ts';
import { expect, test } from './fixtures.ts';

test.describe('app-download modal on kyoto (appDownloadModal)', () => {
  test('opens with the ticket page, links to both stores, closes, and opens again on the next visit', async ({
    page,
  }) => {
    const app = kyoto.appDownloadModal;
    expect(app).not.toBeNull();
    // kyoto's order has no product step: its entry URL names the product.
    const [product] = await (await page.request.get('/kyoto/api/v1/products?lang=en')).json();
    await reachPaymentOn(page, '/kyoto', { productUuid: product.uuid });
    const { ticketUrl } = await payAndFollowToTickets(page);
    expect(new URL(ticketUrl).pathname).toBe('/kyoto/tickets/');

    const modal = page.getByRole('dialog', { name: 'Get our app' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Keep your tickets at hand and enjoy more of your visit');
    const image = modal.getByRole('img', { name: 'The smartphone app' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const appStore = modal.getByRole('link', { name: 'Download on the App Store' });
    await expect(appStore).toHaveAttribute('href', app?.iosUrl ?? '');
    await expect(appStore).toHaveAttribute('target', '_blank');
    await expect(modal.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      app?.androidUrl ?? '',
    );

    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();

    // Each opening of the ticket page shows it once more; Escape dismisses it too.
    await page.reload();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('list', { name: 'Tickets' })).toBeVisible();
  });
});
