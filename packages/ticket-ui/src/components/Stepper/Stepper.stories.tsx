import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper.tsx';

const steps = [
  { id: 'order', label: 'チケット選択' },
  { id: 'sign-in', label: 'お客様情報' },
  { id: 'payment', label: 'お支払い' },
  { id: 'confirm', label: '確認' },
  { id: 'complete', label: '完了' },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps, currentId: 'payment', label: '購入の手順' },
  argTypes: { currentId: { control: 'inline-radio', options: steps.map((step) => step.id) } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const First: Story = { args: { currentId: 'order' } };
export const Last: Story = { args: { currentId: 'complete' } };
export const WithMembershipLogin: Story = {
  args: {
    steps: [{ id: 'membership-login', label: '会員ログイン' }, ...steps],
    currentId: 'order',
  },
};
