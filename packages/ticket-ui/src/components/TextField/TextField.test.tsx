import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { TextField } from './TextField.tsx';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email address"
      type="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      errorMessage={value.includes('@') || value === '' ? null : 'Enter a valid email address.'}
    />
  );
}

describe('TextField', () => {
  it('is a textbox named by its label, axe-clean', async () => {
    const { container } = renderWithTheme(<TextField label="Reservation number" name="number" />);
    expect(screen.getByRole('textbox', { name: 'Reservation number' })).toHaveAttribute('name', 'number');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces its error, tied to the field, while the value is invalid', async () => {
    const { container } = renderWithTheme(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'hanako');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.type(field, '@example.com');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
