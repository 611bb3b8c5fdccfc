import { stepSetQuantity } from '@venue/ticket-core';
import type { Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { CountStepper } from '../private/CountStepper.tsx';
import * as styles from './SetProductPicker.css.ts';

/** A set product (`uuid`, `name`, `description`, `image_path`, `base_price`, `limit_min`, `limit_max`). */
export interface SetProductItem {
  uuid: string;
  name: string;
  description: string;
  /** The product's picture; without one the card is text only (no empty image box). */
  imageUrl?: string;
  basePrice: number;
  limitMin: number;
  limitMax: number;
  isSoldOut?: boolean;
}

type Quantities = Readonly<Record<string, number>>;

export interface SetProductPickerProps extends styles.SetProductPickerVariants {
  label: string;
  products: readonly SetProductItem[];
  /** Quantity per set product uuid (controlled). */
  value?: Quantities;
  defaultValue?: Quantities;
  onChange?: (quantities: Record<string, number>) => void;
  formatYen: (yen: number) => string;
  /** The allowed range as text, e.g. `(min, max) => '1-4 per order'`. */
  formatLimits: (min: number, max: number) => string;
  soldOutLabel: string;
  /** The + and - buttons' names, already translated; each product's name follows them. */
  increaseLabel: string;
  decreaseLabel: string;
  emptyMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}

/** Set products as cards with image, description and price, each with a quantity within its limits. */
export function SetProductPicker({
  label,
  products,
  value,
  defaultValue,
  onChange,
  formatYen,
  formatLimits,
  soldOutLabel,
  increaseLabel,
  decreaseLabel,
  emptyMessage,
  isDisabled = false,
  layout,
  ref,
}: SetProductPickerProps) {
  const [quantities, setQuantities] = useControlledState<Quantities>(value, defaultValue ?? {}, onChange);
  return (
    <fieldset ref={ref} className={styles.group} disabled={isDisabled}>
      <legend className={styles.legend}>{label}</legend>
      {products.length === 0 && emptyMessage ? <p className={styles.message}>{emptyMessage}</p> : null}
      <div className={styles.cards({ layout })}>
        {products.map((product) => {
          const quantity = quantities[product.uuid] ?? 0;
          return (
            <div
              key={product.uuid}
              className={styles.card}
              data-sold-out={product.isSoldOut ? '' : undefined}
              data-no-image={product.imageUrl ? undefined : ''}
            >
              {product.imageUrl ? (
                <img className={styles.image} src={product.imageUrl} alt="" loading="lazy" />
              ) : null}
              <div className={styles.body}>
                <CountStepper
                  className={styles.stepperRow}
                  label={<span className={styles.name}>{product.name}</span>}
                  value={quantity}
                  min={0}
                  max={product.limitMax}
                  increaseLabel={increaseLabel}
                  decreaseLabel={decreaseLabel}
                  isDisabled={isDisabled || product.isSoldOut}
                  onChange={(requested) =>
                    setQuantities({
                      ...quantities,
                      [product.uuid]: stepSetQuantity(
                        { limit_min: product.limitMin, limit_max: product.limitMax },
                        quantity,
                        requested,
                      ),
                    })
                  }
                />
                <p className={styles.description}>{product.description}</p>
                <span className={styles.price}>{formatYen(product.basePrice)}</span>
                <span className={styles.note}>{formatLimits(product.limitMin, product.limitMax)}</span>
                {product.isSoldOut ? <span className={styles.soldOut}>{soldOutLabel}</span> : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
