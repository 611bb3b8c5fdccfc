import { useRef, useState } from 'react';
import type { Page } from '../app/pages.ts';
import { fieldErrorText, handleError, type Where } from './handleError.ts';

export interface SubmitOptions {
  /** Shows a failure on the screen itself (beside a field, as the screen's own state): true when it did. */
  shown?: (error: unknown) => boolean;
  /** Where a failure is handed to the error catalogue, when not the hook's `where` (a checkout's phase). */
  where?: Where;
}

/**
 * A `shown` for failures the catalogue shows beside their field (`fieldErrorText`), on the screen whose
 * `page` it is where the catalogue would send the visitor back to it: `show` puts the text there.
 */
export const besideField = (where: Where, show: (text: string) => void, page?: Page) => (error: unknown) => {
  const text = fieldErrorText(error, where, page);
  if (text) show(text);
  return text !== null;
};

/**
 * A form's submit: `run` marks it as submitting while `action` runs (the button waits) and ignores a
 * second submit meanwhile; a failure the screen does not show itself (`shown`) goes to `handleError`
 * for where the visitor is.
 */
export function useSubmit(where: Where) {
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const run = async (action: () => Promise<void>, options: SubmitOptions = {}) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await action();
    } catch (error) {
      if (!options.shown?.(error)) handleError(error, options.where ?? where);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };
  return { submitting, run };
}
