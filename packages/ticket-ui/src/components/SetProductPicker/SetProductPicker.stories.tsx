import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSetProducts } from './fixtures.ts';
import { setProductLayouts } from './SetProductPicker.css.ts';
import { SetProductPicker } from './SetProductPicker.tsx';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

const meta = {
  title: 'Order/SetProductPicker',
  component: SetProductPicker,
  args: {
    label: 'セット商品',
    products: sampleSetProducts,
    formatYen: (amount: number) => yen.format(amount),
    formatLimits: (min: number, max: number) => `${min}〜${max}個までお選びいただけます`,
    soldOutLabel: '売り切れ',
    increaseLabel: '増やす',
    decreaseLabel: '減らす',
    layout: 'stacked',
  },
  argTypes: { layout: { control: 'inline-radio', options: setProductLayouts } },
} satisfies Meta<typeof SetProductPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chosen: Story = { args: { defaultValue: { [sampleSetProducts[0]?.uuid ?? '']: 2 } } };

export const Empty: Story = { args: { products: [], emptyMessage: 'この日のセット商品はありません' } };

export const Loading: Story = { args: { isDisabled: true } };

export const SoldOut: Story = {
  args: { products: sampleSetProducts.map((product) => ({ ...product, isSoldOut: true })) },
};

export const LongJapanese: Story = {
  args: {
    products: sampleSetProducts.map((product) => ({
      ...product,
      name: `${product.name}（数量限定・お受け取りは会場内ミュージアムショップにて）`,
      description: '会期中のみ販売する限定商品です。お受け取りの際はチケット画面をご提示ください。',
    })),
  },
};

export const LongThai: Story = {
  args: {
    label: 'สินค้าชุด',
    formatLimits: (min: number, max: number) => `เลือกได้ ${min} ถึง ${max} ชิ้น`,
    products: sampleSetProducts.map((product) => ({
      ...product,
      name: 'กระเป๋าผ้าลายพิเศษเฉพาะนิทรรศการนี้เท่านั้น',
      description: 'รับสินค้าได้ที่ร้านค้าภายในพิพิธภัณฑ์',
    })),
  },
};
