import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { Staff } from './Staff.tsx';

const meta = {
  title: 'Console/Screens/Staff',
  component: Staff,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof Staff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The venue's manager, box office and gate staff. */
export const Members: Story = { decorators: [consoleScreen('staff')] };
