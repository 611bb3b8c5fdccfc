import type { PageStep, TenantConfig } from '@venue/ticket-core';
import { type Page, pagePath } from '../app/pages.ts';

/** The page of each step of the purchase sequence (spec section 2). */
export const stepPages: Record<PageStep, Page> = {
  'membership-login': 'membershipLogin',
  order: 'order',
  'sign-in': 'signIn',
  'mail-auth': 'sendedMail',
  payment: 'payment',
  confirm: 'confirm',
  complete: 'complete',
};

/** The route of a step's page. */
export const stepPath = (step: PageStep): string => pagePath(stepPages[step]);

/** The page after `current` in the tenant's page sequence; null at the end. */
export function nextPage(config: Pick<TenantConfig, 'pageSequence'>, current: PageStep): PageStep | null {
  const index = config.pageSequence.indexOf(current);
  return index >= 0 ? (config.pageSequence[index + 1] ?? null) : null;
}

/** The page before `current`, for back links; null at the start. */
export function previousPage(config: Pick<TenantConfig, 'pageSequence'>, current: PageStep): PageStep | null {
  const index = config.pageSequence.indexOf(current);
  return index > 0 ? (config.pageSequence[index - 1] ?? null) : null;
}

/** The first page a visitor lands on: membership login on membership sites, else the order page. */
export function entryPage(config: Pick<TenantConfig, 'pageSequence'>): PageStep {
  return config.pageSequence[0] ?? 'order';
}

/**
 * Where the payment page leads on the online channel: the tenant's next page when it comes before paying
 * (customer details, mail confirmation or the confirmation page), or 'pay' when the next is the end.
 */
export function afterPayment(config: Pick<TenantConfig, 'pageSequence'>): PageStep | 'pay' {
  const next = nextPage(config, 'payment');
  return next === null || next === 'complete' ? 'pay' : next;
}
