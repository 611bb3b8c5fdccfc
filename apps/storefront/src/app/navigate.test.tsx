import { act, cleanup, render, screen } from '@testing-library/react';
import { HashRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from './navigate.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname} ${search}`}</p>;
}

describe('hash routing (spec section 2)', () => {
  it('reads the route and its query from the hash', () => {
    window.history.replaceState(null, '', '/shop/?from=mail#/complete?token=abc');
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    expect(screen.getByText('/complete ?token=abc')).toBeTruthy();
  });

  it('navigates inside the hash from outside React, keeping the page path and search', async () => {
    window.history.replaceState(null, '', '/shop/?from=mail#/');
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    const length = window.history.length;
    act(() => navigate('/payment-error?code=1'));
    expect(await screen.findByText('/payment-error ?code=1')).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/');
    expect(window.location.search).toBe('?from=mail');
    expect(window.location.hash).toBe('#/payment-error?code=1');
    expect(window.history.length).toBe(length + 1);
    act(() => navigate('/complete', { replace: true }));
    expect(await screen.findByText('/complete')).toBeTruthy();
    expect(window.history.length).toBe(length + 1);
  });
});
