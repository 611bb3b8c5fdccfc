import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageCodes, languageNames } from '@venue/ticket-core';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
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

  it('builds its list only when first opened; Enter opens it, and Escape leaves the focus on the switcher', async () => {
    const onChange = vi.fn();
    // Radix Select, even closed, builds its list as it mounts, rendering again for each option.
    let renders = 0;
    renderWithTheme(
      <Profiler id="switcher" onRender={() => (renders += 1)}>
        <LanguageSwitcher value="en" onChange={onChange} label="Language" />
      </Profiler>,
    );
    expect(renders).toBe(1);
    const closed = screen.getByRole('combobox', { name: 'Language' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(closed).toHaveTextContent('English');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
