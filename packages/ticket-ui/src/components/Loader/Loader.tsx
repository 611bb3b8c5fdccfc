import * as styles from './Loader.css.ts';

export interface LoaderProps {
  open: boolean;
  /** Translated text announced to screen readers, e.g. "Loading". */
  label: string;
}

/** The full-screen spinner shown while the app works on something the visitor waits for. */
export function Loader({ open, label }: LoaderProps) {
  if (!open) return null;
  return (
    <div className={styles.backdrop} role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
