import type { Meta, StoryObj } from '@storybook/react-vite';
import { countPickerLayouts } from './CountPicker.css.ts';
import { CountPicker } from './CountPicker.tsx';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

const meta = {
  title: 'Order/CountPicker',
  component: CountPicker,
  args: {
    label: '枚数',
    maxTotal: 10,
    maxTotalMessage: '1回のご注文は10枚までです',
    formatYen: (amount: number) => yen.format(amount),
    increaseLabel: '増やす',
    decreaseLabel: '減らす',
    layout: 'inline',
    children: [
      <CountPicker.Item key="adult" id="adult" label="大人" price={2000} />,
      <CountPicker.Item key="student" id="student" label="大学生・高校生" price={1500} />,
      <CountPicker.Item key="child" id="child" label="小人" price={1000} max={4} />,
    ],
  },
  argTypes: { layout: { control: 'inline-radio', options: countPickerLayouts } },
} satisfies Meta<typeof CountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { children: [] } };

/** The error state: the order has reached the per-order limit, so the steppers stop. */
export const AtLimit: Story = { args: { defaultValue: { adult: 6, student: 2, child: 2 } } };

export const Loading: Story = { args: { isDisabled: true } };

export const LongJapanese: Story = {
  args: {
    children: [
      <CountPicker.Item
        key="adult"
        id="adult"
        label="大人（高校生以上・ご入場時に年齢の確認できるものをご提示いただく場合があります）"
        price={2000}
      />,
      <CountPicker.Item key="child" id="child" label="小人（小学生・中学生）" price={1000} />,
    ],
  },
};

export const LongThai: Story = {
  args: {
    label: 'จำนวนบัตร',
    maxTotalMessage: 'สั่งซื้อได้สูงสุด 10 ใบต่อหนึ่งคำสั่งซื้อ',
    children: [
      <CountPicker.Item key="adult" id="adult" label="ผู้ใหญ่ (อายุตั้งแต่ 18 ปีขึ้นไป)" price={2000} />,
      <CountPicker.Item key="child" id="child" label="เด็ก (ประถมศึกษาและมัธยมศึกษาตอนต้น)" price={1000} />,
    ],
  },
};
