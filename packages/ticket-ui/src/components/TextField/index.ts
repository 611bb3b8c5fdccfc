export { textFieldFonts, textFieldLayouts, textFieldVariants } from './TextField.css.ts';
export { TextField, type TextFieldProps } from './TextField.tsx';
