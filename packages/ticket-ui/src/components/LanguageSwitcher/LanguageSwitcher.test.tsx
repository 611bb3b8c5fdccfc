import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageCodes } from '@venue/ticket-core';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../test.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { sampleLanguageLabels } from './languageLabels.ts';

describe('LanguageSwitcher', () => {
  it('lists the six languages by the labels given and reports a new choice', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <LanguageSwitcher value="ja" onChange={onChange} labels={sampleLanguageLabels} label="Language" />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveDisplayValue('日本語');
    expect(await axeViolations()).toEqual([]);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      languageCodes.map((code) => sampleLanguageLabels[code]),
    );
    expect(options.map((o) => o.getAttribute('lang'))).toEqual([...languageCodes]);
    await userEvent.selectOptions(select, 'ไทย');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('th');
  });

  it('offers only the tenant languages and does not report the current one again', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <LanguageSwitcher
        value="en"
        onChange={onChange}
        labels={sampleLanguageLabels}
        label="Language"
        languages={['ja', 'en']}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.selectOptions(select, 'English');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is reachable with the Tab key', async () => {
    renderWithTheme(
      <LanguageSwitcher value="ja" onChange={() => {}} labels={sampleLanguageLabels} label="Language" />,
    );
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
  });
});
