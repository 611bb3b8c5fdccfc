import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { storyNow } from '../stories/venueFixtures.ts';
import { Reports } from './Reports.tsx';

const meta = {
  title: 'Console/Screens/Reports',
  component: Reports,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof Reports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week to 5 December 2026: sales by day and ticket type, check-ins by hour. */
export const Week: Story = { decorators: [consoleScreen('reports')], args: { now: storyNow } };
