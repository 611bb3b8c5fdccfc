import { type ComponentType, createElement, type ReactElement, type ReactNode } from 'react';

/** What a story is rendered with: Storybook's story context, as far as our stories read it. */
export interface StoryContextLike {
  loaded: Record<string, unknown>;
  globals: Record<string, unknown>;
}

type Render = (args: Record<string, unknown>, context: Record<string, unknown>) => ReactNode;

/** The parts of a CSF story rendered here: its args and render function (decorators are not applied). */
export interface StoryLike {
  args?: Record<string, unknown>;
  render?: Render;
}

/** A stories file's default export. */
export interface StoriesMeta extends StoryLike {
  title?: string;
  component?: ComponentType<Record<string, unknown>>;
}

/** A story's render function as a component, so the hooks inside it run as they do in Storybook. */
function RenderedStory({
  render,
  args,
  context,
}: {
  render: Render;
  args: Record<string, unknown>;
  context: StoryContextLike;
}) {
  return render(args, { ...context, args, parameters: {} });
}

/** A story as an element: its render function, else its component, with the meta's and its own args. */
export function storyElement(
  meta: StoriesMeta,
  story: StoryLike,
  context: StoryContextLike,
): ReactElement | null {
  const args = { ...meta.args, ...story.args };
  const render = story.render ?? meta.render;
  if (render) return createElement(RenderedStory, { render, args, context });
  return meta.component ? createElement(meta.component, args) : null;
}

/** The named stories of a stories module (every export but the default that is an object). */
export function namedStories(module: Record<string, unknown>): Array<[string, StoryLike]> {
  return Object.entries(module).filter(
    (entry): entry is [string, StoryLike] =>
      entry[0] !== 'default' && typeof entry[1] === 'object' && entry[1] !== null,
  );
}
