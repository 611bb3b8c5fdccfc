export { Select, type SelectOption, type SelectProps, type SelectSize, selectSizes } from './Select.tsx';
