import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { namedStories, type StoriesMeta, storyElement } from '../theme/playground/storyElement.tsx';

/** A message key as a formatter gives it back when its dictionary lacks it: `signin.age.18-24`. */
const rawKey = /\b[a-z][a-zA-Z0-9]*(?:\.[\w+-]+)+/g;

/** Every component's stories (the theme's pages show code, which may look like a key). */
const dir = import.meta.dirname;
const storyFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

const stories = await Promise.all(
  storyFiles.map(async (file) => {
    const module = (await import(join(dir, file))) as Record<string, unknown> & { default: StoriesMeta };
    return namedStories(module).map(([name, story]) => [`${file} ${name}`, module.default, story] as const);
  }),
);

it.each(stories.flat())('%s shows its texts, no raw message keys', (_, meta, story) => {
  const { container } = render(storyElement(meta, story, { loaded: {}, globals: {} }));
  expect(container.textContent?.match(rawKey) ?? []).toEqual([]);
});
