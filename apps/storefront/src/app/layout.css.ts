import { style } from '@vanilla-extract/css';

/**
 * The routed view fills at least the first viewport, so the footer starts below it and does not jump
 * while a screen's content arrives.
 */
export const content = style({ minHeight: '100vh', '@media': { print: { minHeight: 0 } } });
