/** One screenshot: a story, in a tenant theme, at a viewport. */
export interface Shot {
  storyId: string;
  theme: string;
  viewport: Viewport;
  /** The baseline's file name. */
  name: string;
  /** The iframe URL path of the built Storybook. */
  path: string;
}

export interface Viewport {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
}

export const viewports: readonly Viewport[] = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * Tenants whose themes differ the most: the default, a dark one with square corners, a black-and-white
 * one with a light header, and one with pill-shaped controls and a white header.
 */
export const representativeThemes = ['demo', 'azabudai-borderless', 'opam', 'gaprao'] as const;

/**
 * Stories shot in every tenant theme rather than the representative few. Every shot is taken at both
 * widths: state stories in the representative themes, the token showcase in every theme.
 */
const everyThemeTitles = new Set(['Theme/Tokens']);

/**
 * The venue console's screens, whose stories' titles start with this: whole pages built of components
 * shot on their own already, so a light and a dark theme show them, rather than the representative four.
 */
export const consoleScreensTitle = 'Console/Screens/';
export const consoleScreenThemes = ['demo', 'azabudai-borderless'] as const;

function themesOf(title: string, allThemes: readonly string[]): readonly string[] {
  if (everyThemeTitles.has(title)) return allThemes;
  if (title.startsWith(consoleScreensTitle)) return consoleScreenThemes;
  return representativeThemes;
}

/** A story opts out of screenshots with this tag (e.g. an interactive story with nothing fixed to see). */
export const skipTag = 'no-visual';

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name?: string;
  tags?: string[];
}

/** storybook-static/index.json. */
export interface StorybookIndex {
  entries: Record<string, IndexEntry>;
}

/**
 * Every story x theme x viewport to shoot, in a stable order. A `Playground` story is left out when
 * its component has other stories: it is the controls sandbox, and the state stories cover its look.
 */
export function storyMatrix(index: StorybookIndex, allThemes: readonly string[]): Shot[] {
  const all = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const hasStates = (title: string) => all.some((e) => e.title === title && e.name !== 'Playground');
  const stories = all
    .filter((entry) => !entry.tags?.includes(skipTag))
    .filter((entry) => entry.name !== 'Playground' || !hasStates(entry.title))
    .sort((a, b) => a.id.localeCompare(b.id));
  return stories.flatMap((story) => {
    return themesOf(story.title, allThemes).flatMap((theme) =>
      viewports.map((viewport) => ({
        storyId: story.id,
        theme,
        viewport,
        name: `${story.id}--${theme}--${viewport.name}`,
        path: `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme};lang:ja`,
      })),
    );
  });
}
