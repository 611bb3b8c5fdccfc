export { productPickerLayouts } from './ProductPicker.css.ts';
export { type ProductChoice, ProductPicker, type ProductPickerProps } from './ProductPicker.tsx';
