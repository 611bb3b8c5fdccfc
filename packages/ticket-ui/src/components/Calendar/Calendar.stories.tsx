import type { Meta, StoryObj } from '@storybook/react-vite';
import { calendarTones } from './Calendar.css.ts';
import { Calendar } from './Calendar.tsx';
import { sampleMonths } from './fixtures.ts';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

const meta = {
  title: 'Order/Calendar',
  component: Calendar,
  args: {
    label: '日付',
    months: sampleMonths(),
    formatPrice: (amount: number) => yen.format(amount),
    stateLabels: { 'few-stock': '△', 'sold-out': '×', close: '休' },
    stateNames: { 'few-stock': '残りわずか', 'sold-out': '売り切れ', close: '休館日' },
    previousLabel: '前の月',
    nextLabel: '次の月',
    tone: 'plain',
  },
  argTypes: { tone: { control: 'inline-radio', options: calendarTones } },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Colourised: Story = { args: { tone: 'colourised' } };

export const WeekStartsSunday: Story = { args: { months: sampleMonths(0) } };

export const Empty: Story = { args: { months: [], emptyMessage: '販売中の日付はありません' } };

export const Loading: Story = { args: { isLoading: true } };

export const DisabledMonth: Story = { args: { months: sampleMonths().slice(1) } };

export const SoldOut: Story = {
  args: {
    months: sampleMonths().map((block) => ({
      ...block,
      weeks: block.weeks.map((week) =>
        week.map((cell) => (cell.state === 'empty' ? cell : { ...cell, state: 'sold-out' as const })),
      ),
    })),
  },
};

export const LongJapanese: Story = {
  args: {
    label: 'ご来場日をお選びください（休館日・売り切れの日は選択できません）',
    stateLabels: { 'few-stock': '残りわずか', 'sold-out': '売り切れ', close: '休館日' },
  },
};

export const LongThai: Story = {
  args: {
    label: 'เลือกวันที่เข้าชม',
    stateLabels: { 'few-stock': 'เหลือน้อย', 'sold-out': 'เต็มแล้ว', close: 'ปิด' },
    stateNames: { 'few-stock': 'เหลือน้อย', 'sold-out': 'เต็มแล้ว', close: 'ปิด' },
    previousLabel: 'เดือนก่อนหน้า',
    nextLabel: 'เดือนถัดไป',
  },
};
