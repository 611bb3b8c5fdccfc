import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageCodes, languageNames } from '@venue/ticket-core';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../test.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

describe('LanguageSwitcher', () => {
  it('lists the six languages by their own names and reports a new choice', async () => {
    const onChange = vi.fn();
    renderWithTheme(<LanguageSwitcher value="ja" onChange={onChange} label="Language" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveTextContent('日本語');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(languageCodes.length);
    for (const [i, code] of languageCodes.entries()) {
      expect(options[i]).toHaveAccessibleName(languageNames[code]);
    }
    expect(options.map((o) => o.getAttribute('lang'))).toEqual([...languageCodes]);
    await userEvent.click(screen.getByRole('option', { name: 'ไทย' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('th');
  });

  it('offers only the tenant languages, by the labels given, and does not report the current one again', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <LanguageSwitcher
        value="en"
        onChange={onChange}
        labels={{ ...languageNames, ja: 'Japanese' }}
        label="Language"
        languages={['ja', 'en']}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName('Japanese');
    expect(options[1]).toHaveAccessibleName('English');
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is reachable with the Tab key and opens with the keyboard', async () => {
    const onChange = vi.fn();
    renderWithTheme(<LanguageSwitcher value="ja" onChange={onChange} label="Language" />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('en');
  });
});
