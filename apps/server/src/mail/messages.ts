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
  mailReleaseUrl: string | null,
): Mail {
  return mail(
    to,
    `[${siteTitle}] Your tickets (reservation ${reservationNumber})`,
    [
      `Thank you for your purchase of ${productName}.`,
      `Reservation number: ${reservationNumber}`,
      ...(mailReleaseUrl ? [`To stop receiving our mail magazine: ${mailReleaseUrl}`] : []),
    ],
    { label: 'View your tickets', url },
  );
}

export function sharedTicketsMessage(to: string, siteTitle: string, productName: string, url: string): Mail {
  return mail(
    to,
    `[${siteTitle}] Tickets for ${productName}`,
    ['Tickets have been sent to you.', 'Open the link below to show them at the entrance.'],
    { label: 'View the tickets', url },
  );
}

export function timeChangeMessage(
  to: string,
  siteTitle: string,
  reservationNumber: string,
  productName: string,
  slot: string,
  url: string,
): Mail {
  return mail(
    to,
    `[${siteTitle}] Your visit date has changed (reservation ${reservationNumber})`,
    [
      `The date of your ${productName} tickets has changed.`,
      `New time: ${slot} (Japan time)`,
      `Reservation number: ${reservationNumber}`,
    ],
    { label: 'View your tickets', url },
  );
}
