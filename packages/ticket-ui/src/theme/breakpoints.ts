/** Breakpoints of component and app styles: phone first, then tablet and desktop. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

/** Media queries for the breakpoints, for `@media` blocks in `.css.ts` files. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
