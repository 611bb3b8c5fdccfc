import { assignInlineVars } from '@vanilla-extract/dynamic';
import { toHex } from 'color2k';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/Button/index.ts';
import { vars } from '../contract.css.ts';
import { contrastChecks } from '../contrastChecks.ts';
import { rootClass } from '../root.css.ts';
import type { ThemeTokens } from '../tokens.ts';
import * as styles from './ThemePlayground.css.ts';
import {
  colourErrors,
  colourInputs,
  fontInputs,
  headerInputs,
  inputsFromTokens,
  radiusInputs,
  type ThemeInputs,
  themeInputsText,
  tokensFromInputs,
} from './themeInputs.ts';

export interface ThemePlaygroundProps {
  /** The chosen tenant's theme, where the inputs start. */
  start: ThemeTokens;
  /** What is shown in the theme being made. */
  children: ReactNode;
}

/** A colour as `<input type="color">` takes it (#rrggbb, no alpha). */
const pickerValue = (colour: string) => toHex(colour).slice(0, 7);

/** One input: its label, a colour picker for colours (showing `picker`, the last valid colour), a text field. */
function Field(props: { label: string; value: string; picker?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      {props.picker === undefined ? (
        <span />
      ) : (
        <input
          type="color"
          aria-label={`${props.label} picker`}
          value={pickerValue(props.picker)}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      <input
        id={id}
        className={styles.textInput}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        spellCheck={false}
      />
    </div>
  );
}

/** A group of free-text inputs (fonts, radii), changed as one object. */
function TextGroup<Name extends string>(props: {
  legend: string;
  names: readonly Name[];
  values: Record<Name, string>;
  onChange: (values: Record<Name, string>) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{props.legend}</legend>
      {props.names.map((name) => (
        <Field
          key={name}
          label={name}
          value={props.values[name]}
          onChange={(value) => props.onChange({ ...props.values, [name]: value })}
        />
      ))}
    </fieldset>
  );
}

/**
 * Edits a tenant's brand inputs live: the preview shows `children` in the theme they make (the theme
 * contract's variables set inline over the tenant's), the contrast checks follow, and the inputs copy
 * out as the `makeTheme` call of a tenant's theme.css.ts.
 */
export function ThemePlayground({ start, children }: ThemePlaygroundProps) {
  const [initial] = useState(() => inputsFromTokens(start));
  const [inputs, setInputs] = useState(initial);
  /** The last inputs whose colours all parse: what the preview shows while a colour is being typed. */
  const [valid, setValid] = useState(initial);
  const [copyStatus, setCopyStatus] = useState('');
  const errors = colourErrors(inputs);
  const tokens = tokensFromInputs(valid);
  const text = themeInputsText(valid, initial);

  const update = (next: ThemeInputs) => {
    setInputs(next);
    setCopyStatus('');
    if (colourErrors(next).length === 0) setValid(next);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus('Copied to the clipboard.');
    } catch {
      setCopyStatus('The clipboard is not available here: select the text below and copy it.');
    }
  };

  return (
    <div className={styles.page}>
      <form className={styles.controls} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.group}>
          <legend>Colours</legend>
          {colourInputs.map((name) => (
            <Field
              key={name}
              label={name}
              value={inputs[name]}
              picker={valid[name]}
              onChange={(value) => update({ ...inputs, [name]: value })}
            />
          ))}
          {headerInputs.map((name) => (
            <Field
              key={name}
              label={`header ${name}`}
              value={inputs.header[name]}
              picker={valid.header[name]}
              onChange={(value) => update({ ...inputs, header: { ...inputs.header, [name]: value } })}
            />
          ))}
          {errors.map((message) => (
            <p key={message} className={styles.error} role="alert">
              {message}
            </p>
          ))}
        </fieldset>
        <TextGroup
          legend="Fonts"
          names={fontInputs}
          values={inputs.font}
          onChange={(font) => update({ ...inputs, font })}
        />
        <TextGroup
          legend="Corner radius"
          names={radiusInputs}
          values={inputs.radius}
          onChange={(radius) => update({ ...inputs, radius })}
        />
        <table className={styles.checks}>
          <caption>Text contrast (WCAG AA: 4.5:1)</caption>
          <tbody>
            {contrastChecks(tokens.color).map((check) => (
              <tr key={check.name}>
                <th scope="row" className={styles.cell}>
                  {check.name}
                </th>
                <td className={styles.cell}>
                  <span
                    className={styles.sample}
                    style={{ color: check.foreground, background: check.background }}
                  >
                    Aa あ
                  </span>
                </td>
                <td className={styles.cell}>{check.ratio.toFixed(2)}:1</td>
                <td className={styles.cell}>{check.passes ? 'passes' : 'fails'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button variant="primary" onPress={copy}>
          Copy theme inputs
        </Button>
        <p role="status">{copyStatus}</p>
        <pre className={styles.code}>{text}</pre>
      </form>
      <div className={`${rootClass} ${styles.preview}`} style={assignInlineVars(vars, tokens)}>
        {children}
      </div>
    </div>
  );
}
