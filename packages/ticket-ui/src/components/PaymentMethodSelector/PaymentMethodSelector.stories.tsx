import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleMethods } from './fixtures.ts';
import { paymentMethodLayouts } from './PaymentMethodSelector.css.ts';
import { PaymentMethodSelector } from './PaymentMethodSelector.tsx';

const meta = {
  title: 'Payment/PaymentMethodSelector',
  component: PaymentMethodSelector,
  args: { label: 'お支払い方法', methods: sampleMethods, layout: 'stacked' },
  argTypes: { layout: { control: 'inline-radio', options: paymentMethodLayouts } },
} satisfies Meta<typeof PaymentMethodSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Selected: Story = { args: { defaultValue: 'gmo_paypay' } };

export const Empty: Story = {
  args: { methods: [], emptyMessage: 'ご利用いただけるお支払い方法がありません' },
};

export const Loading: Story = { args: { isDisabled: true } };

export const ErrorState: Story = { name: 'Error', args: { errorMessage: 'お支払い方法を選択してください' } };

export const LongJapanese: Story = {
  args: {
    methods: [
      {
        id: 'gmo_3ds',
        label: 'クレジットカード（VISA・Mastercard・JCB・American Express・Diners Club）',
        description: '本人認証サービス（3Dセキュア）に対応したカードのみご利用いただけます',
      },
      ...sampleMethods.slice(1),
    ],
  },
};

export const LongThai: Story = {
  args: {
    label: 'วิธีการชำระเงิน',
    methods: [
      { id: 'gmo_3ds', label: 'บัตรเครดิต', description: 'รองรับเฉพาะบัตรที่ลงทะเบียน 3D Secure แล้วเท่านั้น' },
      { id: 'alipay', label: 'อาลีเพย์ (Alipay)' },
    ],
  },
};
