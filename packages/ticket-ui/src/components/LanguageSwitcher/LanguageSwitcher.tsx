import { type LanguageCode, languageCodes } from '@venue/ticket-core';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { cx } from '../private/cx.ts';
import { usePortalThemeClass } from '../ThemeProvider/ThemeProvider.tsx';
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

/** Picks the interface language among the six of the spec. */
export function LanguageSwitcher({
  value,
  onChange,
  labels,
  label,
  languages = languageCodes,
}: LanguageSwitcherProps) {
  const themeClass = usePortalThemeClass();
  return (
    <Select
      className={styles.root}
      value={value}
      onChange={(key) => {
        const code = languages.find((language) => language === key);
        if (code && code !== value) onChange(code);
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={cx(themeClass, styles.popover)}>
        <ListBox className={styles.listBox}>
          {languages.map((language) => (
            <ListBoxItem key={language} id={language} className={styles.option} lang={language}>
              {labels[language]}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
