import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ErrorDialog } from './ErrorDialog.tsx';
import { RetryDialog } from './RetryDialog.tsx';

const meta = {
  title: 'Feedback/Dialog',
  component: ErrorDialog,
  args: {
    open: true,
    title: 'エラー',
    message: '仮予約の有効期限が切れました。もう一度最初からお手続きください。',
    okLabel: 'OK',
    onClose: () => {},
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {};

export const ConnectionError: Story = {
  args: {
    title: 'We were unable to connect to the server',
    message: 'The connection is unstable. Please try again.',
  },
};

export const Retry: Story = {
  render: (args) => (
    <RetryDialog
      open={args.open}
      title={args.title}
      message="決済に失敗しました。お支払い情報をご確認のうえ、もう一度お試しください。"
      retryLabel="もう一度試す"
      cancelLabel="閉じる"
      onRetry={() => {}}
      onClose={args.onClose}
    />
  ),
};

export const Confirm: Story = {
  render: (args) => (
    <ConfirmDialog
      open={args.open}
      tone="critical"
      title="注文を取り消しますか？"
      message="確保したチケットは解放されます。"
      confirmLabel="取り消す"
      cancelLabel="戻る"
      onConfirm={() => {}}
      onClose={args.onClose}
    />
  ),
};
