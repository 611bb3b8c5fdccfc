import { email as emailRule, required } from '@venue/ticket-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One email address field: its text, and core's required and email rules run on input and on blur
 * (spec section 5), their message shown once the visitor has typed, left the field or submitted.
 * `fieldProps` goes onto ticket-ui's TextField.
 */
export function useEmailField() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  /** The server's refusal of the address as sent, shown until the visitor changes it. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = required(text) ?? emailRule(text.trim());
  const message = touched && problem ? t(problem.key, problem.params) : refusal;
  return {
    /** The address as it is sent: the text without surrounding spaces. */
    address: text.trim(),
    /** Shows the field's message, if any, and says whether the address may be sent. */
    check: () => {
      setTouched(true);
      return problem === null;
    },
    clear: () => {
      setText('');
      setTouched(false);
      setRefusal(null);
    },
    /** Shows the server's refusal of this address beside the field. */
    refuse: setRefusal,
    fieldProps: {
      name: 'email',
      type: 'email',
      autoComplete: 'email',
      value: text,
      errorMessage: message,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        setTouched(true);
        setRefusal(null);
      },
      onBlur: () => setTouched(true),
    },
  };
}
