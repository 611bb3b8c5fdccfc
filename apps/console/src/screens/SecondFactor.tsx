import { Button, QrCode } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, needsSignIn } from '../api/consoleApi.ts';
import { CodeField } from '../app/CodeField.tsx';
import * as styles from '../app/console.css.ts';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';

/**
 * A manager's own second factor: set up with a QR code of the secret (and the secret as text, to type
 * in), on once a code from the app confirms it; off with a current code.
 */
export function SecondFactor() {
  const { t } = useTranslation();
  const { api, signedOut } = useConsole();
  const current = useCall((signal) => api.getConsoleSession({ signal }), 'second-factor');
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setOutcome(null);
    try {
      await run();
      setOutcome({ ok: true, text: done });
      setSetup(null);
      setCode('');
      current.reload();
    } catch (failure) {
      if (needsSignIn(failure)) signedOut();
      setOutcome({ ok: false, text: t(errorKeyOf(failure)) });
    }
  };
  const start = async () => {
    setOutcome(null);
    try {
      setSetup(await api.startConsoleSecondFactor());
    } catch (failure) {
      setOutcome({ ok: false, text: t(errorKeyOf(failure)) });
    }
  };
  const on = current.value?.second_factor ?? false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (on) void act(() => api.removeConsoleSecondFactor({ body: { code } }), t('secondFactor.turnedOff'));
    else void act(() => api.confirmConsoleSecondFactor({ body: { code } }), t('secondFactor.turnedOn'));
  };
  const codeField = <CodeField value={code} onChange={setCode} />;
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('secondFactor.title')}</h1>
      <p className={outcome && !outcome.ok ? styles.error : styles.muted} role="status">
        {outcome?.text ?? ''}
      </p>
      <section className={styles.card} aria-busy={current.loading}>
        <p>{t(on ? 'secondFactor.isOn' : 'secondFactor.isOff')}</p>
        {on ? (
          <form onSubmit={submit}>
            <p className={styles.muted}>{t('secondFactor.offHint')}</p>
            {codeField}
            <Button type="submit" variant="secondary">
              {t('secondFactor.turnOff')}
            </Button>
          </form>
        ) : setup ? (
          <form onSubmit={submit}>
            <p>{t('secondFactor.scan')}</p>
            <QrCode value={setup.uri} label={t('secondFactor.qrLabel')} size="medium" />
            <p>
              {t('secondFactor.secretText')} <code className={styles.code}>{setup.secret}</code>
            </p>
            {codeField}
            <Button type="submit">{t('secondFactor.turnOn')}</Button>
          </form>
        ) : current.value ? (
          <Button onPress={start}>{t('secondFactor.setUp')}</Button>
        ) : null}
      </section>
    </main>
  );
}
