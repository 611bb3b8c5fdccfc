import type { FieldTemplate, SignInValues } from '@venue/ticket-core';
import { type ReactNode, type Ref, type SyntheticEvent, useMemo, useRef, useState } from 'react';
import { Checkbox, CheckboxButton, CheckboxField, FieldError, Form } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/index.ts';
import { type FormatMessage, useRuleForm } from '../private/useRuleForm.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './CustomerForm.css.ts';
import {
  type CustomerField,
  customerFields,
  fieldLabelKey,
  initialValues,
  type ResidentAreaInput,
  requiredMarkKey,
} from './customerFields.ts';

/** Keeps a press on a link inside a checkbox's label from reaching the checkbox, so the link opens. */
function keepToLinks(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.stopPropagation();
}

/** A required "I agree to the terms" checkbox; both texts already translated. */
export interface CustomerFormTerms {
  /** The checkbox label, which may hold a link to the terms. */
  label: ReactNode;
  /** Shown when the form is submitted without accepting the terms. */
  requiredMessage: string;
}

export interface CustomerFormProps {
  /** One field a row, or two columns on wide screens. */
  layout?: (typeof styles.customerFormLayouts)[number];
  /** Field templates of GET /field_templates. */
  templates: readonly FieldTemplate[];
  /** Translates a message key with its params: labels, list entries and validation messages. */
  formatMessage: FormatMessage;
  /** Free text, or one of the residence lists (a select on ja). */
  residentArea?: ResidentAreaInput;
  /** Values by form value name (controlled). */
  value?: SignInValues;
  /** Starting values by form value name (uncontrolled). */
  defaultValue?: SignInValues;
  onChange?: (values: SignInValues) => void;
  /** Called with the values once every field passes its rules. */
  onSubmit: (values: SignInValues) => void;
  submitLabel: string;
  /** While the submitted values are being sent: the submit button waits. */
  isPending?: boolean;
  /** Placeholder of unanswered selects. */
  selectPlaceholder?: string;
  /** The terms of use the visitor must accept before submitting (spec: /sign-in "terms"). */
  terms?: CustomerFormTerms;
  ref?: Ref<HTMLFormElement>;
}

/**
 * The customer information form built from the field templates. Every rule of the domain runs on input
 * and on blur; submitting checks all fields, focuses the first invalid one, or emits the values.
 */
export function CustomerForm({
  templates,
  formatMessage,
  residentArea = 'text',
  value,
  defaultValue,
  onChange,
  onSubmit,
  submitLabel,
  isPending = false,
  selectPlaceholder,
  terms,
  layout,
  ref,
}: CustomerFormProps) {
  const fields = useMemo(
    () => customerFields(templates, { residentArea, formatMessage }),
    [templates, residentArea, formatMessage],
  );
  const initial = useMemo(() => initialValues(fields), [fields]);
  const [stored, setStored] = useControlledState<SignInValues>(value, defaultValue ?? {}, onChange);
  const values: SignInValues = { ...initial, ...stored };
  const { touch, errorOf, submitHandler } = useRuleForm(
    values,
    fields.map((field) => [field.valueName, field.validate] as const),
    formatMessage,
  );
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const termsInput = useRef<HTMLInputElement>(null);
  const termsError = terms && termsTouched && !termsAccepted ? terms.requiredMessage : undefined;
  const submitAccepted = (submitted: SignInValues) => {
    if (terms && !termsAccepted) termsInput.current?.focus();
    else onSubmit(submitted);
  };
  const update = (name: string, next: string | boolean) => {
    setStored({ ...values, [name]: next });
    touch(name);
  };

  const labelOf = (field: CustomerField) => (
    <>
      {formatMessage(fieldLabelKey(field.fieldName))}
      {field.isRequired ? (
        // Seen, not read: the field itself is announced as required, so the name stays "Full name".
        <span className={styles.requiredMark} aria-hidden="true">
          {formatMessage(requiredMarkKey)}
        </span>
      ) : null}
    </>
  );

  return (
    <Form
      ref={ref}
      className={styles.form({ layout })}
      onSubmit={(event) => {
        setTermsTouched(true);
        submitHandler(submitAccepted)(event);
      }}
      validationBehavior="aria"
    >
      {fields.map((field) => {
        const name = field.valueName;
        const current = values[name];
        if (field.kind === 'checkbox') {
          return (
            <Checkbox
              key={name}
              name={name}
              className={styles.checkbox}
              isSelected={current === true || current === 'true'}
              onChange={(selected) => update(name, selected)}
              data-field={name}
            >
              <span className={styles.box} aria-hidden="true">
                {current === true || current === 'true' ? '✓' : null}
              </span>
              {formatMessage(fieldLabelKey(field.fieldName))}
            </Checkbox>
          );
        }
        if (field.kind === 'select') {
          return (
            <Select
              key={name}
              name={name}
              label={labelOf(field)}
              options={field.options ?? []}
              value={typeof current === 'string' ? current : ''}
              onChange={(next) => update(name, next)}
              onBlur={() => touch(name)}
              isRequired={field.isRequired}
              errorMessage={errorOf(name)}
              placeholder={selectPlaceholder}
            />
          );
        }
        return (
          <TextField
            key={name}
            name={name}
            label={labelOf(field)}
            type={field.kind}
            autoComplete={field.autoComplete}
            value={typeof current === 'string' ? current : ''}
            onChange={(event) => update(name, event.target.value)}
            onBlur={() => touch(name)}
            aria-required={field.isRequired || undefined}
            errorMessage={errorOf(name)}
          />
        );
      })}
      {terms ? (
        <CheckboxField
          className={styles.terms}
          isSelected={termsAccepted}
          onChange={(accepted) => {
            setTermsAccepted(accepted);
            setTermsTouched(true);
          }}
          inputRef={termsInput}
          isRequired
          isInvalid={Boolean(termsError)}
        >
          <CheckboxButton className={styles.checkbox}>
            <span className={styles.box} aria-hidden="true">
              {termsAccepted ? '✓' : null}
            </span>
            {/* Its links open the terms: a press on one is the link's, not the checkbox's. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: it only stops its links' events from reaching the checkbox; it does nothing itself. */}
            <span
              onKeyDown={keepToLinks}
              onPointerDown={keepToLinks}
              onPointerUp={keepToLinks}
              onMouseDown={keepToLinks}
              onMouseUp={keepToLinks}
              onClick={keepToLinks}
            >
              {terms.label}
            </span>
          </CheckboxButton>
          <FieldError className={styles.error}>{termsError}</FieldError>
        </CheckboxField>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" fullWidth isDisabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
