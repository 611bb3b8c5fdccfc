/**
 * The page's CSP nonce for the `<style>` elements react-aria and Radix add, as the storefront shares it
 * (apps/storefront/src/app/styleNonce.ts): the server answers each page with a fresh nonce in
 * `<meta property="csp-nonce">`; get-nonce (Radix's scroll lock) reads `__webpack_nonce__`.
 */
export function shareStyleNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || null;
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
