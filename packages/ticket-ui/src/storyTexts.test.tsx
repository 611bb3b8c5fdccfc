import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { expect, it } from 'vitest';

/** The parts of a CSF story this test renders: its args and render function, without decorators. */
interface StoryLike {
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: Record<string, unknown>) => ReactNode;
}

interface StoriesModule {
  default: StoryLike & { component?: ComponentType<Record<string, unknown>> };
  [name: string]: unknown;
}

type RenderStory = NonNullable<StoryLike['render']>;

/** A story's render function as a component, so the hooks inside it run as Storybook runs them. */
function RenderedStory({ render, args }: { render: RenderStory; args: Record<string, unknown> }) {
  return render(args, { args, loaded: {}, globals: {}, parameters: {} });
}

/** A message key as a formatter gives it back when its dictionary lacks it: `signin.age.18-24`. */
const rawKey = /\b[a-z][a-zA-Z0-9]*(?:\.[\w+-]+)+/g;

const dir = import.meta.dirname;
const storyFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

const stories = await Promise.all(
  storyFiles.map(async (file) => {
    const module = (await import(join(dir, file))) as StoriesModule;
    const { default: meta, ...named } = module;
    return Object.entries(named)
      .filter((entry): entry is [string, StoryLike] => typeof entry[1] === 'object' && entry[1] !== null)
      .map(([name, story]) => ({ file, name, meta, story }));
  }),
);

it.each(stories.flat().map((entry) => [`${entry.file} ${entry.name}`, entry] as const))(
  '%s shows its texts, no raw message keys',
  (_, { meta, story }) => {
    const args = { ...meta.args, ...story.args };
    const renderStory = story.render ?? meta.render;
    const element = renderStory
      ? createElement(RenderedStory, { render: renderStory, args })
      : meta.component
        ? createElement(meta.component, args)
        : null;
    const { container } = render(element);
    expect(container.textContent?.match(rawKey) ?? []).toEqual([]);
  },
);
