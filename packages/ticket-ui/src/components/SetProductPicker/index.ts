export { setProductLayouts } from './SetProductPicker.css.ts';
export { type SetProductItem, SetProductPicker, type SetProductPickerProps } from './SetProductPicker.tsx';
