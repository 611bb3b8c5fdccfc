import { expect, test } from '@playwright/test';
import { buyTicket } from './afterPurchase.ts';

test.describe('receipt on the demo site', () => {
  test('shows the paid lines, takes an addressee, and prints to a PDF', async ({ page }) => {
    const { token } = await buyTicket(page);
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

    // The print logo takes demo's logos.printHeight (60 px).
    const logo = receipt.getByRole('img');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image) => getComputedStyle(image).height)).toBe('60px');

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
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
