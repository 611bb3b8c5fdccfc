import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonSizes, buttonVariants } from '../private/button.css.ts';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Base/LinkButton',
  component: LinkButton,
  args: { href: '#order', children: 'チケットを購入', variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant}>
          {variant}
        </LinkButton>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <LinkButton key={size} {...args} size={size}>
          {size}
        </LinkButton>
      ))}
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const LongJapanese: Story = {
  args: { fullWidth: true, children: '特別企画展「光と影の庭園」の夜間特別開館チケットの購入画面へ進む' },
};

export const LongThai: Story = {
  args: { fullWidth: true, children: 'ไปยังหน้าซื้อบัตรเข้าชมนิทรรศการพิเศษรอบเปิดพิเศษยามค่ำคืน' },
};
