import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { OrderPage } from './OrderPage.tsx';

const meta = {
  title: 'Console/Screens/OrderPage',
  component: OrderPage,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order with three tickets (one used), a coupon, its card payment, mails and history. */
export const WithTickets: Story = { decorators: [consoleScreen('orders/:orderId', '/demo/orders/10482')] };
