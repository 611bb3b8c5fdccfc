import * as styles from './console.css.ts';

export interface DateFieldProps {
  label: string;
  /** `yyyy-MM-dd`. */
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/** A labelled native date input of the console's toolbars and forms. */
export function DateField({ label, value, onChange, name }: DateFieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        type="date"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
