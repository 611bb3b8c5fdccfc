import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { tapTarget } from '../../theme/recipeHelpers.ts';
import { checkBox } from '../private/checkBox.ts';
import { field } from '../private/field.css.ts';
import { fullRow } from '../private/formGrid.css.ts';

/** One field per row, or two columns on wide screens. */
export const customerFormLayouts = ['stacked', 'grid'] as const;

export { formGrid as form, fullRow as actions } from '../private/formGrid.css.ts';

export const requiredMark = style({ color: vars.color.critical, marginInlineStart: vars.space.xs });

export const checkbox = style([
  tapTarget,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const box = style(checkBox(checkbox, { showsInvalid: true }));

/** The terms checkbox, a field across the whole form just above the submit button. */
export const terms = style([field, fullRow]);

export { error } from '../private/field.css.ts';
