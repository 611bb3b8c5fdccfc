import { representativeThemes, viewports } from '../tests/visual/storyMatrix.ts';

/**
 * Chromatic's modes: each story in the tenants and at the widths the local baselines shoot
 * (tests/visual/storyMatrix.ts), in Japanese. A mode sets the toolbar's globals and the viewport.
 */
export const tenantViewportModes = Object.fromEntries(
  representativeThemes.flatMap((theme) =>
    viewports.map((viewport) => [
      `${theme} ${viewport.name}`,
      { theme, lang: 'ja', viewport: { width: viewport.width, height: viewport.height } },
    ]),
  ),
);
