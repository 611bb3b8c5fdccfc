import {
  type EntryLocation,
  type ErrorAction,
  type ErrorContext,
  errorAction,
  errorKeyOf,
  isApiError,
  type SavedEntryParams,
} from '@venue/ticket-core';
import i18next from 'i18next';
import { navigate } from '../app/navigate.ts';
import { type Page, pagePath } from '../app/pages.ts';
import { spotEntryQuery } from '../app/spotEntry.ts';
import { dialogAtom, store } from '../state/ui.ts';
import { storage } from '../tenant.ts';
import { errorTitleKey } from './errorTitles.ts';

export type Where = Pick<ErrorContext, 'route' | 'phase' | 'reservationToken' | 'additionalInfo'>;

const t = (key: string, fallback?: string) => (i18next.exists(key) ? i18next.t(key) : (fallback ?? key));

/** A catalogue message in the visitor's language; unknown messages are shown as the server sent them. */
export function errorText(message: string): string {
  const key = errorKeyOf(message);
  return key ? t(`errors.${key}`, message) : message;
}

/** The pages core's catalogue sends a visitor back to, by their paths there. */
const entryPages = { '/': 'entry', '/spot': 'spot' } as const satisfies Record<EntryLocation['path'], Page>;

/** The reservation whose date is being changed (the stored change-date data). */
function changingReservation(): string {
  return storage.get<{ reservationToken?: string }>('changeDateData')?.reservationToken ?? '';
}

/** An error dialog titled by what happened (`errorTitleKey`), with the catalogue's message. */
function dialog(message: string, afterClose?: () => void) {
  store.set(dialogAtom, {
    kind: 'error',
    title: t(errorTitleKey(message), t('error.title')),
    message: errorText(message),
    afterClose,
  });
}

/** Carries out one action of core's error catalogue (spec sections 4 and 8). */
export function execute(action: ErrorAction): void {
  switch (action.type) {
    case 'ignore':
      return;
    case 'connection-error-dialog':
    case 'request-error-dialog':
      store.set(dialogAtom, { kind: 'error', title: t(action.titleKey), message: t(action.textKey) });
      return;
    case 'reset-and-go-to-entry':
      storage.clearSession();
      dialog('session_timeout', () => navigate(pagePath(entryPages[action.to.path], action.to.query)));
      return;
    case 'show-dialog-and-stay':
      dialog(action.message);
      return;
    case 'go-to-order-change-page':
      dialog(action.message, () => navigate(pagePath('order')));
      return;
    case 'go-to-change-order-page':
      dialog(action.message, () =>
        navigate(pagePath('changeDate', { token: action.reservationToken ?? '' })),
      );
      return;
    case 'go-to-email-entry':
      dialog(action.message, () => navigate(pagePath('signIn')));
      return;
    case 'go-to-reservation-email':
      dialog(action.message, () =>
        navigate(
          action.reservationToken
            ? pagePath('reservationEmail', { token: action.reservationToken })
            : pagePath('reservationInquiry'),
        ),
      );
      return;
    case 'retry-dialog-then-order':
      store.set(dialogAtom, {
        kind: 'retry',
        title: t('error.retry.title'),
        message: errorText(action.message),
        onRetry: () => {
          storage.remove('paymentData', 'paymentNumber');
          if (action.target === 'spot') navigate(pagePath('spot', spotEntryQuery()));
          else if (action.target === 'change-order')
            navigate(pagePath('changeDate', { token: changingReservation() }));
          else navigate(pagePath('order'));
        },
      });
      return;
    case 'payment-error-page':
      navigate(pagePath('paymentError', action.query));
      return;
    case 'complete-inquiry-mode':
      navigate(pagePath('complete', { inquiry: 'true', time_change: String(action.timeChange) }));
      return;
  }
}

function errorContext(where: Where): ErrorContext {
  const spot = where.route === 'spot';
  const context: ErrorContext = {
    ...where,
    channel: spot ? 'spot' : 'online',
    entry: storage.get<SavedEntryParams>('entryQuery') ?? {},
  };
  const { qr_token: qrToken } = spotEntryQuery();
  if (spot && qrToken) context.qrToken = qrToken;
  return context;
}

/** Reports a failed request: maps it through core's errorAction for where the visitor is, then acts. */
export function handleError(error: unknown, where: Where): void {
  if (!isApiError(error)) {
    console.error(error);
    execute(errorAction({ kind: 'unknown' }, { ...where, channel: 'online' }));
    return;
  }
  execute(errorAction(error, errorContext(where)));
}

/** The page an error action sends the visitor to after its dialog, where it names one. */
function pageLeadTo(action: ErrorAction): Page | null {
  switch (action.type) {
    case 'go-to-order-change-page':
      return 'order';
    case 'go-to-email-entry':
      return 'signIn';
    case 'go-to-reservation-email':
      return action.reservationToken ? 'reservationEmail' : null;
    default:
      return null;
  }
}

/**
 * A failed request whose message belongs beside the field that caused it (a coupon refused, a wrong
 * password, an address that is not the reservation's): the catalogue keeps the visitor on the page, or
 * sends them to the page they are on (`page`), so its text is shown there, announced, with no dialog.
 * Answers null for everything else (connection failures, errors that lead elsewhere); hand those to
 * `handleError`.
 */
export function fieldErrorText(error: unknown, where: Where, page?: Page): string | null {
  if (!isApiError(error) || error.kind !== 'http' || !error.message) return null;
  const action = errorAction(error, errorContext(where));
  if (action.type === 'show-dialog-and-stay') return errorText(action.message);
  return page !== undefined && pageLeadTo(action) === page && 'message' in action
    ? errorText(action.message)
    : null;
}
