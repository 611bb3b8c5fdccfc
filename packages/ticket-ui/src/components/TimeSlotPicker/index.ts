export { timeSlotLayouts } from './TimeSlotPicker.css.ts';
export { type TimeSlot, TimeSlotPicker, type TimeSlotPickerProps } from './TimeSlotPicker.tsx';
