import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import { sampleLogo, type TenantStoryAssets } from '../private/storyAssets.ts';
import { Header } from './Header.tsx';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: { logoSrc: sampleLogo, logoAlt: 'Venue', homeHref: '#/' },
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => {
    const { tenantLogos, tenantTitle } = loaded as TenantStoryAssets;
    return (
      <Header {...args} logoSrc={tenantLogos?.header ?? args.logoSrc} logoAlt={tenantTitle ?? args.logoAlt}>
        {args.children}
      </Header>
    );
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogoOnly: Story = {};

export const WithLanguageSwitcher: Story = {
  args: {
    children: <LanguageSwitcher value="ja" onChange={() => {}} label="Language" />,
  },
};
