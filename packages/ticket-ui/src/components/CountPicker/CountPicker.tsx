import { createContext, type ReactNode, type Ref, useContext, useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { CountStepper } from '../private/CountStepper.tsx';
import * as styles from './CountPicker.css.ts';
import { itemMaximum, totalCount } from './countLimits.ts';

type Counts = Readonly<Record<string, number>>;

interface CountPickerContextValue extends styles.CountPickerVariants {
  counts: Counts;
  maxTotal: number;
  setCount: (id: string, count: number) => void;
  formatYen: (yen: number) => string;
  increaseLabel: string;
  decreaseLabel: string;
  isDisabled: boolean;
}

const CountPickerContext = createContext<CountPickerContextValue | null>(null);

export interface CountPickerRootProps extends styles.CountPickerVariants {
  /** Group legend, already translated. */
  label: string;
  /** Counts per ticket kind id (controlled). */
  value?: Counts;
  /** Initial counts per ticket kind id (uncontrolled). */
  defaultValue?: Counts;
  onChange?: (counts: Record<string, number>) => void;
  /** Maximum tickets per order (Max_Ticket, from the domain rules). */
  maxTotal: number;
  /** Shown when the order reaches `maxTotal`; the stepper stops there. */
  maxTotalMessage?: string;
  formatYen: (yen: number) => string;
  /** The + and - buttons' names, already translated; each item's label follows them. */
  increaseLabel: string;
  decreaseLabel: string;
  isDisabled?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

/** Ticket counts per kind, each with +/- and its own limits, the total capped at `maxTotal`. */
export function CountPickerRoot({
  label,
  value,
  defaultValue,
  onChange,
  maxTotal,
  maxTotalMessage,
  formatYen,
  increaseLabel,
  decreaseLabel,
  isDisabled = false,
  layout,
  children,
  ref,
}: CountPickerRootProps) {
  const [counts, setCounts] = useControlledState<Counts>(value, defaultValue ?? {}, onChange);
  const setCount = (id: string, count: number) => setCounts({ ...counts, [id]: count });
  const atLimit = totalCount(counts) >= maxTotal;
  const messageId = useId();
  return (
    <fieldset
      ref={ref}
      className={styles.group}
      disabled={isDisabled}
      aria-describedby={atLimit && maxTotalMessage ? messageId : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <CountPickerContext.Provider
        value={{ counts, maxTotal, setCount, formatYen, increaseLabel, decreaseLabel, isDisabled, layout }}
      >
        {children}
      </CountPickerContext.Provider>
      {atLimit && maxTotalMessage ? (
        <p id={messageId} className={styles.message} role="status">
          {maxTotalMessage}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface CountPickerItemProps {
  /** Ticket kind id, the key in the counts. */
  id: string;
  /** Ticket kind name, already translated. */
  label: string;
  /** Unit price in yen. */
  price: number;
  min?: number;
  max?: number;
  ref?: Ref<HTMLDivElement>;
}

/** One ticket kind: its name, unit price and a number field with - and + buttons. */
export function CountPickerItem({
  id,
  label,
  price,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  ref,
}: CountPickerItemProps) {
  const context = useContext(CountPickerContext);
  if (!context) throw new Error('CountPicker.Item must be inside CountPicker');
  const { counts, maxTotal, setCount, formatYen, increaseLabel, decreaseLabel, isDisabled, layout } = context;
  const count = counts[id] ?? min;
  return (
    <CountStepper
      ref={ref}
      className={styles.item({ layout })}
      label={
        <>
          <span className={styles.name}>{label}</span>
          <span className={styles.price}>{formatYen(price)}</span>
        </>
      }
      value={count}
      min={min}
      max={itemMaximum(counts, id, max, maxTotal)}
      increaseLabel={increaseLabel}
      decreaseLabel={decreaseLabel}
      isDisabled={isDisabled}
      onChange={(next) => setCount(id, next)}
    />
  );
}

/** The compound component: `<CountPicker>` with `<CountPicker.Item>` children. */
export const CountPicker = Object.assign(CountPickerRoot, { Root: CountPickerRoot, Item: CountPickerItem });
