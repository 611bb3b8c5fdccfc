import * as styles from './console.css.ts';

export interface DateFieldProps {
  label: string;
  /** `yyyy-MM-dd`, or `yyyy-MM` for a month. */
  value: string;
  onChange: (value: string) => void;
  type?: 'date' | 'month';
  name?: string;
}

/** A labelled native date (or month) input of the console's toolbars and forms. */
export function DateField({ label, value, onChange, type = 'date', name }: DateFieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        type={type}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
