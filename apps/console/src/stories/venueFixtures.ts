import { type Answer, rolePermissions, staffPermissions } from '@venue/ticket-core';

/**
 * A day at the demo venue as the console's stories show it: fixed data of 5 December 2026, so the
 * screenshots never change with the day they are taken.
 */
export const storyVenueId = 'demo';
export const storyVenueTitle = 'デモ美術館';
export const storyDate = '2026-12-05';
/** 5 December 2026, 14:30 at the venue: the moment the stories take as now. */
export const storyNow = Date.parse('2026-12-05T14:30:00+09:00');

const at = (time: string, date = storyDate) => `${date}T${time}:00+09:00`;

export const staffSession: Answer<'getConsoleSession'> = {
  staff: { id: 1, email: 'sato.misaki@demo-museum.jp', name: '佐藤 美咲' },
  tenant_id: storyVenueId,
  role: 'manager',
  permissions: [...staffPermissions],
  venues: [{ tenant_id: storyVenueId, title: 'Demo Museum', title_ja: storyVenueTitle, role: 'manager' }],
  csrf_token: 'story-csrf-token',
  expires_at: at('22:00'),
  idle_minutes: 30,
  second_factor: true,
};

/** The manager of the demo venue who also serves at the box office of another. */
export const managerOfTwoVenues: Answer<'getConsoleSession'> = {
  ...staffSession,
  venues: [
    ...staffSession.venues,
    {
      tenant_id: 'okinawa',
      title: 'Southern Islands Park Okinawa',
      title_ja: '南の島々 パーク おきなわ',
      role: 'box_office',
    },
  ],
};

/** A member of the demo venue's gate staff: check-in, the scanning gate and today's counts. */
export const gateMemberSession: Answer<'getConsoleSession'> = {
  ...staffSession,
  staff: { id: 3, email: 'ito.yui@demo-museum.jp', name: '伊藤 結衣' },
  role: 'gate',
  permissions: [...rolePermissions.gate],
  venues: [{ tenant_id: storyVenueId, title: 'Demo Museum', title_ja: storyVenueTitle, role: 'gate' }],
  second_factor: false,
};

type Slot = Answer<'getConsoleToday'>['slots'][number];

function slot(id: number, start: string, end: string, sold: number, checkedIn: number, closed = false): Slot {
  const spot = Math.floor(sold / 5);
  return {
    time_span_id: id,
    product_id: 1,
    product_name: '企画展「光の庭」入館券',
    product_type: 'ticket',
    start_at: at(start),
    end_at: at(end),
    capacity: 120,
    sold,
    held: closed ? 0 : 4,
    available: closed ? 0 : 120 - sold - 4,
    checked_in: checkedIn,
    closed,
    channels: {
      web: { sold: sold - spot, checked_in: Math.max(0, checkedIn - spot) },
      spot: { sold: spot, checked_in: Math.min(spot, checkedIn) },
    },
  };
}

const todaySlots = [
  slot(501, '10:00', '11:00', 112, 108),
  slot(502, '11:00', '12:00', 116, 110),
  slot(503, '13:00', '14:00', 98, 91),
  slot(504, '14:00', '15:00', 87, 40),
  slot(505, '15:00', '16:00', 64, 0),
  slot(506, '16:00', '17:00', 12, 0, true),
];
const sum = (pick: (slot: Slot) => number) => todaySlots.reduce((total, each) => total + pick(each), 0);

export const venueToday: Answer<'getConsoleToday'> = {
  date: storyDate,
  as_of: at('14:30'),
  slots: todaySlots,
  totals: {
    capacity: sum((each) => each.capacity),
    sold: sum((each) => each.sold),
    held: sum((each) => each.held),
    checked_in: sum((each) => each.checked_in),
  },
};
