import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { CouponInput, type CouponInputProps, couponInputLayouts } from './CouponInput.tsx';

const userEvent = userEventLib.setup({ delay: null });

function renderCoupon(props: Partial<CouponInputProps> = {}) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  const view = renderWithTheme(
    <CouponInput
      label="Coupon code"
      applyLabel="Apply"
      removeLabel="Remove"
      formatRemoveLabel={(name) => `Remove ${name}`}
      onApply={onApply}
      onRemove={onRemove}
      {...props}
    />,
  );
  return { ...view, onApply, onRemove };
}

describe('CouponInput', () => {
  it.each(couponInputLayouts)('is a labelled field with an apply button in the %s layout', async (layout) => {
    const { container } = renderCoupon({ layout });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('applies the trimmed code by button and by Enter', async () => {
    const { onApply } = renderCoupon();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), ' WINTER ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith('WINTER');
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), '{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
  });

  it('shows the error text on the field, described by it and announced', () => {
    renderCoupon({ defaultValue: 'NOPE', errorMessage: 'This coupon does not exist' });
    const field = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This coupon does not exist');
    expect(screen.getByRole('alert')).toHaveTextContent('This coupon does not exist');
  });

  it('shows the applied coupon and removes it by its code', async () => {
    const { onRemove, container } = renderCoupon({
      appliedCoupon: { code: 'WINTER', name: 'Winter campaign', discountLabel: '-500 yen' },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Coupon code' })).toHaveTextContent('Winter campaign -500 yen');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Winter campaign' }));
    expect(onRemove).toHaveBeenCalledWith('WINTER');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('blocks both actions while pending', async () => {
    const { onApply } = renderCoupon({ defaultValue: 'WINTER', isPending: true });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), '{Enter}');
    expect(onApply).not.toHaveBeenCalled();
  });
});
