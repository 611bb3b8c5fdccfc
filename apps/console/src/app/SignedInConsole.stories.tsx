import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts, storyApi } from '../stories/ConsoleStory.tsx';
import {
  gateMemberSession,
  managerOfTwoVenues,
  storyVenueId,
  storyVenueTitle,
} from '../stories/venueFixtures.ts';
import { SignedInConsole } from './SignedInConsole.tsx';

/** Every section's route, as the console declares them under the venue. */
const sections = '*';

const meta = {
  title: 'Console/Screens/SignedInConsole',
  component: SignedInConsole,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
  args: {
    venueId: storyVenueId,
    venueTitle: storyVenueTitle,
    session: managerOfTwoVenues,
    api: storyApi,
    signedOut: () => {},
  },
} satisfies Meta<typeof SignedInConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager who serves two venues: the venue switcher, every section, and today's counts open. */
export const ManagerOfTwoVenues: Story = {
  decorators: [consoleScreen(sections, `/${storyVenueId}/today`)],
};

/** A member of the gate staff: only today's counts, check-in and the scanning gate, at check-in. */
export const GateMember: Story = {
  args: { session: gateMemberSession },
  decorators: [consoleScreen(sections, `/${storyVenueId}/checkin`)],
};

/**
 * On a phone: the header and the manager's sections wrap onto more lines rather than widen the page.
 * Storybook opens it at the phone width the screenshots take.
 */
export const OnAPhone: Story = {
  decorators: [consoleScreen(sections, `/${storyVenueId}/checkin`)],
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
