import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleTicket } from './fixtures.ts';
import { ticketCardDisplayTypes, ticketCardKinds, ticketCardStatuses } from './TicketCard.css.ts';
import { TicketCard } from './TicketCard.tsx';

const meta = {
  title: 'Tickets/TicketCard',
  component: TicketCard,
  args: { ...sampleTicket, displayType: 'standard' },
  argTypes: {
    displayType: { control: 'inline-radio', options: ticketCardDisplayTypes },
    status: { control: 'select', options: ticketCardStatuses },
    kind: { control: 'inline-radio', options: ticketCardKinds },
  },
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Statuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {ticketCardStatuses.map((status) => (
        <TicketCard key={status} {...args} status={status} statusLabel={status} />
      ))}
    </div>
  ),
};

export const SetTicket: Story = { args: { kind: 'set', kindLabel: 'セット券', options: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const Used: Story = { args: { status: 'used', statusLabel: '使用済み' } };

/** The error state of a ticket. */
export const Invalid: Story = { args: { status: 'invalid', statusLabel: '無効' } };

/** Only what every ticket has: no options, naming right, caution, number or date. */
export const Empty: Story = {
  args: {
    options: [],
    namingRight: undefined,
    caution: undefined,
    ticketNumber: undefined,
    dateLabel: undefined,
  },
};

export const LongJapanese: Story = {
  args: {
    productName:
      '特別企画展「光と影の庭園 ―― 夜間特別開館とオリジナルグッズ付き限定チケット」大人（高校生以上）',
    caution:
      '本チケットは記載の日時のみ有効です。再入場はできません。混雑状況により入場までお待ちいただく場合がございます。',
  },
};

export const LongThai: Story = {
  args: {
    qrLabel: 'คิวอาร์โค้ดสำหรับเข้าชม',
    statusLabel: 'ใช้งานได้',
    kindLabel: 'บัตรเข้าชม',
    productName: 'นิทรรศการพิเศษ "สวนแห่งแสงและเงา" รอบเปิดพิเศษยามค่ำคืน',
    timeLabel: '10:00 - 11:00',
    caution: 'บัตรนี้ใช้ได้เฉพาะวันและเวลาที่ระบุเท่านั้น ไม่สามารถกลับเข้าได้อีกครั้ง',
  },
};
