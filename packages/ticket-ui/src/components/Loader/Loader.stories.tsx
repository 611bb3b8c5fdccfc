import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './Loader.tsx';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  args: { open: true, label: '読み込み中' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
