import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Layout/NotFound',
  component: NotFound,
  args: {
    title: 'ページが見つかりません',
    message: 'お探しのページは移動または削除された可能性があります。',
    homeLabel: 'トップへ戻る',
    homeHref: '#/',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
