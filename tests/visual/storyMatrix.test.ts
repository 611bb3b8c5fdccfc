import { describe, expect, it } from 'vitest';
import {
  consoleScreenThemes,
  representativeThemes,
  type StorybookIndex,
  storyMatrix,
  viewports,
} from './storyMatrix.ts';

const index: StorybookIndex = {
  entries: {
    'base-button--playground': {
      type: 'story',
      id: 'base-button--playground',
      title: 'Base/Button',
      name: 'Playground',
    },
    'base-button--primary': {
      type: 'story',
      id: 'base-button--primary',
      title: 'Base/Button',
      name: 'Primary',
    },
    'feedback-loader--playground': {
      type: 'story',
      id: 'feedback-loader--playground',
      title: 'Feedback/Loader',
      name: 'Playground',
    },
    'base-button--docs': { type: 'docs', id: 'base-button--docs', title: 'Base/Button' },
    'console-datatable--orders': {
      type: 'story',
      id: 'console-datatable--orders',
      title: 'Console/DataTable',
      name: 'Orders',
    },
    'console-screens-orders--search-results': {
      type: 'story',
      id: 'console-screens-orders--search-results',
      title: 'Console/Screens/Orders',
      name: 'Search Results',
    },
    'theme-tokens--showcase': { type: 'story', id: 'theme-tokens--showcase', title: 'Theme/Tokens' },
    'feedback-toast--timed': {
      type: 'story',
      id: 'feedback-toast--timed',
      title: 'Feedback/Toast',
      tags: ['dev', 'no-visual'],
    },
  },
};
const allThemes = ['demo', 'azabudai-borderless', 'opam', 'gaprao', 'kyoto', 'ruins'];

describe('storyMatrix', () => {
  const shots = storyMatrix(index, allThemes);

  it('shoots state stories in the representative themes at phone and desktop widths', () => {
    const button = shots.filter((shot) => shot.storyId === 'base-button--primary');
    expect(button.map((shot) => `${shot.theme} ${shot.viewport.width}`)).toEqual(
      representativeThemes.flatMap((theme) => [`${theme} 390`, `${theme} 1280`]),
    );
    expect(viewports.map((v) => [v.width, v.height])).toEqual([
      [390, 844],
      [1280, 800],
    ]);
  });

  it('leaves out a Playground only when its component has state stories', () => {
    const ids = new Set(shots.map((shot) => shot.storyId));
    expect(ids.has('base-button--playground')).toBe(false);
    expect(ids.has('feedback-loader--playground')).toBe(true);
  });

  it('shoots the token showcase in every theme', () => {
    const tokens = shots.filter((shot) => shot.storyId === 'theme-tokens--showcase');
    expect(tokens).toHaveLength(allThemes.length * viewports.length);
  });

  it("shoots the console's screens in a light and a dark theme, its components in the representative ones", () => {
    const themesOf = (storyId: string) =>
      shots.filter((shot) => shot.storyId === storyId).map((shot) => shot.theme);
    expect(consoleScreenThemes).toEqual(['demo', 'azabudai-borderless']);
    expect(themesOf('console-screens-orders--search-results')).toEqual(
      consoleScreenThemes.flatMap((theme) => [theme, theme]),
    );
    expect(themesOf('console-datatable--orders')).toEqual(
      representativeThemes.flatMap((theme) => [theme, theme]),
    );
  });

  it('leaves out docs entries and stories tagged no-visual', () => {
    expect(shots.some((shot) => shot.storyId.endsWith('--docs'))).toBe(false);
    expect(shots.some((shot) => shot.storyId === 'feedback-toast--timed')).toBe(false);
  });

  it('gives every shot a unique baseline name and an iframe URL selecting its theme', () => {
    expect(new Set(shots.map((shot) => shot.name)).size).toBe(shots.length);
    const shot = shots.find((s) => s.theme === 'opam');
    expect(shot?.path).toBe('/iframe.html?id=base-button--primary&viewMode=story&globals=theme:opam;lang:ja');
    expect(shot?.name).toBe('base-button--primary--opam--phone');
  });
});
