import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOptions } from './fixtures.ts';
import { optionPickerLayouts } from './OptionPicker.css.ts';
import { OptionPicker } from './OptionPicker.tsx';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

const meta = {
  title: 'Order/OptionPicker',
  component: OptionPicker,
  args: {
    label: 'オプション',
    options: sampleOptions,
    formatAddCost: (amount: number) => `+${yen.format(amount)}`,
    layout: 'stacked',
  },
  argTypes: { layout: { control: 'inline-radio', options: optionPickerLayouts } },
} satisfies Meta<typeof OptionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Selected: Story = { args: { defaultValue: [11] } };

export const Empty: Story = { args: { options: [], emptyMessage: 'この時間帯のオプションはありません' } };

export const Loading: Story = { args: { isDisabled: true } };

export const ErrorState: Story = { name: 'Error', args: { errorMessage: 'オプションを選択してください' } };

export const SoldOut: Story = {
  args: { options: sampleOptions.map((option) => ({ ...option, isDisabled: true })) },
};

export const LongJapanese: Story = {
  args: {
    options: [
      {
        id: 21,
        name: '音声ガイド（日本語・英語・中国語・韓国語・タイ語に対応、専用端末の貸し出し）',
        addCost: 500,
      },
      ...sampleOptions,
    ],
  },
};

export const LongThai: Story = {
  args: {
    label: 'ตัวเลือกเพิ่มเติม',
    options: [
      { id: 31, name: 'ออดิโอไกด์ภาษาไทย (รับเครื่องที่เคาน์เตอร์ทางเข้า)', addCost: 500 },
      { id: 32, name: 'โปสการ์ดที่ระลึก', addCost: 300 },
    ],
  },
};
