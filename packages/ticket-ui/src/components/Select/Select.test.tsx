import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme, testThemeClass } from '../../../testing/render.tsx';
import { Select, type SelectProps } from './Select.tsx';

const prefectures = [
  { value: '北海道', label: '北海道' },
  { value: '東京都', label: '東京都' },
  { value: '沖縄県', label: '沖縄県' },
];

function renderSelect(props: Partial<SelectProps> = {}) {
  const onChange = vi.fn();
  const result = renderWithTheme(
    <Select
      label="Prefecture"
      options={prefectures}
      value=""
      onChange={onChange}
      placeholder="Please choose"
      {...props}
    />,
  );
  return { onChange, ...result };
}

describe('Select', () => {
  it('is a labelled combobox showing the placeholder, and axe-clean closed and open', async () => {
    renderSelect();
    const trigger = screen.getByRole('combobox', { name: 'Prefecture' });
    expect(trigger).toHaveTextContent('Please choose');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(screen.getByRole('listbox'))).toEqual([]);
  });

  it('lists the options in a portal that carries the theme class, and reports the choice', async () => {
    const { onChange, container } = renderSelect();
    await userEvent.click(screen.getByRole('combobox', { name: 'Prefecture' }));
    const listbox = screen.getByRole('listbox');
    expect(container).not.toContainElement(listbox);
    expect(listbox.closest(`.${testThemeClass}`)).not.toBeNull();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(prefectures.map((p) => p.label));
    await userEvent.click(within(listbox).getByRole('option', { name: '東京都' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('東京都');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('works from the keyboard: Tab to it, open with Enter, move with arrows, choose with Enter', async () => {
    const { onChange } = renderSelect({ value: '北海道' });
    await userEvent.tab();
    const trigger = screen.getByRole('combobox', { name: 'Prefecture' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('北海道');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: '北海道' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('沖縄県');
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape without reporting, and does not report the current value again', async () => {
    const { onChange } = renderSelect({ value: '東京都' });
    const trigger = screen.getByRole('combobox', { name: 'Prefecture' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: '東京都' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names its error and marks itself invalid and required', async () => {
    renderSelect({ errorMessage: 'Please choose one', isRequired: true });
    const trigger = screen.getByRole('combobox', { name: 'Prefecture' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Please choose one');
    expect(await axeViolations()).toEqual([]);
  });

  it('on demand, reads the same before its list is built as after: label, value, error', async () => {
    const onBlur = vi.fn();
    renderSelect({ onDemand: true, value: '東京都', errorMessage: 'Please choose one', onBlur });
    const plain = screen.getByRole('combobox', { name: 'Prefecture' });
    expect(screen.queryByRole('listbox')).toBeNull();
    const read = (trigger: HTMLElement) => ({
      text: trigger.textContent,
      className: trigger.className,
      invalid: trigger.getAttribute('aria-invalid'),
      description: trigger.getAttribute('aria-describedby'),
    });
    const before = read(plain);
    expect(before.invalid).toBe('true');
    expect(plain).toHaveAccessibleDescription('Please choose one');
    plain.focus();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    await userEvent.click(plain);
    expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(read(screen.getByRole('combobox', { name: 'Prefecture' }))).toEqual(before);
  });

  it('keeps a hidden label for assistive technology and marks each option with its language', async () => {
    renderSelect({
      label: 'Language',
      hideLabel: true,
      value: 'ja',
      options: [
        { value: 'ja', label: '日本語', lang: 'ja' },
        { value: 'th', label: 'ไทย', lang: 'th' },
      ],
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('lang'))).toEqual(['ja', 'th']);
  });

  it("gives the style element of the open list the page's CSP nonce", async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'n0nce');
    document.head.append(meta);
    try {
      renderSelect();
      await userEvent.click(screen.getByRole('combobox', { name: 'Prefecture' }));
      const styles = [...document.querySelectorAll('style')].filter((s) =>
        s.textContent?.includes('radix-select'),
      );
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce');
    } finally {
      meta.remove();
    }
  });

  it('sends its value with the form it is in', () => {
    renderWithTheme(
      <form aria-label="Address">
        <Select
          label="Prefecture"
          name="prefecture"
          options={prefectures}
          value="沖縄県"
          onChange={() => {}}
        />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Address' });
    expect(form instanceof HTMLFormElement && new FormData(form).get('prefecture')).toBe('沖縄県');
  });
});
