import type { Meta, StoryObj } from '@storybook/react-vite';
import { dictionaryFormatter } from '../CustomerForm/fixtures.ts';
import { cardFormLayouts } from './CardForm.css.ts';
import { CardForm } from './CardForm.tsx';
import { cardNameRules } from './cardRules.ts';
import { fixedNow, japaneseCardLabels, japaneseCardMessages } from './fixtures.ts';

const meta = {
  title: 'Payment/CardForm',
  component: CardForm,
  args: {
    labels: japaneseCardLabels,
    formatMessage: dictionaryFormatter(japaneseCardMessages),
    now: fixedNow,
    nameRule: 'cardName',
    layout: 'stacked',
    onSubmit: () => {},
  },
  argTypes: {
    layout: { control: 'inline-radio', options: cardFormLayouts },
    nameRule: { control: 'inline-radio', options: cardNameRules },
  },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing typed yet; the Playground is left out of screenshots, so this state has its own story. */
export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValue: {
      number: '4111111111111111',
      name: 'TARO YAMADA',
      expiryMonth: '01',
      expiryYear: '2027',
      securityCode: '123',
    },
  },
};

export const Loading: Story = { args: { ...Filled.args, isPending: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: { number: '4111x', name: 'Taro 1', expiryMonth: '11', expiryYear: '2026' } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};

export const LongJapanese: Story = {
  args: {
    labels: {
      ...japaneseCardLabels,
      name: 'カード名義（カードに記載のとおり半角ローマ字でご入力ください）',
      securityCode: 'セキュリティコード（カード裏面の署名欄に記載の3桁または4桁の数字）',
    },
  },
};

export const LongThai: Story = {
  args: {
    labels: {
      number: 'หมายเลขบัตร',
      name: 'ชื่อผู้ถือบัตร (ภาษาอังกฤษตามที่ปรากฏบนบัตร)',
      expiryMonth: 'เดือนหมดอายุ',
      expiryYear: 'ปีหมดอายุ',
      securityCode: 'รหัสความปลอดภัย (CVV)',
      submit: 'ดำเนินการต่อ',
    },
  },
};
