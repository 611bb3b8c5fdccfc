import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/recipeHelpers.ts';
import { field, label as fieldLabel } from '../private/field.css.ts';

/** A boxed form field, or a document's line to write on (a receipt's addressee) with its label beside it. */
export const textFieldVariants = ['boxed', 'underlined'] as const;

/** Where the part after the input (a coupon's Apply button) goes: beside it, or under it. */
export const textFieldLayouts = ['inline', 'stacked'] as const;

/** The input's font: the body's, or the monospace one for codes typed character by character. */
export const textFieldFonts = ['body', 'mono'] as const;

type Variant = (typeof textFieldVariants)[number];

export const root = recipe({
  base: [field],
  variants: {
    variant: {
      boxed: {},
      underlined: {
        flexDirection: 'row' as const,
        flexWrap: 'wrap' as const,
        alignItems: 'baseline',
        gap: vars.space.sm,
      },
    } satisfies Record<Variant, object>,
  },
  defaultVariants: { variant: 'boxed' },
});

export const label = recipe({
  base: [fieldLabel],
  variants: {
    variant: {
      boxed: {},
      underlined: {
        fontWeight: vars.fontWeight.regular,
        color: vars.color.textMuted,
        '@media': { print: visuallyHidden },
      },
    } satisfies Record<Variant, object>,
  },
  defaultVariants: { variant: 'boxed' },
});

export const row = recipe({
  base: { display: 'flex', gap: vars.space.sm, alignItems: 'stretch' },
  variants: {
    variant: {
      boxed: {},
      // The line to write on is at least 12rem wide, or it goes under its label.
      underlined: { flex: 1, minWidth: '12rem', alignItems: 'baseline' },
    } satisfies Record<Variant, object>,
    layout: {
      inline: { flexDirection: 'row' as const },
      stacked: { flexDirection: 'column' as const },
    } satisfies Record<(typeof textFieldLayouts)[number], object>,
  },
  defaultVariants: { variant: 'boxed', layout: 'inline' },
});

export const input = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    minHeight: vars.layout.tapTarget,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.regular,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.critical },
      '&:read-only:not(:disabled)': { background: vars.color.surfaceSunken },
    },
  },
  variants: {
    variant: {
      boxed: {},
      underlined: {
        border: 'none',
        borderBottom: `2px solid ${vars.color.text}`,
        borderRadius: 0,
        background: 'transparent',
        fontSize: vars.fontSize.xl,
        selectors: { '&:read-only:not(:disabled)': { background: 'transparent' } },
      },
    } satisfies Record<Variant, object>,
    font: {
      body: {},
      mono: { fontFamily: vars.font.mono },
    } satisfies Record<(typeof textFieldFonts)[number], object>,
  },
  defaultVariants: { variant: 'boxed', font: 'body' },
});

export type TextFieldVariants = NonNullable<RecipeVariants<typeof row>> &
  NonNullable<RecipeVariants<typeof input>>;

export { error } from '../private/field.css.ts';
