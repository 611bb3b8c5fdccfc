import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar } from './LoadingBar.tsx';

const meta = {
  title: 'Feedback/LoadingBar',
  component: LoadingBar,
  args: { pendingCount: 1, label: 'Loading' },
  argTypes: { pendingCount: { control: { type: 'number', min: 0 } } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Idle: Story = { args: { pendingCount: 0 } };
