export type { FormatMessage } from '../private/useRuleForm.ts';
export { customerFormLayouts } from './CustomerForm.css.ts';
export { CustomerForm, type CustomerFormProps, type CustomerFormTerms } from './CustomerForm.tsx';
export type { ResidentAreaInput } from './customerFields.ts';
