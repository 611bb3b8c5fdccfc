export { type ProductChoice, ProductPicker, type ProductPickerProps } from './ProductPicker.tsx';
export { productPickerLayouts } from './ProductPicker.css.ts';
