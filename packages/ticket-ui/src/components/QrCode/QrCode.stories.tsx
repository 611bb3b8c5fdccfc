import type { Meta, StoryObj } from '@storybook/react-vite';
import { qrCodeSizes } from './QrCode.css.ts';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Tickets/QrCode',
  component: QrCode,
  args: {
    value: 'https://tickets.example.jp/cancanfactory/#/spot?qr_token=q3VtX2Q9r8sWb1kY0nZp4A',
    label: '注文ページのQRコード',
    size: 'large',
  },
  argTypes: { size: { control: 'inline-radio', options: qrCodeSizes } },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {qrCodeSizes.map((size) => (
        <QrCode key={size} {...args} size={size} label={size} />
      ))}
    </div>
  ),
};

/** A long text gives a denser code; it must stay square and readable at the large size. */
export const LongValue: Story = {
  args: {
    value: `https://tickets.example.jp/nishinippon-product/#/spot?qr_token=${'x'.repeat(120)}&lang=zh-hant`,
  },
};
