import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSummary } from './fixtures.ts';
import { priceSummaryDensities } from './PriceSummary.css.ts';
import { PriceSummary } from './PriceSummary.tsx';

const meta = {
  title: 'Order/PriceSummary',
  component: PriceSummary,
  args: { ...sampleSummary, density: 'comfortable' },
  argTypes: { density: { control: 'inline-radio', options: priceSummaryDensities } },
} satisfies Meta<typeof PriceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  args: {
    lines: [],
    couponDiscount: undefined,
    membershipDiscount: undefined,
    paymentMethodDiscount: undefined,
    total: 0,
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const WithoutDiscounts: Story = {
  args: {
    couponDiscount: undefined,
    membershipDiscount: undefined,
    paymentMethodDiscount: undefined,
    total: 6500,
  },
};

export const LongJapanese: Story = {
  args: {
    lines: [
      {
        id: 'long',
        label:
          '特別企画展「光と影の庭園 ―― 夜間特別開館とオリジナルグッズ付き限定チケット」大人（高校生以上）',
        quantity: 10,
        amount: 58000,
      },
    ],
    total: 57000,
  },
};

export const LongThai: Story = {
  args: {
    title: 'สรุปคำสั่งซื้อ',
    lines: [{ id: 'adult', label: 'บัตรเข้าชมนิทรรศการพิเศษสำหรับผู้ใหญ่ (รวมของที่ระลึก)', quantity: 2, amount: 4000 }],
    couponDiscount: { label: 'ส่วนลดคูปองสำหรับสมาชิกใหม่', amount: 500 },
    membershipDiscount: undefined,
    paymentMethodDiscount: undefined,
    totalLabel: 'ยอดรวม (รวมภาษี)',
    total: 3500,
  },
};
