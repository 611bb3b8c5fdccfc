import { errorMessages, escapeHtml } from '@venue/ticket-core';
import type { Hono } from 'hono';
import type { Db } from '../db/connect.ts';
import { page, pageHeaders } from './html.ts';

/**
 * The dev mailbox: the outbox as a list, and each message with its links. Every value is escaped. When
 * not `enabled` (production, unless `DEV_MAILBOX=on`), every path under `/dev/mailbox`, whatever the
 * method, answers `404 {"error":"record not found"}`: the outbox holds visitors' addresses and ticket links.
 */
export function registerMailboxPages(app: Hono, db: Db, enabled: boolean): void {
  if (!enabled) {
    app.all('/dev/mailbox', (c) => c.json({ error: errorMessages.recordNotFound }, 404));
    app.all('/dev/mailbox/*', (c) => c.json({ error: errorMessages.recordNotFound }, 404));
    return;
  }
  app.get('/dev/mailbox', async (c) => {
    const mails = await db.kysely
      .selectFrom('mail_outbox')
      .select(['id', 'tenant_id', 'to_address', 'subject', 'created_at'])
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    const rows = mails
      .map(
        (mail) =>
          `<tr><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>` +
          `<td>${escapeHtml(mail.to_address)}</td><td>${escapeHtml(mail.tenant_id)}</td><td>${escapeHtml(mail.created_at)}</td></tr>`,
      )
      .join('\n');
    return c.html(
      page(
        'Mailbox',
        `<h1>Mailbox</h1><table><tr><th>Subject</th><th>To</th><th>Site</th><th>Sent</th></tr>${rows}</table>` +
          (mails.length === 0 ? '<p>No mail yet.</p>' : ''),
      ),
      200,
      pageHeaders,
    );
  });
  app.get('/dev/mailbox/:id{[0-9]+}', async (c) => {
    const mail = await db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', Number(c.req.param('id')))
      .executeTakeFirst();
    if (!mail) return c.json({ error: 'record not found' }, 404);
    const linked = escapeHtml(mail.text_body).replace(
      /https?:\/\/[^\s<]+/g,
      (url) => `<a href="${url}">${url}</a>`,
    );
    return c.html(
      page(
        mail.subject,
        `<p><a href="/dev/mailbox">Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
          `<p>To: ${escapeHtml(mail.to_address)}<br>Sent: ${escapeHtml(mail.created_at)}</p><pre>${linked}</pre>`,
      ),
      200,
      pageHeaders,
    );
  });
}
