import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageCodes } from '@venue/ticket-core';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme, testThemeClass } from '../../test.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { sampleLanguageLabels } from './languageLabels.ts';

describe('LanguageSwitcher', () => {
  it('lists the six languages by the labels given and reports a new choice', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <LanguageSwitcher value="ja" onChange={onChange} labels={sampleLanguageLabels} label="Language" />,
    );
    const trigger = screen.getByRole('button', { name: /Language/ });
    expect(trigger).toHaveTextContent('日本語');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(trigger);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      languageCodes.map((code) => sampleLanguageLabels[code]),
    );
    expect(screen.getByRole('listbox').closest(`.${testThemeClass}`)).not.toBeNull();
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
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
