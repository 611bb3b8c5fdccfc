import template from '../../tenants/_template/tenant.ts';
import ruins from '../../tenants/ruins/tenant.ts';
import { payAndOpenTickets, reachPaymentOn } from './afterPurchase.ts';
import { expect, test } from './fixtures.ts';

test.describe('receipt on the ruins site (its own print logo height)', () => {
  test('shows the paid lines, takes an addressee, and prints to a PDF', async ({ page }) => {
    await reachPaymentOn(page, '/ruins', { product: /Admission ticket/ });
    const { token } = await payAndOpenTickets(page);
    const number = (await page.getByText(/Reservation number/).textContent())?.match(/\d{6,}/)?.[0] ?? '';
    expect(number).not.toBe('');
    await page.getByRole('link', { name: 'Receipt' }).click();
    await page.waitForURL(`**/tickets/#/id/${token}/receipt`);

    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText(number);
    await expect(receipt).toContainText(/Admission ticket/);
    await expect(receipt).toContainText('Credit card');
    await page.getByLabel('Addressee').fill('Yamada Trading');
    await expect(page.getByLabel('Addressee')).toHaveValue('Yamada Trading');

    // The print logo takes the site's logos.printHeight, which differs from the template's.
    const printHeight = `${ruins.logos.printHeight}px`;
    expect(ruins.logos.printHeight).not.toBe(template.logos.printHeight);
    const logo = receipt.getByRole('img');
    await expect(logo).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image) => getComputedStyle(image).height)).toBe(printHeight);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
