import { ChoiceCardGroup, type ChoiceGroupProps } from '../private/ChoiceCardGroup.tsx';
import { Radio } from '../private/radio.tsx';
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

export interface ProductPickerProps extends ChoiceGroupProps<string>, styles.ProductPickerVariants {
  products: readonly ProductChoice[];
}

/** Radio cards, one per product: the first choice of the order screen on most sites. */
export function ProductPicker({ products, onChange, layout, ...group }: ProductPickerProps) {
  return (
    <ChoiceCardGroup
      {...group}
      onChange={(key) => onChange?.(key)}
      isEmpty={products.length === 0}
      cardsClassName={styles.cards({ layout })}
    >
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
    </ChoiceCardGroup>
  );
}
