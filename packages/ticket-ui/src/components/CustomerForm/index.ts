export { customerFormLayouts } from './CustomerForm.css.ts';
export { CustomerForm, type CustomerFormProps, type CustomerFormTerms } from './CustomerForm.tsx';
export {
  emailConfirmValueName,
  type FormatMessage,
  fieldLabelKey,
  type QuestionnaireField,
  type ResidentAreaInput,
  requiredMarkKey,
} from './customerFields.ts';
