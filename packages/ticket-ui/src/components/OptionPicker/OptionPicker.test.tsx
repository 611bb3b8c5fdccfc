import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleOptions } from './fixtures.ts';
import { optionPickerLayouts } from './OptionPicker.css.ts';
import { OptionPicker, type OptionPickerProps } from './OptionPicker.tsx';

const userEvent = userEventLib.setup({ delay: null });

const base: OptionPickerProps = {
  label: 'Options',
  options: sampleOptions,
  formatAddCost: (yen) => `+${yen} yen`,
};

describe('OptionPicker', () => {
  it.each(optionPickerLayouts)(
    'is a labelled group of checkboxes with costs in the %s layout',
    async (layout) => {
      const { container } = renderWithTheme(<OptionPicker {...base} layout={layout} />);
      expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: /音声ガイド \+500 yen/ })).not.toBeChecked();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('emits the chosen option ids by click and by Space', async () => {
    const onChange = vi.fn();
    renderWithTheme(<OptionPicker {...base} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /音声ガイド/ }));
    expect(onChange).toHaveBeenLastCalledWith([11]);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([11, 12]);
    await userEvent.click(screen.getByRole('checkbox', { name: /音声ガイド/ }));
    expect(onChange).toHaveBeenLastCalledWith([12]);
  });

  it('keeps disabled options out of reach and follows the controlled value', async () => {
    const onChange = vi.fn();
    renderWithTheme(<OptionPicker {...base} value={[12]} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: /ポストカード/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /ドリンク/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /ドリンク/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the empty and error messages', () => {
    renderWithTheme(
      <OptionPicker {...base} options={[]} emptyMessage="No options" errorMessage="Choose one" />,
    );
    expect(screen.getByText('No options')).toBeInTheDocument();
    expect(screen.getByText('Choose one')).toBeInTheDocument();
  });
});
