import type { LabelledOption } from '@venue/ticket-core';
import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { usePortalThemeClass } from '../ThemeProvider/index.ts';
import * as styles from './CustomerForm.css.ts';

export interface SelectFieldProps {
  label: ReactNode;
  name: string;
  options: readonly LabelledOption[];
  /** The chosen value; '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  errorMessage?: string;
  placeholder?: string;
}

/** A labelled select over react-aria's Select, its popover themed like the page. */
export function SelectField({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  isRequired,
  errorMessage,
  placeholder,
}: SelectFieldProps) {
  const portalClass = usePortalThemeClass();
  return (
    <Select
      className={styles.field}
      name={name}
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      onBlur={onBlur}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      placeholder={placeholder}
      data-field={name}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={`${portalClass} ${styles.popover}`}>
        <ListBox items={options.map((option) => ({ id: option.value, ...option }))}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
