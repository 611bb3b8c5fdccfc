import { describe, expect, it } from 'vitest';
import { baseRedirect, isTicketPage } from './bases.ts';

describe('the two bases (spec section 2)', () => {
  it('recognises the ticket view, gate and receipt pages', () => {
    expect(isTicketPage('/id/abc')).toBe(true);
    expect(isTicketPage('/id/abc/12/gate')).toBe(true);
    expect(isTicketPage('/id/abc/receipt?x=1')).toBe(true);
    expect(isTicketPage('/tickets/share/abc')).toBe(false);
    expect(isTicketPage('/order')).toBe(false);
  });

  it('moves ticket pages to the /tickets/ base and everything else back', () => {
    expect(baseRedirect('/kyoto/', '/id/abc')).toBe('/kyoto/tickets/');
    expect(baseRedirect('/', '/id/abc')).toBe('/tickets/');
    expect(baseRedirect('/kyoto', '/id/abc')).toBe('/kyoto/tickets/');
    expect(baseRedirect('/kyoto/tickets/', '/order')).toBe('/kyoto/');
    expect(baseRedirect('/tickets/', '/')).toBe('/');
  });

  it('stays put when already on the right base', () => {
    expect(baseRedirect('/kyoto/tickets/', '/id/abc')).toBeNull();
    expect(baseRedirect('/kyoto/', '/payment')).toBeNull();
  });
});
