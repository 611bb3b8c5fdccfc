import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { dictionaryFormatter } from '../CustomerForm/fixtures.ts';
import { cardFormLayouts } from './CardForm.css.ts';
import { CardForm, type CardFormProps } from './CardForm.tsx';
import { fixedNow } from './fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });

const formatMessage = dictionaryFormatter({
  'validation.required': 'Required',
  'validation.numeric': 'Digits only',
  'validation.minLength': 'At least {{length}}',
  'validation.cardName': 'Letters and spaces, up to {{length}}',
  'validation.cardNameHalfWidthSpace': 'One space between names',
  'validation.expiry': 'Card expired',
});

function renderCard(props: Partial<CardFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithTheme(
    <CardForm
      labels={{
        number: 'Card number',
        name: 'Name on card',
        expiryMonth: 'Month',
        expiryYear: 'Year',
        securityCode: 'Security code',
        submit: 'Pay',
      }}
      formatMessage={formatMessage}
      now={fixedNow}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { ...view, onSubmit };
}

const box = (name: string) => screen.getByRole('textbox', { name });

async function fill(name: string, text: string) {
  await userEvent.click(box(name));
  await userEvent.paste(text);
}

async function choose(field: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('CardForm', () => {
  it.each(cardFormLayouts)('labels every field in the %s layout', async (layout) => {
    const { container } = renderCard({ layout });
    for (const name of ['Card number', 'Name on card', 'Security code'])
      expect(box(name)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Month/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Year/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks the number and the card name on input', async () => {
    renderCard();
    await userEvent.type(box('Card number'), '4111x');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    await userEvent.type(box('Name on card'), 'Taro 1');
    expect(screen.getByText('Letters and spaces, up to 30')).toBeInTheDocument();
  });

  it('asks for one half-width space with that name rule', async () => {
    renderCard({ nameRule: 'cardNameContainingHalfWidthSpaces' });
    await userEvent.type(box('Name on card'), 'TARO');
    expect(screen.getByText('One space between names')).toBeInTheDocument();
    await userEvent.type(box('Name on card'), ' YAMADA');
    expect(screen.queryByText('One space between names')).not.toBeInTheDocument();
  });

  it('refuses an expiry before the current month in Tokyo', async () => {
    renderCard();
    await choose(/Year/, '2026');
    await choose(/Month/, '11');
    expect(screen.getAllByText('Card expired').length).toBeGreaterThan(0);
    await choose(/Month/, '12');
    expect(screen.queryByText('Card expired')).not.toBeInTheDocument();
  });

  it('accepts a number typed with spaces or hyphens and hands it on as digits', async () => {
    const onChange = vi.fn();
    renderCard({ onChange });
    await userEvent.type(box('Card number'), '4242 42-4');
    expect(box('Card number')).toHaveValue('4242 424');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ number: '4242424' }));
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
  });

  it('keeps the caret in place when a digit is inserted inside the grouped number', async () => {
    renderCard({ defaultValue: { number: '42424242' } });
    const input = box('Card number') as HTMLInputElement;
    expect(input).toHaveValue('4242 4242');
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('1');
    expect(input).toHaveValue('4214 2424 2');
    expect(input.selectionStart).toBe(3);
  });

  it('submits only valid card details', async () => {
    const { onSubmit } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box('Card number')).toHaveFocus();
    await fill('Card number', '4111-1111 1111-1111');
    await fill('Name on card', 'TARO YAMADA');
    await choose(/Month/, '01');
    await choose(/Year/, '2027');
    await fill('Security code', '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledWith({
      number: '4111111111111111',
      name: 'TARO YAMADA',
      expiryMonth: '01',
      expiryYear: '2027',
      securityCode: '123',
    });
  });
});
