/**
 * What the storefront's build writes where each answer's CSP nonce goes (its Vite `html.cspNonce`, and
 * the `<style>` and `<script>` elements its plugins and first-screen render add): on its tags and in
 * `<meta property="csp-nonce">`, which the app reads for the `<style>` elements it adds. The server writes
 * each answer's own nonce in its place.
 */
export const cspNoncePlaceholder = 'VENUE_CSP_NONCE';
