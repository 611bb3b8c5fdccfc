import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleAppImage } from '../private/storyAssets.ts';
import { AppDownloadModal } from './AppDownloadModal.tsx';

const meta = {
  title: 'Feedback/AppDownloadModal',
  component: AppDownloadModal,
  args: {
    open: true,
    title: '公式アプリでもっと便利に',
    message: 'アプリならチケットの表示も入場もスムーズです。',
    imageSrc: sampleAppImage,
    imageAlt: 'スマートフォンに表示されたチケット',
    appStore: { href: 'https://apps.apple.com/jp/app/id000000000', label: 'App Store からダウンロード' },
    googlePlay: {
      href: 'https://play.google.com/store/apps/details?id=example.app',
      label: 'Google Play で手に入れよう',
    },
    closeLabel: '閉じる',
    onClose: () => {},
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppDownloadModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
