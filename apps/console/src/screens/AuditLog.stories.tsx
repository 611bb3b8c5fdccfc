import type { Meta, StoryObj } from '@storybook/react-vite';
import { consoleScreen, consoleTexts } from '../stories/ConsoleStory.tsx';
import { AuditLog } from './AuditLog.tsx';

const meta = {
  title: 'Console/Screens/AuditLog',
  component: AuditLog,
  parameters: { layout: 'fullscreen' },
  loaders: [consoleTexts],
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's staff actions, newest first. */
export const Entries: Story = { decorators: [consoleScreen('audit')] };
