import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProductImage, sampleProducts } from './fixtures.ts';
import { productPickerLayouts } from './ProductPicker.css.ts';
import { ProductPicker } from './ProductPicker.tsx';

const meta = {
  title: 'Order/ProductPicker',
  component: ProductPicker,
  args: { label: '券種', products: sampleProducts, layout: 'stacked' },
  argTypes: { layout: { control: 'inline-radio', options: productPickerLayouts } },
} satisfies Meta<typeof ProductPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Selected: Story = { args: { defaultValue: sampleProducts[1]?.id ?? null } };

export const Empty: Story = {
  args: { products: [], emptyMessage: 'この日に販売中のチケットはありません。' },
};

export const Loading: Story = { args: { isDisabled: true } };

export const WithImages: Story = {
  args: {
    products: sampleProducts.map((product, index) =>
      index === 1 ? product : { ...product, imageSrc: sampleProductImage },
    ),
  },
};

export const SoldOut: Story = {
  args: {
    products: sampleProducts.map((product) => ({ ...product, isDisabled: true, disabledLabel: '売り切れ' })),
  },
};

export const LongJapanese: Story = {
  args: {
    label: 'ご希望の券種をお選びください（券種により入場できるエリアが異なります）',
    products: [
      {
        id: 'a1',
        name: '特別企画展「光と影の庭園」夜間特別開館とオリジナルグッズ付き限定チケット',
        description: '常設展・企画展・屋外庭園のすべてをご覧いただけます。再入場はできません。',
        priceLabel: '¥2,000〜',
        imageSrc: sampleProductImage,
      },
      ...sampleProducts.slice(1),
    ],
  },
};

export const LongThai: Story = {
  args: {
    products: [
      {
        id: 'a1',
        name: 'บัตรเข้าชมนิทรรศการพิเศษพร้อมออดิโอไกด์ภาษาไทย',
        description: 'รวมนิทรรศการถาวรและนิทรรศการพิเศษทั้งหมด',
        priceLabel: '¥2,000',
      },
      ...sampleProducts.slice(1),
    ],
  },
};
