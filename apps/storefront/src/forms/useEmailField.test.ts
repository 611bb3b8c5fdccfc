import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEmailField } from './useEmailField.ts';

const type = (field: ReturnType<typeof useEmailField>, text: string) =>
  act(() => field.fieldProps.onChange({ target: { value: text } }));

describe('useEmailField', () => {
  it('says nothing until the visitor types, leaves the field or submits', () => {
    const { result } = renderHook(() => useEmailField());
    expect(result.current.fieldProps.errorMessage).toBeNull();
    act(() => result.current.fieldProps.onBlur());
    expect(result.current.fieldProps.errorMessage).not.toBeNull();
  });

  it('refuses an empty or malformed address on submit and shows why', () => {
    const { result } = renderHook(() => useEmailField());
    let valid = true;
    act(() => {
      valid = result.current.check();
    });
    expect(valid).toBe(false);
    expect(result.current.fieldProps.errorMessage).not.toBeNull();
    type(result.current, 'hanako@');
    expect(result.current.check()).toBe(false);
  });

  it('sends the address without surrounding spaces, and clears back to untouched', () => {
    const { result } = renderHook(() => useEmailField());
    type(result.current, '  hanako@example.com ');
    expect(result.current.fieldProps.errorMessage).toBeNull();
    expect(result.current.check()).toBe(true);
    expect(result.current.address).toBe('hanako@example.com');
    act(() => result.current.clear());
    expect(result.current.fieldProps.value).toBe('');
    expect(result.current.fieldProps.errorMessage).toBeNull();
  });
});
