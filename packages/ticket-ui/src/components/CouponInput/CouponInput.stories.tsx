import type { Meta, StoryObj } from '@storybook/react-vite';
import { CouponInput, couponInputLayouts } from './CouponInput.tsx';

const meta = {
  title: 'Payment/CouponInput',
  component: CouponInput,
  args: {
    label: 'クーポンコード',
    applyLabel: '適用',
    removeLabel: '削除',
    formatRemoveLabel: (name: string) => `${name}を削除`,
    layout: 'inline',
    onApply: () => {},
    onRemove: () => {},
  },
  argTypes: { layout: { control: 'inline-radio', options: couponInputLayouts } },
} satisfies Meta<typeof CouponInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing typed yet; the Playground is left out of screenshots, so this state has its own story. */
export const Empty: Story = {};

export const Applied: Story = {
  args: { appliedCoupon: { code: 'WINTER', name: '冬の特別クーポン', discountLabel: '-￥500' } },
};

export const Loading: Story = { args: { defaultValue: 'WINTER', isPending: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: 'NOPE', errorMessage: 'クーポンコードが存在しません' },
};

export const LongJapanese: Story = {
  args: {
    label: 'クーポンコード（招待コード・会員優待コードもこちらにご入力ください）',
    appliedCoupon: {
      code: 'INVITE',
      name: '開館記念 ご招待クーポン（同伴者1名様まで無料・他の割引との併用はできません）',
      discountLabel: '-￥2,000',
    },
  },
};

export const LongThai: Story = {
  args: {
    label: 'รหัสคูปอง',
    applyLabel: 'ใช้คูปอง',
    defaultValue: 'WINTER',
    errorMessage: 'ไม่สามารถใช้คูปองนี้กับคำสั่งซื้อนี้ได้ เนื่องจากอยู่นอกช่วงวันที่กำหนด',
  },
};
