import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Feedback/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'ご来場にあたっての注意事項',
    closeLabel: '閉じる',
    onClose: () => {},
    children: (
      <ul>
        <li>入場は予約した時間帯の開始から30分以内にお願いします。</li>
        <li>再入場はできません。</li>
        <li>館内での飲食はご遠慮ください。</li>
      </ul>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithActions: Story = { args: { actions: <Button>同意して進む</Button> } };
