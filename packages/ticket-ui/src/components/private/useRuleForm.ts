import type { ValidationError } from '@venue/ticket-core';
import { type FormEvent, useState } from 'react';

/** Translates a message key with its params (labels, list entries, validation messages). */
export type FormatMessage = (key: string, params?: Record<string, string | number>) => string;

/** A field's rules over all the form's values; null when it passes. */
export type FieldRule<V> = (values: V) => ValidationError | null;

/**
 * Runs each field's rules once the field has been typed in or left (spec 5: "Validation runs on input
 * and on blur"), and on submit checks every field, focusing the first invalid one (marked with
 * `data-field`) or handing the values on.
 */
export function useRuleForm<V>(
  values: V,
  rules: ReadonlyArray<readonly [name: string, rule: FieldRule<V>]>,
  formatMessage: FormatMessage,
) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (name: string) => setTouched((names) => (names.has(name) ? names : new Set(names).add(name)));
  const errorOf = (name: string): string | undefined => {
    const rule = rules.find(([field]) => field === name)?.[1];
    const error = touched.has(name) && rule ? rule(values) : null;
    return error ? formatMessage(error.key, error.params) : undefined;
  };
  const submitHandler = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(new Set(rules.map(([name]) => name)));
    const invalid = rules.find(([, rule]) => rule(values) !== null)?.[0];
    if (invalid === undefined) return onValid(values);
    event.currentTarget.querySelector<HTMLElement>(`[data-field="${invalid}"] :is(input, button)`)?.focus();
  };
  return { touch, errorOf, submitHandler };
}
