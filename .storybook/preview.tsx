import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { languageCodes } from '../packages/ticket-core/src/i18n/languages.ts';
import { ThemeProvider } from '../packages/ticket-ui/src/index.ts';
import { defaultTenantId } from '../tenants/index.ts';
import { themes } from '../tenants/themes.ts';
import { tenantViewportModes } from './modes.ts';
import './preview.css';
import { tenantStoryAssets } from './tenantAssets.ts';

const preview: Preview = {
  // A docs page per component (its props table and stories); the a11y panel runs axe on each story.
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Tenant theme',
      toolbar: { title: 'Tenant', icon: 'paintbrush', items: Object.keys(themes), dynamicTitle: true },
    },
    lang: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [...languageCodes], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: defaultTenantId, lang: 'ja' },
  parameters: { layout: 'padded', chromatic: { modes: tenantViewportModes } },
  loaders: [
    async ({ globals }) => {
      const id = typeof globals.theme === 'string' && themes[globals.theme] ? globals.theme : defaultTenantId;
      const load = themes[id] ?? themes[defaultTenantId];
      const theme = load ? await load() : undefined;
      return { themeClass: theme?.themeClass ?? '', themeTokens: theme?.tokens, ...tenantStoryAssets(id) };
    },
  ],
  decorators: [
    function Themed(Story, { loaded, globals, parameters }) {
      const lang = String(globals.lang ?? 'ja');
      useEffect(() => {
        document.documentElement.lang = lang;
      }, [lang]);
      return (
        <ThemeProvider
          themeClass={String(loaded.themeClass ?? '')}
          className={parameters.layout === 'fullscreen' ? 'preview-fullscreen' : 'preview-padded'}
        >
          <Story />
        </ThemeProvider>
      );
    },
  ],
};

export default preview;
