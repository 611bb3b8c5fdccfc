import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';

/**
 * The call an `AuthCard`'s form sends and what the card shows of it: `busy` while it is out, `failure` in
 * words. `send` clears the last failure and runs the call; a failure is shown and its i18n key handed to
 * `failed`, for a form that answers it (asking for a second factor's code).
 */
export function useAuthCall(firstFailure: string | null = null) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(firstFailure);
  const [busy, setBusy] = useState(false);
  const send = async (call: () => Promise<void>, failed?: (key: string) => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      const key = errorKeyOf(error);
      setFailure(t(key));
      failed?.(key);
    } finally {
      setBusy(false);
    }
  };
  return { failure, setFailure, busy, send };
}
