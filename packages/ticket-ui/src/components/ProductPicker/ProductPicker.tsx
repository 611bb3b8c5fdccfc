import type { Ref } from 'react';
import { Label, Radio, RadioGroup } from '../private/radio.tsx';
import * as styles from './ProductPicker.css.ts';

/** A product on sale, with translated texts. */
export interface ProductChoice {
  /** The product's uuid. */
  id: string;
  name: string;
  description?: string;
  /** Already formatted, e.g. 'from ¥1,200'. */
  priceLabel?: string;
  imageSrc?: string | null;
  /** Sold out or not on sale on the chosen date. */
  isDisabled?: boolean;
  /** Shown beside a disabled product, e.g. 'Sold out'. */
  disabledLabel?: string;
}

export interface ProductPickerProps extends styles.ProductPickerVariants {
  label: string;
  products: readonly ProductChoice[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (productId: string) => void;
  /** Shown when no product is on sale. */
  emptyMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Radio cards, one per product: the first choice of the order screen on most sites. */
export function ProductPicker({
  label,
  products,
  value,
  defaultValue,
  onChange,
  emptyMessage,
  isDisabled,
  layout,
  ref,
}: ProductPickerProps) {
  return (
    <RadioGroup
      ref={ref}
      className={styles.group}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key)}
      isDisabled={isDisabled}
    >
      <Label className={styles.label}>{label}</Label>
      {products.length === 0 && emptyMessage ? <p className={styles.message}>{emptyMessage}</p> : null}
      <div className={styles.cards({ layout })}>
        {products.map((product) => (
          <Radio
            key={product.id}
            value={product.id}
            className={styles.card}
            isDisabled={product.isDisabled}
            data-has-image={product.imageSrc ? true : undefined}
          >
            {product.imageSrc ? <img className={styles.image} src={product.imageSrc} alt="" /> : null}
            <span className={styles.body}>
              <span className={styles.name}>{product.name}</span>
              {product.description ? <span className={styles.detail}>{product.description}</span> : null}
              {product.isDisabled && product.disabledLabel ? (
                <span className={styles.detail}>{product.disabledLabel}</span>
              ) : product.priceLabel ? (
                <span className={styles.price}>{product.priceLabel}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
