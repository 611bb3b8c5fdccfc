import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSlots } from './fixtures.ts';
import { timeSlotLayouts } from './TimeSlotPicker.css.ts';
import { TimeSlotPicker } from './TimeSlotPicker.tsx';

const meta = {
  title: 'Order/TimeSlotPicker',
  component: TimeSlotPicker,
  args: {
    label: '時間帯',
    slots: sampleSlots,
    formatFewStock: (count: number) => `残りわずか（${count}枚）`,
    soldOutLabel: '売り切れ',
    layout: 'stacked',
  },
  argTypes: { layout: { control: 'inline-radio', options: timeSlotLayouts } },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Selected: Story = { args: { defaultValue: 101 } };

export const Empty: Story = { args: { slots: [], emptyMessage: 'この日に選べる時間帯はありません' } };

export const Loading: Story = { args: { slots: [], isDisabled: true } };

/** Many slots side by side, as the order screen lays them out: each with its places left under the few-stock line. */
export const Grid: Story = { args: { layout: 'grid', defaultValue: 101 } };

export const ErrorState: Story = { name: 'Error', args: { errorMessage: '時間帯を選択してください' } };

export const SoldOut: Story = {
  args: { slots: sampleSlots.map((slot) => ({ ...slot, remainingStock: 0, isFewStock: false })) },
};

export const LongJapanese: Story = {
  args: {
    label: 'ご入場いただく時間帯をお選びください（入場開始時刻から三十分以内にお越しください）',
    formatFewStock: (count: number) => `残りわずかです。お早めにお求めください（残り${count}枚）`,
  },
};

export const LongThai: Story = {
  args: {
    label: 'กรุณาเลือกช่วงเวลาที่ต้องการเข้าชม (โปรดมาถึงภายในสามสิบนาทีหลังเวลาเริ่ม)',
    formatFewStock: (count: number) => `เหลือเพียง ${count} ใบเท่านั้น โปรดรีบจองก่อนหมด`,
    soldOutLabel: 'ขายหมดแล้ว',
    slots: sampleSlots.map((slot) => ({ ...slot, timeLabel: slot.timeLabel.replace(' ~ ', ' - ') })),
  },
};
