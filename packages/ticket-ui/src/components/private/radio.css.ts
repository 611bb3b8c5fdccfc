import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/recipeHelpers.ts';

/** The native radio inside a card: kept for keyboard and assistive technology, drawn by the card. */
export const input = style(visuallyHidden);
