import { type LanguageCode, languageCodes } from '@venue/ticket-core';
import * as styles from './LanguageSwitcher.css.ts';

export interface LanguageSwitcherProps {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  /** Each language's name, usually in its own language ("日本語", "English", "ไทย"). */
  labels: Record<LanguageCode, string>;
  /** Translated accessible name of the control, e.g. "Language". */
  label: string;
  /** The tenant's languages; all six by default. */
  languages?: readonly LanguageCode[];
}

/**
 * Picks the interface language among the six of the spec. A native select: the phone's own picker,
 * keyboard and screen-reader support come with it, and the header it sits in needs no script library.
 */
export function LanguageSwitcher({
  value,
  onChange,
  labels,
  label,
  languages = languageCodes,
}: LanguageSwitcherProps) {
  return (
    <label className={styles.root}>
      <span className={styles.label}>{label}</span>
      <select
        className={styles.select}
        value={value}
        onChange={(event) => {
          const code = languages.find((language) => language === event.currentTarget.value);
          if (code && code !== value) onChange(code);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {labels[language]}
          </option>
        ))}
      </select>
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </label>
  );
}
