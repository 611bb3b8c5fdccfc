import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLogo, type TenantStoryAssets } from '../private/storyAssets.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    showBrand: true,
    logoSrc: sampleLogo,
    logoAlt: 'Venue',
    navLabel: 'サイト情報',
    links: [
      { href: '#/privacy', label: 'プライバシーポリシー' },
      { href: '#/specified', label: '特定商取引法に基づく表記' },
      { href: '#/terms', label: '利用規約' },
    ],
    copyright: '© Venue',
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => {
    const { tenantLogos, tenantTitle } = loaded as TenantStoryAssets;
    return (
      <Footer
        {...args}
        logoSrc={tenantLogos?.footer ?? args.logoSrc}
        logoAlt={tenantTitle ?? args.logoAlt}
        copyright={tenantTitle ? `© ${tenantTitle}` : args.copyright}
      />
    );
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBrand: Story = {};
export const WithoutBrand: Story = { args: { showBrand: false } };
