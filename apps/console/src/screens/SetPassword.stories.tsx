import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts, storyApi } from '../stories/ConsoleStory.tsx';
import { storyVenueTitle } from '../stories/venueFixtures.ts';
import { SetPassword } from './SetPassword.tsx';

const meta = {
  title: 'Console/Screens/SetPassword',
  component: SetPassword,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
  decorators: [consoleScreen('set-password')],
  args: {
    api: storyApi,
    venueTitle: storyVenueTitle,
    token: 'k3Jx9QWm2cYb7TnVr4LzPq8sHd1Fg6Ue0AoBi5NtMyE',
    onSignedIn: () => {},
    onSignIn: () => {},
  },
} satisfies Meta<typeof SetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mailed link opened: the new password, typed twice. */
export const Empty: Story = {};

/** A link that came without its token (cut short by a mail program): it says so. */
export const IncompleteLink: Story = { args: { token: null } };
