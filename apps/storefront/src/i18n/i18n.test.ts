import { describe, expect, it } from 'vitest';
import { initI18n, loadPageTexts } from './i18n.ts';

describe('initI18n', () => {
  it("starts with the server's texts over the bundled ones when the page came with them", async () => {
    const i18n = await initI18n('en', [{ key: 'order.title', text: 'Pick a time' }]);
    expect(i18n.t('order.title')).toBe('Pick a time');
    expect(i18n.t('nav.next')).toBe('Next');
  });

  it("keeps the server's texts when the page texts are added", async () => {
    const i18n = await initI18n('en', [{ key: 'signIn.title', text: 'About you' }]);
    await loadPageTexts();
    expect(i18n.t('signIn.title')).toBe('About you');
    expect(i18n.t('signIn.submit')).toBe('Continue to payment');
  });

  it('starts with the bundled texts alone without them', async () => {
    const i18n = await initI18n('en');
    expect(i18n.t('order.title')).toBe('Choose your tickets');
  });
});
