export { countPickerLayouts } from './CountPicker.css.ts';
export {
  CountPicker,
  CountPickerItem,
  type CountPickerItemProps,
  CountPickerRoot,
  type CountPickerRootProps,
} from './CountPicker.tsx';
