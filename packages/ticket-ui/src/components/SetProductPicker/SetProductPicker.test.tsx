import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleSetProducts } from './fixtures.ts';
import { setProductLayouts } from './SetProductPicker.css.ts';
import { SetProductPicker, type SetProductPickerProps } from './SetProductPicker.tsx';

const userEvent = userEventLib.setup({ delay: null });
const [tote, cafe] = sampleSetProducts as [(typeof sampleSetProducts)[0], (typeof sampleSetProducts)[0]];

const base: SetProductPickerProps = {
  label: 'Set products',
  products: sampleSetProducts,
  formatYen: (yen) => `${yen} yen`,
  formatLimits: (min, max) => `${min}-${max} per order`,
  soldOutLabel: 'Sold out',
  increaseLabel: 'Increase',
  decreaseLabel: 'Decrease',
};

describe('SetProductPicker', () => {
  it.each(setProductLayouts)(
    'shows each product with a named quantity field in the %s layout',
    async (layout) => {
      const { container } = renderWithTheme(<SetProductPicker {...base} layout={layout} />);
      expect(screen.getByRole('group', { name: 'Set products' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: tote.name })).toHaveValue('0');
      expect(screen.getByText('1500 yen')).toBeInTheDocument();
      expect(screen.getByText('2-6 per order')).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('jumps from none to the minimum and back, and stops at the maximum', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SetProductPicker {...base} onChange={onChange} />);
    const cafeField = screen.getByRole('textbox', { name: cafe.name });
    await userEvent.click(cafeField);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ [cafe.uuid]: 2 });
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ [cafe.uuid]: 0 });
    await userEvent.keyboard('{End}');
    expect(cafeField).toHaveValue('6');
  });

  it('disables sold-out products', () => {
    renderWithTheme(<SetProductPicker {...base} products={[{ ...tote, isSoldOut: true }]} />);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: tote.name })).toBeDisabled();
  });

  it('shows a product without a picture as text only, with no empty image box', () => {
    const { imageUrl: _, ...bare } = tote;
    const { container } = renderWithTheme(<SetProductPicker {...base} products={[bare, cafe]} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: tote.name })).toBeInTheDocument();
  });

  it('shows the empty message', () => {
    renderWithTheme(<SetProductPicker {...base} products={[]} emptyMessage="No set products" />);
    expect(screen.getByText('No set products')).toBeInTheDocument();
  });
});
