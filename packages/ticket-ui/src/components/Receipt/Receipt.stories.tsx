import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleReceipt } from './fixtures.ts';
import { receiptTones } from './Receipt.css.ts';
import { Receipt } from './Receipt.tsx';

const meta = {
  title: 'Tickets/Receipt',
  component: Receipt,
  args: { ...sampleReceipt, tone: 'plain', onPrint: () => {} },
  argTypes: { tone: { control: 'inline-radio', options: receiptTones } },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Branded: Story = { args: { tone: 'branded' } };

export const Empty: Story = { args: { lines: [], discounts: [], total: 0, tax: 0, defaultAddressee: '' } };

export const Loading: Story = { args: { isLoading: true } };

/** The addressee was asked for before the receipt was made, so it cannot change here. */
export const AddresseeAsked: Story = { args: { isAddresseeReadOnly: true } };

export const Free: Story = {
  args: { discounts: [{ label: 'ご招待', amount: 6500 }], paymentMethodLabel: '無料', total: 0, tax: 0 },
};

export const LongJapanese: Story = {
  args: {
    defaultAddressee: '一般財団法人 サンプル文化振興財団 総務部 経理課',
    lines: [
      {
        name: '特別企画展「光と影の庭園 ―― 夜間特別開館とオリジナルグッズ付き限定チケット」大人（高校生以上）',
        unitPrice: 5800,
        quantity: 10,
        amount: 58000,
      },
    ],
    discounts: [],
    total: 58000,
    tax: 5272,
  },
};

export const LongThai: Story = {
  args: {
    labels: {
      ...sampleReceipt.labels,
      title: 'ใบเสร็จรับเงิน',
      addressee: 'ชื่อผู้รับ',
      honorific: '',
      lines: 'รายการ',
      item: 'รายการสินค้า',
      paymentMethod: 'วิธีการชำระเงิน',
      total: 'ยอดรวม (รวมภาษี)',
      taxBreakdown: (taxable: string, tax: string) => `ภาษีบริโภค 10% ของ ${taxable} (รวมภาษี ${tax})`,
      print: 'พิมพ์',
    },
    defaultAddressee: 'คุณสมชาย ใจดี',
    paymentMethodLabel: 'บัตรเครดิต',
  },
};
