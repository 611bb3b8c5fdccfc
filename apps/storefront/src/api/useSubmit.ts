import { useState } from 'react';
import { handleError, type Where } from './handleError.ts';

/**
 * A form's submit: `run` marks it as submitting while `action` runs (the button waits), and hands a
 * failure to `handleError` for where the visitor is.
 */
export function useSubmit(where: Where) {
  const [submitting, setSubmitting] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await action();
    } catch (error) {
      handleError(error, where);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, run };
}
