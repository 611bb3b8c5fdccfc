import type { Meta, StoryObj } from '@storybook/react-vite';
import ja from '../i18n/ja.ts';
import { consoleScreen, consoleTexts, storyApi } from '../stories/ConsoleStory.tsx';
import { storyVenueTitle } from '../stories/venueFixtures.ts';
import { SignIn } from './SignIn.tsx';

const meta = {
  title: 'Console/Screens/SignIn',
  component: SignIn,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
  decorators: [consoleScreen('sign-in')],
  args: { api: storyApi, venueTitle: storyVenueTitle, notice: null, onSignedIn: () => {} },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form of a venue's sign-in. */
export const Empty: Story = {};

/** Back at the form after the session ended, which it says. */
export const SessionEnded: Story = { args: { notice: ja['error.sign-in required'] } };
