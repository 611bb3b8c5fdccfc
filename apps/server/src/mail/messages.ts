import { escapeHtml } from '../pages/html.ts';
import type { Mail } from './mailer.ts';

function mail(to: string, subject: string, lines: string[], link: { label: string; url: string }): Mail {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function mailConfirmMessage(to: string, siteTitle: string, url: string): Mail {
  return mail(
    to,
    `[${siteTitle}] Confirm your email address`,
    [
      'Thank you for your order.',
      'Open the link below to confirm your email address and continue to payment.',
    ],
    { label: 'Confirm and continue', url },
  );
}

export function orderCompleteMessage(
  to: string,
  siteTitle: string,
  reservationNumber: string,
  productName: string,
  url: string,
): Mail {
  return mail(
    to,
    `[${siteTitle}] Your tickets (reservation ${reservationNumber})`,
    [`Thank you for your purchase of ${productName}.`, `Reservation number: ${reservationNumber}`],
    { label: 'View your tickets', url },
  );
}
