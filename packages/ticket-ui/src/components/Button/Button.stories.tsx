import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonSizes, buttonVariants } from '../private/button.css.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Base/Button',
  component: Button,
  args: { children: 'チケットを購入', variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };

export const FullWidth: Story = { args: { fullWidth: true } };
