import { type Ref, useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/index.ts';
import { TextField, textFieldLayouts } from '../TextField/index.ts';
import * as styles from './CouponInput.css.ts';

/** Field and button side by side, or stacked on narrow screens. */
export const couponInputLayouts = textFieldLayouts;

/** The coupon the order carries (`coupon_code`, `coupon_name`), with its discount already formatted. */
export interface AppliedCoupon {
  code: string;
  name: string;
  discountLabel?: string;
}

export interface CouponInputProps {
  label: string;
  applyLabel: string;
  /** Accessible name of the remove button, e.g. `(name) => 'Remove WINTER'`. */
  formatRemoveLabel: (couponName: string) => string;
  removeLabel: string;
  /** The code being typed (controlled). */
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
  /** When set, the coupon is shown with a remove button instead of the field. */
  appliedCoupon?: AppliedCoupon | null;
  /** The server's coupon error, already translated. */
  errorMessage?: string;
  /** While the coupon is being applied or removed. */
  isPending?: boolean;
  isRequired?: boolean;
  layout?: (typeof couponInputLayouts)[number];
  ref?: Ref<HTMLDivElement>;
}

/** Enter a coupon code and apply it, or see the applied coupon and remove it. */
export function CouponInput({
  label,
  applyLabel,
  formatRemoveLabel,
  removeLabel,
  value,
  defaultValue,
  onChange,
  onApply,
  onRemove,
  appliedCoupon,
  errorMessage,
  isPending = false,
  isRequired,
  layout,
  ref,
}: CouponInputProps) {
  const [code, setCode] = useControlledState(value, defaultValue ?? '', onChange);
  const trimmed = code.trim();
  const labelId = useId();
  const apply = () => {
    if (trimmed !== '' && !isPending) onApply(trimmed);
  };
  if (appliedCoupon) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: the applied coupon and its remove button form a named group, not a form section.
      <div ref={ref} className={styles.field} role="group" aria-labelledby={labelId}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <div className={styles.applied}>
          <span className={styles.appliedName}>
            {appliedCoupon.name}
            {appliedCoupon.discountLabel ? ` ${appliedCoupon.discountLabel}` : null}
          </span>
          <Button
            variant="secondary"
            size="small"
            aria-label={formatRemoveLabel(appliedCoupon.name)}
            isDisabled={isPending}
            onPress={() => onRemove(appliedCoupon.code)}
          >
            {removeLabel}
          </Button>
        </div>
        {errorMessage ? (
          <p className={styles.error} role="alert">
            {errorMessage}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={ref}>
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        errorMessage={errorMessage}
        aria-required={isRequired || undefined}
        disabled={isPending}
        autoComplete="off"
        font="mono"
        layout={layout}
        after={
          <Button variant="secondary" isDisabled={trimmed === '' || isPending} onPress={apply}>
            {applyLabel}
          </Button>
        }
      />
    </div>
  );
}
