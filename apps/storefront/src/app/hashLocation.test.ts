import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate, useHashLocation } from './hashLocation.ts';

const useSearch = () => useHashLocation.searchHook?.() ?? '';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the hash location', () => {
  it('reads the route and its query from the hash', () => {
    window.history.replaceState(null, '', '/shop/?from=mail#/complete?token=abc');
    expect(renderHook(() => useHashLocation()[0]).result.current).toBe('/complete');
    expect(renderHook(useSearch).result.current).toBe('token=abc');
  });

  it('starts at / on an empty hash', () => {
    window.history.replaceState(null, '', '/shop/');
    expect(renderHook(() => useHashLocation()[0]).result.current).toBe('/');
  });

  it('navigates inside the hash, keeps the page path and search, and re-renders', () => {
    window.history.replaceState(null, '', '/shop/?from=mail#/');
    const path = renderHook(() => useHashLocation()[0]);
    const length = window.history.length;
    act(() => navigate('/payment-error?code=1'));
    expect(path.result.current).toBe('/payment-error');
    expect(window.location.pathname).toBe('/shop/');
    expect(window.location.search).toBe('?from=mail');
    expect(window.location.hash).toBe('#/payment-error?code=1');
    expect(window.history.length).toBe(length + 1);
    act(() => navigate('/complete', { replace: true }));
    expect(path.result.current).toBe('/complete');
    expect(window.history.length).toBe(length + 1);
  });
});
