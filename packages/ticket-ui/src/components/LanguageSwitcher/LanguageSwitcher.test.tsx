import { screen, within } from '@testing-library/react';
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
    expect(select).toHaveTextContent('日本語');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(languageCodes.length);
    for (const [i, code] of languageCodes.entries()) {
      expect(options[i]).toHaveAccessibleName(sampleLanguageLabels[code]);
    }
    expect(options.map((o) => o.getAttribute('lang'))).toEqual([...languageCodes]);
    await userEvent.click(screen.getByRole('option', { name: 'ไทย' }));
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
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is reachable with the Tab key and opens with the keyboard', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <LanguageSwitcher value="ja" onChange={onChange} labels={sampleLanguageLabels} label="Language" />,
    );
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('en');
  });
});
