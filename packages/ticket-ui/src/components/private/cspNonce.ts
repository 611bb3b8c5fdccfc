/**
 * The page's CSP nonce for a `<style>` element a component adds, from `<meta property="csp-nonce">`
 * (what Vite's `html.cspNonce` writes and react-aria reads); undefined when the page has none.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once the page has loaded and keep the value in the property.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
