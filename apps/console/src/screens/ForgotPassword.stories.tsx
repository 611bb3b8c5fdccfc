import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts, storyApi } from '../stories/ConsoleStory.tsx';
import { storyVenueTitle } from '../stories/venueFixtures.ts';
import { ForgotPassword } from './ForgotPassword.tsx';

const meta = {
  title: 'Console/Screens/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
  decorators: [consoleScreen('sign-in')],
  args: { api: storyApi, venueTitle: storyVenueTitle, onBack: () => {} },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address to send a link to. */
export const Empty: Story = {};

/** Asked: the same answer whether or not the address is staff. */
export const Sent: Story = { args: { sentTo: 'ito.yui@demo-museum.jp' } };
