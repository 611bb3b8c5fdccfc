import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from './fixtures.ts';
import { ProductPicker } from './ProductPicker.tsx';
import { productPickerLayouts } from './ProductPicker.css.ts';

const meta = {
  title: 'Order/ProductPicker',
  component: ProductPicker,
  args: { label: '券種', products: sampleProducts, layout: 'stack' },
  argTypes: { layout: { control: 'inline-radio', options: productPickerLayouts } },
} satisfies Meta<typeof ProductPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Selected: Story = { args: { defaultValue: sampleProducts[1]?.id ?? null } };

export const Empty: Story = { args: { products: [], emptyMessage: 'この日に販売中のチケットはありません。' } };

export const Loading: Story = { args: { isDisabled: true } };

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
