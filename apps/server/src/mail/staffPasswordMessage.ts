import { escapeHtml, type TenantConfig } from '@venue/ticket-core';
import type { StaffPasswordLinkPurpose } from '../db/schema.ts';
import type { Mail } from './mailer.ts';

interface StaffPasswordTexts {
  subject: Record<StaffPasswordLinkPurpose, string>;
  lines: Record<StaffPasswordLinkPurpose, (venue: string, hours: number) => readonly string[]>;
  link: string;
}

/**
 * The set-password mail's words in the console's two languages. A staff account keeps no language, so the
 * mail says everything in both, Japanese first.
 */
const texts: { ja: StaffPasswordTexts; en: StaffPasswordTexts } = {
  ja: {
    subject: { invite: 'パスワードの設定', reset: 'パスワードの再設定' },
    lines: {
      invite: (venue, hours) => [
        `${venue}の管理画面のスタッフに追加されました。`,
        `下のリンクを開いて、ご自身のパスワードを設定してください。リンクは${hours}時間有効で、1回だけ使えます。`,
      ],
      reset: (venue, hours) => [
        `${venue}の管理画面のパスワードの再設定を受け付けました。`,
        `下のリンクを開いて、新しいパスワードを設定してください。リンクは${hours}時間有効で、1回だけ使えます。設定すると、すべての端末でサインアウトします。`,
        '心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
      ],
    },
    link: 'パスワードを設定する',
  },
  en: {
    subject: { invite: 'Set your password', reset: 'Reset your password' },
    lines: {
      invite: (venue, hours) => [
        `You have been added to the staff of ${venue}'s console.`,
        `Open the link below to set your own password. It works once, within ${hours} hours.`,
      ],
      reset: (venue, hours) => [
        `We received a request to reset your password for ${venue}'s console.`,
        `Open the link below to set a new one. It works once, within ${hours} hours. Setting it signs you out on every device.`,
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
    },
    link: 'Set your password',
  },
};

/** The mail with a link to set a staff account's password: a new account's first one, or a forgotten one. */
export function staffPasswordMessage(
  to: string,
  site: TenantConfig['title'],
  purpose: StaffPasswordLinkPurpose,
  url: string,
  hours: number,
): Mail {
  const parts = [
    { lines: texts.ja.lines[purpose](site.ja, hours), label: texts.ja.link },
    { lines: texts.en.lines[purpose](site.default, hours), label: texts.en.link },
  ];
  const text = parts.map(({ lines, label }) => [...lines, '', `${label}: ${url}`].join('\n')).join('\n\n');
  const html = parts
    .map(({ lines, label }) =>
      [
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
      ].join('\n'),
    )
    .join('\n<hr>\n');
  return {
    to,
    subject: `[${site.ja} / ${site.default}] ${texts.ja.subject[purpose]} / ${texts.en.subject[purpose]}`,
    text,
    html,
  };
}
