import type { Answer } from '@venue/ticket-core';

export const staffList: Answer<'getConsoleStaff'> = {
  staff: [
    {
      id: 1,
      email: 'sato.misaki@demo-museum.jp',
      name: '佐藤 美咲',
      role: 'manager',
      added_at: '2025-04-01T09:00:00+09:00',
      last_sign_in_at: '2026-12-05T08:52:00+09:00',
      second_factor: true,
      password_set: true,
    },
    {
      id: 2,
      email: 'takahashi.ken@demo-museum.jp',
      name: '高橋 健',
      role: 'box_office',
      added_at: '2025-06-15T10:30:00+09:00',
      last_sign_in_at: '2026-12-05T09:10:00+09:00',
      second_factor: false,
      password_set: true,
    },
    {
      id: 3,
      email: 'ito.yui@demo-museum.jp',
      name: '伊藤 結衣',
      role: 'gate',
      added_at: '2026-11-20T13:00:00+09:00',
      last_sign_in_at: null,
      second_factor: false,
      // Added, mailed, and not come to set their password yet.
      password_set: false,
    },
  ],
};

type AuditEntry = Answer<'getConsoleAuditLog'>['entries'][number];

const entry = (
  id: number,
  at: string,
  staff: string,
  action: string,
  target: string,
  change: [string, string],
) =>
  ({
    id,
    at: `2026-12-05T${at}:00+09:00`,
    staff_email: staff,
    action,
    target_kind: target.split(':')[0] ?? null,
    target_id: target.split(':')[1] ?? null,
    before: change[0],
    after: change[1],
  }) satisfies AuditEntry;

export const auditLog: Answer<'getConsoleAuditLog'> = {
  entries: [
    entry(48, '14:12', 'takahashi.ken@demo-museum.jp', 'order.cancel', 'order:10482', [
      '{"status":"completed"}',
      '{"status":"cancelled"}',
    ]),
    entry(47, '13:05', 'takahashi.ken@demo-museum.jp', 'ticket.checkIn', 'ticket:20931', [
      '{"status":"available"}',
      '{"status":"used"}',
    ]),
    entry(46, '11:40', 'takahashi.ken@demo-museum.jp', 'order.resend', 'order:10477', [
      'null',
      '{"sent":true}',
    ]),
    entry(45, '10:02', 'sato.misaki@demo-museum.jp', 'staff.role', 'staff:2', [
      '{"role":"gate"}',
      '{"role":"box_office"}',
    ]),
    entry(44, '09:15', 'sato.misaki@demo-museum.jp', 'staff.add', 'staff:3', ['null', '{"role":"gate"}']),
  ],
  total: 48,
  page: 1,
  per_page: 50,
};
