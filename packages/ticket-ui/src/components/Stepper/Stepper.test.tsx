import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { Stepper } from './Stepper.tsx';

const steps = [
  { id: 'order', label: 'Tickets' },
  { id: 'sign-in', label: 'Details' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirm', label: 'Confirm' },
  { id: 'complete', label: 'Done' },
];

describe('Stepper', () => {
  it('marks steps before the current one complete and the current one for assistive technology', async () => {
    renderWithTheme(<Stepper steps={steps} currentId="payment" label="Purchase steps" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(screen.getByText('Payment')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('navigation', { name: 'Purchase steps' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('follows the order of the steps it is given', () => {
    renderWithTheme(<Stepper steps={[...steps].reverse()} currentId="payment" label="Purchase steps" />);
    expect(screen.getAllByRole('listitem').map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Done');
  });
});
