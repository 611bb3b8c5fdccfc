import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { customerInfo } from '@venue/ticket-core';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { customerFormLayouts } from './CustomerForm.css.ts';
import { CustomerForm, type CustomerFormProps } from './CustomerForm.tsx';
import { dictionaryFormatter, sampleTemplates } from './fixtures.ts';

const formatMessage = dictionaryFormatter({
  'signin.field.fullname': 'Name',
  'signin.field.email': 'Email',
  'signin.field.email_confirm': 'Confirm email',
  'signin.field.phone': 'Phone',
  'signin.field.address': 'Address',
  'signin.field.age': 'Age',
  'signin.field.gender': 'Gender',
  'signin.field.resident_area': 'Residence',
  'signin.field.questionnaire1': 'How did you hear of us',
  'signin.field.questionnaire2': 'Comments',
  'signin.field.mail_magazine': 'Newsletter',
  'signin.field.lab_mail_magazine': 'Lab news',
  'signin.required': '(required)',
  'signin.gender.female': 'Female',
  'validation.required': 'Please fill this in',
  'validation.email': 'Not an email address',
  'validation.sameEmail': 'The emails differ',
  'validation.phone': 'Not a phone number',
});

function renderForm(props: Partial<CustomerFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = renderWithTheme(
    <CustomerForm
      templates={sampleTemplates}
      formatMessage={formatMessage}
      onSubmit={onSubmit}
      submitLabel="Next"
      {...props}
    />,
  );
  return { ...view, onSubmit };
}

const userEvent = userEventLib.setup({ delay: null });

const box = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill(name: RegExp, text: string) {
  await userEvent.click(box(name));
  await userEvent.paste(text);
}

async function fillValid() {
  await fill(/^Name/, 'Hanako Yamada');
  await fill(/^Email/, 'hanako@example.com');
  await fill(/^Confirm email/, 'hanako@example.com');
  await fill(/^Phone/, '03-1234-5678');
  await fill(/^Residence/, 'Tokyo');
}

describe('CustomerForm', () => {
  it.each(customerFormLayouts)('labels every displayed field in the %s layout', async (layout) => {
    const { container } = renderForm({ layout });
    for (const name of [
      /^Name/,
      /^Email/,
      /^Confirm email/,
      /^Phone/,
      /^Address/,
      /^Residence/,
      /^Comments/,
    ]) {
      expect(box(name)).toBeInTheDocument();
    }
    // A required field is named by its label alone ("Name", not "Name(required)") and announced as required.
    expect(box(/^Name$/)).toBeRequired();
    for (const mark of screen.getAllByText('(required)')) expect(mark).toHaveAttribute('aria-hidden', 'true');
    // Opt-in: every newsletter box starts unticked.
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lab news' })).not.toBeChecked();
    expect(screen.queryByText('signin.field.questionnaire3')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('validates on blur and on input with the domain rules', async () => {
    renderForm();
    await userEvent.click(box(/^Name/));
    await userEvent.tab();
    expect(screen.getByText('Please fill this in')).toBeInTheDocument();
    await fill(/^Email/, 'a@b');
    await userEvent.type(box(/^Email/), '@');
    expect(screen.getByText('Not an email address')).toBeInTheDocument();
    await userEvent.type(box(/^Email/), '{Backspace}.jp');
    expect(screen.queryByText('Not an email address')).not.toBeInTheDocument();
    await fill(/^Confirm email/, 'a@b.j');
    expect(screen.getByText('The emails differ')).toBeInTheDocument();
    await userEvent.type(box(/^Phone/), '12');
    expect(screen.getByText('Not a phone number')).toBeInTheDocument();
    expect(box(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses to submit until valid and focuses the first invalid field', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box(/^Name/)).toHaveFocus();
    expect(screen.getAllByText('Please fill this in').length).toBeGreaterThanOrEqual(4);
  });

  it('submits the values, which the domain maps to customer info', async () => {
    const { onSubmit } = renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lab news' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Gender/ }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Female' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values).toMatchObject({ name: 'Hanako Yamada', gender: 'female', acceptLabMailMagazine: true });
    expect(customerInfo(sampleTemplates, values)).toContainEqual({
      key: 'lab_mail_magazine',
      value: 'true',
    });
    expect(customerInfo(sampleTemplates, values)).toContainEqual({ key: 'mail_magazine', value: 'false' });
    expect(customerInfo(sampleTemplates, values)).not.toContainEqual(expect.objectContaining({ key: 'age' }));
  });

  it('blocks submitting until the terms are accepted, with the keyboard too', async () => {
    const { onSubmit, container } = renderForm({
      terms: { label: 'I accept the terms of use', requiredMessage: 'Please accept the terms' },
    });
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    expect(terms).not.toBeChecked();
    expect(terms).toBeRequired();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please accept the terms')).toBeInTheDocument();
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.keyboard(' ');
    expect(terms).toBeChecked();
    expect(screen.queryByText('Please accept the terms')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('opens a link in the terms label without ticking the box', async () => {
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    renderForm({
      terms: {
        label: (
          <>
            I accept the <a href="#/terms">terms of use</a>
          </>
        ),
        requiredMessage: 'Please accept the terms',
      },
    });
    const link = screen.getByRole('link', { name: 'terms of use' });
    link.addEventListener('click', opened);
    await userEvent.click(link);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of use' })).not.toBeChecked();
    await userEvent.click(screen.getByText(/I accept the/));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of use' })).toBeChecked();
  });

  it('shows the terms error beside the field errors when nothing is filled in', async () => {
    const { onSubmit } = renderForm({
      terms: { label: 'I accept the terms of use', requiredMessage: 'Please accept the terms' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box(/^Name/)).toHaveFocus();
    expect(screen.getByText('Please accept the terms')).toBeInTheDocument();
  });

  it('asks the residence area from a list when given one', async () => {
    renderForm({ residentArea: 'fukuoka' });
    expect(screen.queryByRole('textbox', { name: /^Residence/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Residence/ }));
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: '筑豊地域' })).toBeInTheDocument();
  });

  it('follows controlled values', () => {
    renderForm({ value: { name: 'Taro', acceptMailMagazine: true } });
    expect(box(/^Name/)).toHaveValue('Taro');
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  });
});
