import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { storyNow } from '../stories/venueFixtures.ts';
import { Coupons } from './Coupons.tsx';

const meta = {
  title: 'Console/Screens/Coupons',
  component: Coupons,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof Coupons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Codes in use, one disabled, and a batch of invitation codes. */
export const Codes: Story = { decorators: [consoleScreen('coupons')], args: { now: storyNow } };
