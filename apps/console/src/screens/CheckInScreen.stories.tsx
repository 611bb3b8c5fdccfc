import type { Meta, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { userEvent, within } from 'storybook/test';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { CheckInScreen } from './CheckInScreen.tsx';

const meta = {
  title: 'Console/Screens/CheckInScreen',
  component: CheckInScreen,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
  decorators: [consoleScreen('checkin')],
} satisfies Meta<typeof CheckInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A printed ticket number looked up at the gate: the ticket, its slot, and the button to check it in. */
export const FoundTicket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: i18next.t('checkInScreen.number') });
    await userEvent.type(number, 'T00020932{Enter}');
    await canvas.findByRole('heading', { level: 2 });
  },
};
