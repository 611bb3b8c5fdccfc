import { createTransport, type Transporter } from 'nodemailer';
import { nowIso, nowMs } from '../clock.ts';
import type { Db } from '../db/connect.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends a mail of a tenant. Call it after the transaction that decided to send has committed. */
  send(tenantId: string, mail: Mail): Promise<void>;
}

/**
 * Mail through nodemailer: over SMTP when `smtpUrl` is set, otherwise into the outbox table that the
 * dev mailbox page (`/dev/mailbox`) shows.
 */
export function createMailer(db: Db, smtpUrl: string | null, from: string): Mailer {
  const transport: Transporter = smtpUrl
    ? createTransport(smtpUrl)
    : createTransport({ jsonTransport: true });
  return {
    async send(tenantId, mail) {
      await transport.sendMail({ from, date: new Date(nowMs()), ...mail });
      if (smtpUrl) return;
      await db.kysely
        .insertInto('mail_outbox')
        .values({
          tenant_id: tenantId,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          created_at: nowIso(),
        })
        .execute();
    },
  };
}
