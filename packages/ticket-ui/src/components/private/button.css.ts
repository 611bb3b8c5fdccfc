import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, onHover } from '../../theme/recipeHelpers.ts';

/**
 * The button look, shared by `Button` (a `<button>`) and `LinkButton` (an `<a>`). Allowed values, shared
 * by the recipe, the stories and the tests.
 */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

type Variant = (typeof buttonVariants)[number];
type Size = (typeof buttonSizes)[number];

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      border: `${vars.borderWidth.thick} solid transparent`,
      borderRadius: vars.radius.md,
      fontWeight: vars.fontWeight.bold,
      lineHeight: vars.lineHeight.tight,
      cursor: 'pointer',
      textDecoration: 'none',
      transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      selectors: {
        '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        ...onHover({ backgroundColor: vars.color.brandHover }),
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.brand,
        ...onHover({ backgroundColor: vars.color.brandSoft }),
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        ...onHover({ backgroundColor: vars.color.surfaceSunken }),
      },
      critical: {
        backgroundColor: vars.color.critical,
        color: vars.color.surface,
        ...onHover({ backgroundColor: vars.color.text }),
      },
    } satisfies Record<Variant, object>,
    size: {
      small: { minHeight: vars.space.xl, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      medium: {
        minHeight: vars.layout.tapTarget,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.md,
      },
      large: {
        minHeight: vars.space.xxl,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.fontSize.lg,
      },
    } satisfies Record<Size, object>,
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
