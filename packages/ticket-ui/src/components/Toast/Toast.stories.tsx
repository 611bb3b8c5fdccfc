import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Toast } from './Toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { open: true, message: 'リンクをコピーしました', regionLabel: 'お知らせ', onOpenChange: () => {} },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stays open: a fixed picture for screenshots. */
export const Open: Story = {};

export const Timed: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Show</Button>
        <Toast {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};
