import { Select } from '@venue/ticket-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsoleLanguage, changeLanguage, consoleLanguages } from '../i18n/i18n.ts';
import * as styles from './console.css.ts';

/** The console's top bar: the venue's title, what the page puts beside it, and the language. */
export function ConsoleHeader({ venueTitle, children }: { venueTitle: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <header className={styles.header}>
      <p className={styles.brand}>
        {venueTitle} <span className={styles.headerText}>{t('app.title')}</span>
      </p>
      <span className={styles.spacer} />
      {children}
      <Select
        label={t('app.language')}
        hideLabel
        size="small"
        options={consoleLanguages.map((language) => ({
          value: language,
          label: language === 'ja' ? '日本語' : 'English',
          lang: language,
        }))}
        value={i18n.language}
        onChange={(language) => void changeLanguage(language as ConsoleLanguage)}
      />
    </header>
  );
}
