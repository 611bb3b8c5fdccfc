import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleProductImage, sampleProducts } from './fixtures.ts';
import { productPickerLayouts } from './ProductPicker.css.ts';
import { ProductPicker } from './ProductPicker.tsx';

describe('ProductPicker', () => {
  it.each(productPickerLayouts)('is a labelled radio group in the %s layout', async (layout) => {
    const { container } = renderWithTheme(
      <ProductPicker label="Ticket" products={sampleProducts} layout={layout} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Ticket' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('emits the product id on click and from the keyboard, skipping a disabled product', async () => {
    const onChange = vi.fn();
    renderWithTheme(<ProductPicker label="Ticket" products={sampleProducts} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /入館チケット/ }));
    expect(onChange).toHaveBeenLastCalledWith(sampleProducts[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(sampleProducts[1]?.id);
    expect(screen.getByRole('radio', { name: /年間パスポート/ })).toBeDisabled();
    expect(screen.getByText('売り切れ')).toBeInTheDocument();
  });

  it('keeps an image column only on products that have an image', () => {
    renderWithTheme(
      <ProductPicker
        label="Ticket"
        products={[
          { id: 'a', name: 'Pictured', imageSrc: sampleProductImage },
          { id: 'b', name: 'Plain', imageSrc: null },
        ]}
      />,
    );
    const card = (name: RegExp) => screen.getByRole('radio', { name }).closest('label');
    const pictured = card(/Pictured/);
    const plain = card(/Plain/);
    expect(pictured).toHaveAttribute('data-has-image');
    expect(pictured?.querySelector('img')).toHaveAttribute('src', sampleProductImage);
    expect(plain).not.toHaveAttribute('data-has-image');
    expect(plain?.querySelector('img')).toBeNull();
    // Beside the hidden radio input, the text is the card's only part: no empty gutter.
    const parts = Array.from(plain?.children ?? []).filter((part) => part.tagName !== 'INPUT');
    expect(parts).toHaveLength(1);
  });

  it('shows the empty message when nothing is on sale', () => {
    renderWithTheme(<ProductPicker label="Ticket" products={[]} emptyMessage="No tickets on this date" />);
    expect(screen.getByText('No tickets on this date')).toBeInTheDocument();
  });
});
