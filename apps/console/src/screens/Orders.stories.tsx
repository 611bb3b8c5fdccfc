import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { Orders } from './Orders.tsx';

const meta = {
  title: 'Console/Screens/Orders',
  component: Orders,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof Orders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search by name and the orders it found, one of them cancelled. */
export const SearchResults: Story = { decorators: [consoleScreen('orders', '/demo/orders?q=山田')] };

/** The venue’s newest orders with no criterion: more than the server counts, so “1,000 件以上” and a pager with no last page. */
export const AllOrders: Story = { decorators: [consoleScreen('orders', '/demo/orders')] };
