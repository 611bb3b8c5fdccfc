import { getConnInfo } from '@hono/node-server/conninfo';
import type { TenantConfig } from '@venue/ticket-core';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { normalAddress, type TrustProxy } from './clientAddress.ts';

/** A Content-Security-Policy as directives and their sources, in the header's order. */
export type Policy = Readonly<Record<string, readonly string[]>>;

/** The header value of a policy: `default-src 'self'; img-src 'self' data:`. */
export function policyHeader(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * The policy of every answer that sets none of its own: API answers, health and metrics, files. Nothing
 * may load, be framed or posted, so a JSON answer or an SVG opened as a page can run nothing.
 */
export const defaultPolicy: Policy = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Google Tag Manager and the GA4 tags it loads, by Google's guide to CSP for Tag Manager: the container
 * and gtag.js scripts, their pixels, and the measurement calls. Only sites with a container id get them.
 */
const tagManagerSources = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/**
 * Stripe.js and the card element it frames, by Stripe's guide to CSP: its script, the element's frames
 * (and 3-D Secure's), and its API, which the element calls to make the card's PaymentMethod. Only sites
 * offering a Stripe method (`stripe`, `stripe_secure`) get them.
 */
const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Whether a site offers a method Stripe takes (`stripe/stripeConfig.ts`'s methods). */
const offersStripe = (methods: readonly string[]) =>
  methods.includes('stripe') || methods.includes('stripe_secure');

/**
 * The policy of a site's app pages. Scripts come from the site's own files, and inline only with this
 * answer's `nonce`: the page's one inline script starts the app after the first paint (storefront
 * plugins/startAfterFirstPaint.ts). Styles come from its own CSS files, and `<style>` elements only with
 * the same `nonce`: react-aria's pressable elements and Radix's scroll lock under dialogs and selects add
 * `<style>` elements, the latter's rules depending on the scrollbar's width, so no hash could name them;
 * react-aria reads the nonce from the page's `<meta property="csp-nonce">`, and the app hands it to
 * Radix's (storefront styleNonce.ts).
 * Style attributes are refused: React and vanilla-extract's `assignInlineVars` set styles through the
 * CSSOM, which a policy does not govern. Images are the site's files and `data:` URLs (logos the build
 * inlines). A site whose config names a tag-manager container also allows Tag Manager's hosts, and a site
offering a Stripe method Stripe.js's.
 */
export function storefrontPolicy(
  tenant: Pick<TenantConfig, 'tagManagerId' | 'paymentMethods'>,
  nonce: string,
): Policy {
  const tags = tenant.tagManagerId !== null;
  const stripe = offersStripe(tenant.paymentMethods);
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...(tags ? tagManagerSources.script : []),
      ...(stripe ? stripeSources.script : []),
    ],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', ...(tags ? tagManagerSources.img : [])],
    'connect-src': [
      "'self'",
      ...(tags ? tagManagerSources.connect : []),
      ...(stripe ? stripeSources.connect : []),
    ],
    ...(stripe ? { 'frame-src': stripeSources.frame } : {}),
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** HSTS for a year, this host and its subdomains: only ever sent on answers that went out over HTTPS. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Whether the client called over HTTPS. The server itself speaks plain HTTP, so only a reverse proxy that
 * ends TLS can say so: the socket's peer must be a trusted proxy (`TRUST_PROXY`), and the first entry of
 * its `X-Forwarded-Proto` (the scheme of the hop nearest the client) must be `https`.
 */
export function cameOverHttps(c: Context, trustProxy: TrustProxy): boolean {
  const peer = normalAddress(getConnInfo(c).remote.address ?? '');
  if (peer === null || !trustProxy(peer, 0)) return false;
  const scheme = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return scheme === 'https';
}

/**
 * The security headers of every answer: `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin` (the storefront's tokens travel in the URL's hash,
 * which no Referer carries, and other sites get only the origin), no framing (`X-Frame-Options: DENY` and
 * `frame-ancestors 'none'`: no page of ours frames another), `Cross-Origin-Opener-Policy` and
 * `Cross-Origin-Resource-Policy` `same-origin`, and `defaultPolicy` unless the answer set its own
 * Content-Security-Policy (app pages and the server's HTML pages do). `Strict-Transport-Security` is added
 * when the request came over HTTPS through a trusted proxy.
 */
export function securityHeaders(trustProxy: TrustProxy): MiddlewareHandler {
  const fixed = secureHeaders({
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
  });
  const fallback = policyHeader(defaultPolicy);
  return async (c, next) => {
    await fixed(c, next);
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('Content-Security-Policy', fallback);
    if (cameOverHttps(c, trustProxy)) c.res.headers.set('Strict-Transport-Security', strictTransportSecurity);
  };
}
