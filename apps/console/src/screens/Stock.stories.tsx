import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { Stock } from './Stock.tsx';

const meta = {
  title: 'Console/Screens/Stock',
  component: Stock,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof Stock>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A product's days of December 2026 on the calendar and in the table: past days, one sold out, one with
 * few places, one closed by the console, a capacity lowered.
 */
export const Month: Story = { decorators: [consoleScreen('stock')] };
