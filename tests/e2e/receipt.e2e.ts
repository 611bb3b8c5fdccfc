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

    // The addressee is asked for first: the receipt is made out to it.
    await page.getByRole('button', { name: 'Show receipt' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter the addressee.');
    await expect(page.getByRole('article', { name: 'Receipt' })).toHaveCount(0);
    await page.getByLabel('Addressee').fill('  Yamada Trading ');
    await page.getByRole('button', { name: 'Show receipt' }).click();

    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText(number);
    await expect(receipt).toContainText(/Admission ticket/);
    await expect(receipt).toContainText('Credit card');
    await expect(receipt.getByLabel('Addressee')).toHaveValue('Yamada Trading');
    await expect(receipt.getByLabel('Addressee')).toHaveAttribute('readonly', '');

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
    // On paper: the receipt alone, on one A4 page, without the site's header, language menu or footer.
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change addressee' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);

    // The receipt in Japanese: names, issuer and payment method from the data's translations.
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/ruins/tickets/#/id/${token}/receipt?lang=ja`);
    await page.reload(); // only the hash changed: start the app again to read the language
    await page.getByLabel('宛名').fill('山田商事');
    await page.getByRole('button', { name: '領収書を表示' }).click();
    const japanese = page.getByRole('article', { name: '領収書' });
    await expect(japanese).toContainText('クレジットカード');
    await expect(japanese).toContainText(ruins.title.ja);
    await expect(japanese).not.toContainText('Admission ticket');
  });
});
