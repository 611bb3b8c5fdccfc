import { type LanguageCode, languageCodes, languageNames } from '@venue/ticket-core';
import { Select } from '../Select/index.ts';

export interface LanguageSwitcherProps {
  value: LanguageCode;
  onChange: (language: LanguageCode) => void;
  /** Each language's name; by default ticket-core's `languageNames`, each in its own language. */
  labels?: Record<LanguageCode, string>;
  /** Translated accessible name of the control, e.g. "Language". */
  label: string;
  /** The tenant's languages; all six by default. */
  languages?: readonly LanguageCode[];
}

/**
 * Picks the interface language among the six of the spec: a small `Select`, its label hidden, whose list
 * is built when first opened (`onDemand`), since the header shows it on every page.
 */
export function LanguageSwitcher({
  value,
  onChange,
  labels = languageNames,
  label,
  languages = languageCodes,
}: LanguageSwitcherProps) {
  return (
    <Select
      label={label}
      hideLabel
      size="small"
      onDemand
      value={value}
      options={languages.map((language) => ({ value: language, label: labels[language], lang: language }))}
      onChange={(next) => {
        const code = languages.find((language) => language === next);
        if (code) onChange(code);
      }}
    />
  );
}
