export { optionPickerLayouts } from './OptionPicker.css.ts';
export { OptionPicker, type OptionPickerProps, type ProductOption } from './OptionPicker.tsx';
