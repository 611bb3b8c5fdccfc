import {
  defaultLanguage,
  escapeHtml,
  isLanguageCode,
  type LanguageCode,
  type TenantConfig,
} from '@venue/ticket-core';
import type { Mail } from './mailer.ts';
import { mailTexts } from './mailTexts.ts';

/** Who a mail goes to, in which language (the order's), from which site. */
export interface MailHeader {
  to: string;
  lang: string;
  site: TenantConfig['title'];
}

/** The language a mail is written in: the order's, or the default one for an unknown code. */
export function mailLanguage(lang: string): LanguageCode {
  return isLanguageCode(lang) ? lang : defaultLanguage;
}

/** A storefront link that opens in the mail's language (spec section 2: query lang). */
export function withLanguage(url: string, lang: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${mailLanguage(lang)}`;
}

/** An amount in yen as the mail's language writes it. */
export function mailYen(lang: LanguageCode, amount: number): string {
  return new Intl.NumberFormat(lang === 'ja' ? 'ja-JP' : 'en-US', {
    style: 'currency',
    currency: 'JPY',
  }).format(amount);
}

const siteTitleOf = (header: MailHeader) =>
  mailLanguage(header.lang) === 'ja' ? header.site.ja : header.site.default;

/** A mail of lines and no link, each line a paragraph of its HTML. */
export function linesMail(header: MailHeader, subject: string, lines: readonly string[]): Mail {
  return {
    to: header.to,
    subject: `[${siteTitleOf(header)}] ${subject}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

function mail(
  header: MailHeader,
  subject: string,
  lines: readonly string[],
  link: { label: string; url: string },
): Mail {
  const siteTitle = siteTitleOf(header);
  const url = withLanguage(link.url, header.lang);
  const text = [...lines, '', `${link.label}: ${url}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n');
  return { to: header.to, subject: `[${siteTitle}] ${subject}`, text, html };
}

export function mailConfirmMessage(header: MailHeader, url: string): Mail {
  const texts = mailTexts[mailLanguage(header.lang)];
  return mail(header, texts.confirmSubject, texts.confirmLines, { label: texts.confirmLink, url });
}

export function orderCompleteMessage(
  header: MailHeader,
  reservationNumber: string,
  productName: string,
  url: string,
  mailReleaseUrl: string | null,
): Mail {
  const texts = mailTexts[mailLanguage(header.lang)];
  return mail(
    header,
    texts.completeSubject(reservationNumber),
    [
      texts.completeThanks(productName),
      texts.reservationNumber(reservationNumber),
      ...(mailReleaseUrl ? [texts.mailRelease(withLanguage(mailReleaseUrl, header.lang))] : []),
    ],
    { label: texts.viewTickets, url },
  );
}

export function sharedTicketsMessage(header: MailHeader, productName: string, url: string): Mail {
  const texts = mailTexts[mailLanguage(header.lang)];
  return mail(header, texts.sharedSubject(productName), texts.sharedLines, { label: texts.viewTickets, url });
}

export function timeChangeMessage(
  header: MailHeader,
  reservationNumber: string,
  productName: string,
  when: string,
  url: string,
): Mail {
  const texts = mailTexts[mailLanguage(header.lang)];
  return mail(
    header,
    texts.changeSubject(reservationNumber),
    [texts.changeLine(productName), texts.newTime(when), texts.reservationNumber(reservationNumber)],
    { label: texts.viewTickets, url },
  );
}
