import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { Today } from './Today.tsx';

const meta = {
  title: 'Console/Screens/Today',
  component: Today,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof Today>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's slots of 5 December 2026 with their counts and totals, one slot closed. */
export const Slots: Story = { decorators: [consoleScreen('today')] };
