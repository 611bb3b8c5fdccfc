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
