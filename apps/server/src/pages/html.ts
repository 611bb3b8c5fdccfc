import { createHash } from 'node:crypto';
import { escapeHtml } from '@venue/ticket-core';
import { type Policy, policyHeader } from '../http/securityHeaders.ts';

/** The one style sheet of the server's own pages, inline in each. */
const pageStyle = `body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.6rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;overflow-wrap:anywhere}pre{white-space:pre-wrap}`;

/**
 * The policy of the server's own pages (sandbox payment pages, the dev mailbox, the page saying a site is
 * not built): no script at all, only their inline style sheet (by its hash), forms posted only to this
 * server (the sandbox pages post to themselves, then redirect to the site), links to anywhere.
 */
export const pagePolicy: Policy = {
  'default-src': ["'none'"],
  'style-src': [`'sha256-${createHash('sha256').update(pageStyle).digest('base64')}'`],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The headers a page made by `page` is answered with: its Content-Security-Policy. */
export const pageHeaders = { 'content-security-policy': policyHeader(pagePolicy) };

/** A minimal, self-contained HTML page, answered with `pageHeaders`; `body` must already be escaped. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${pageStyle}</style></head>
<body>${body}</body></html>`;
}
