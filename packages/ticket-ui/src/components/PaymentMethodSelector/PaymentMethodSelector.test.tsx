import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleMethods } from './fixtures.ts';
import { paymentMethodLayouts } from './PaymentMethodSelector.css.ts';
import { PaymentMethodSelector } from './PaymentMethodSelector.tsx';

describe('PaymentMethodSelector', () => {
  it.each(paymentMethodLayouts)('is a labelled radio group in the %s layout', async (layout) => {
    const { container } = renderWithTheme(
      <PaymentMethodSelector label="Payment method" methods={sampleMethods} layout={layout} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(sampleMethods.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('emits the method id on click and from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <PaymentMethodSelector label="Payment method" methods={sampleMethods} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /PayPay/ }));
    expect(onChange).toHaveBeenLastCalledWith('gmo_paypay');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('gmo_d_pay');
    expect(screen.getByRole('radio', { name: 'd払い' })).toBeChecked();
  });

  it('follows the controlled value and shows the error and empty messages', () => {
    const { rerender } = renderWithTheme(
      <PaymentMethodSelector label="Payment method" methods={sampleMethods} value="gmo_apple_pay" />,
    );
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    rerender(
      <PaymentMethodSelector
        label="Payment method"
        methods={[]}
        value={null}
        emptyMessage="No payment method"
        errorMessage="Choose a payment method"
      />,
    );
    expect(screen.getByText('No payment method')).toBeInTheDocument();
    expect(screen.getByText('Choose a payment method')).toBeInTheDocument();
  });
});
