import {
  ageOptions,
  email,
  type FieldTemplate,
  genderOptions,
  type LabelledOption,
  noSend,
  phone,
  type ResidenceListKind,
  required,
  residenceOptions,
  type SignInValues,
  sameEmail,
  signInValueName,
  type ValidationError,
} from '@venue/ticket-core';
import type { FormatMessage } from '../private/useRuleForm.ts';

/** How the residence area is asked: free text, or one of the domain's lists. */
export type ResidentAreaInput = 'text' | ResidenceListKind;

export type CustomerFieldKind = 'text' | 'email' | 'tel' | 'select' | 'checkbox';

/** One control of the form, built from a field template. */
export interface CustomerField {
  /** The template's field_name (`email_confirm` for the confirmation). */
  fieldName: string;
  /** The form value name (`name`, `acceptMailMagazine`, ...). */
  valueName: string;
  kind: CustomerFieldKind;
  isRequired: boolean;
  autoComplete?: string;
  options?: readonly LabelledOption[];
  validate: (values: SignInValues) => ValidationError | null;
}

/** The form value name of the email confirmation. */
export const emailConfirmValueName = 'emailConfirm';

const text = (values: SignInValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};

const firstError = (...errors: (ValidationError | null)[]) => errors.find((error) => error !== null) ?? null;

function requiredRule(isRequired: boolean, valueName: string) {
  return (values: SignInValues) => (isRequired ? required(text(values, valueName)) : null);
}

/** A select's required rule: the not-selected entry counts as empty. */
function requiredChoice(isRequired: boolean, valueName: string) {
  return (values: SignInValues) => {
    const value = text(values, valueName);
    return isRequired ? required(value === noSend ? '' : value) : null;
  };
}

const autoCompletes: Record<string, string> = {
  fullname: 'name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
};

export interface CustomerFieldOptions {
  residentArea: ResidentAreaInput;
  formatMessage: FormatMessage;
}

/**
 * The controls of the sign-in form, in template order: only displayed fields with a known mapping, the
 * email followed by its confirmation, each with the domain's validation rules.
 */
export function customerFields(
  templates: readonly FieldTemplate[],
  options: CustomerFieldOptions,
): CustomerField[] {
  const fields: CustomerField[] = [];
  const keyed = (list: readonly { value: string; labelKey: string }[]) =>
    list.map(({ value, labelKey }) => ({ value, label: options.formatMessage(labelKey) }));
  for (const { field_name: fieldName, is_display, is_require: isRequired, input_type, items } of templates) {
    const valueName = is_display ? signInValueName(fieldName) : null;
    if (valueName === null) continue;
    const base = { fieldName, valueName, isRequired, autoComplete: autoCompletes[fieldName] };
    if (valueName.endsWith('MailMagazine')) {
      fields.push({ ...base, kind: 'checkbox', isRequired: false, validate: () => null });
    } else if (fieldName === 'email') {
      fields.push({
        ...base,
        kind: 'email',
        validate: (values) =>
          firstError(requiredRule(isRequired, valueName)(values), email(text(values, valueName))),
      });
      fields.push({
        fieldName: 'email_confirm',
        valueName: emailConfirmValueName,
        kind: 'email',
        isRequired,
        autoComplete: 'email',
        validate: (values) =>
          firstError(
            requiredRule(isRequired, emailConfirmValueName)(values),
            sameEmail(text(values, valueName), text(values, emailConfirmValueName)),
          ),
      });
    } else if (fieldName === 'phone') {
      fields.push({
        ...base,
        kind: 'tel',
        validate: (values) =>
          firstError(requiredRule(isRequired, valueName)(values), phone(text(values, valueName))),
      });
    } else {
      const choices =
        fieldName === 'age'
          ? keyed(ageOptions)
          : fieldName === 'gender'
            ? keyed(genderOptions)
            : fieldName === 'resident_area' && options.residentArea !== 'text'
              ? residenceOptions(options.residentArea)
              : input_type === 'select' && items?.length
                ? items.map((item) => ({ value: item, label: item }))
                : undefined;
      fields.push(
        choices
          ? { ...base, kind: 'select', options: choices, validate: requiredChoice(isRequired, valueName) }
          : { ...base, kind: 'text', validate: requiredRule(isRequired, valueName) },
      );
    }
  }
  return fields;
}

/**
 * Starting values: mail magazines not accepted (opt-in: the visitor ticks the box; the spec's "Mail
 * magazine default is true" pre-ticked it), lists not selected.
 */
export function initialValues(fields: readonly CustomerField[]): Record<string, string | boolean> {
  return Object.fromEntries(
    fields.map((field) => [
      field.valueName,
      field.kind === 'checkbox' ? false : field.options?.[0]?.value === noSend ? noSend : '',
    ]),
  );
}

/** The message key of a field's label, e.g. `signin.field.fullname`. */
export const fieldLabelKey = (fieldName: string) => `signin.field.${fieldName}`;

/** The message key of the mark beside a required field's label. */
export const requiredMarkKey = 'signin.required';
