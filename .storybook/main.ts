import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';

/**
 * The console's `virtual:console-venues` (its build reads them from tenants/): in stories, the two venues
 * its component tests see, for the parts of the console that name or link a venue.
 */
const consoleVenues: Plugin = {
  name: 'storybook-console-venues',
  resolveId: (source) =>
    source === 'virtual:console-venues'
      ? fileURLToPath(new URL('../apps/console/src/venues/testVenues.ts', import.meta.url))
      : undefined,
};

const config: StorybookConfig = {
  stories: [
    '../packages/ticket-ui/src/**/*.stories.tsx',
    '../apps/console/src/**/*.stories.tsx',
    './*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages' props tables come from the components' TypeScript props.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), consoleVenues],
  }),
};

export default config;
