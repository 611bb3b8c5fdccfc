/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ThemeTokens } from '../tokens.ts';
import { namedStories, type StoriesMeta, type StoryContextLike, storyElement } from './storyElement.tsx';
import { ThemePlayground } from './ThemePlayground.tsx';

/** Every component's stories; the overlays are left out, since they cover the whole page. */
const storyModules = import.meta.glob<Record<string, unknown> & { default: StoriesMeta }>(
  ['../../components/*/*.stories.tsx', '!../../components/{AppDownloadModal,Dialog,Loader,Modal,Toast}/*'],
  { eager: true },
);

/** Each component once: its Playground story, or its first. */
function ComponentGallery({ context }: { context: StoryContextLike }) {
  return Object.entries(storyModules).map(([file, module]) => {
    const stories = namedStories(module);
    const [, story] = stories.find(([name]) => name === 'Playground') ?? stories[0] ?? [];
    if (!story) return null;
    return (
      <section key={file} aria-label={module.default.title}>
        <h2>{module.default.title}</h2>
        {storyElement(module.default, story, context)}
      </section>
    );
  });
}

/**
 * A tenant's theme, live: pick the tenant in the toolbar, change its brand inputs, watch every component
 * and the contrast checks follow, then copy the inputs into the tenant's theme.css.ts.
 */
const meta = {
  title: 'Theme/Playground',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded, globals }) => (
    <ThemePlayground key={String(globals.theme)} start={loaded.themeTokens as ThemeTokens}>
      <ComponentGallery context={{ loaded, globals }} />
    </ThemePlayground>
  ),
} satisfies Meta;

export default meta;

export const Playground: StoryObj<typeof meta> = {};
