import { style } from '@vanilla-extract/css';
import { vars } from '@venue/ticket-ui/css';

/**
 * The routed view fills at least the first viewport, so the footer starts below it and does not jump
 * while a screen's content arrives.
 */
export const content = style({ minHeight: '100vh', '@media': { print: { minHeight: 0 } } });

/**
 * The language switcher's height while its code loads (a screen the app renders itself, such as the
 * ticket view), so the header does not grow by a few pixels when the switcher arrives.
 */
export const switcherSpace = style({ display: 'block', height: vars.layout.tapTarget });
