/**
 * The page's CSP nonce for `<style>` elements the app adds. The server answers each page with a fresh
 * nonce in `<meta property="csp-nonce">` (the build's `html.cspNonce`) and a policy that allows only
 * styles from the site's files or with that nonce. react-aria reads the meta itself for its `<style>`
 * element; Radix's dialogs and selects lock the page's scroll with one too (react-remove-scroll), which
 * takes its nonce from get-nonce, which reads the global `__webpack_nonce__` (the name comes from webpack,
 * which get-nonce was written for).
 */
export function shareStyleNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || null;
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
  return nonce;
}
