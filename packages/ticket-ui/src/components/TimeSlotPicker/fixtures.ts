import type { TimeSlot } from './TimeSlotPicker.tsx';

/** Fixed slots for stories and tests. */
export const sampleSlots: TimeSlot[] = [
  { id: 101, timeLabel: '10:00 ~ 11:00', remainingStock: 40, isFewStock: false },
  { id: 102, timeLabel: '11:00 ~ 12:00', remainingStock: 3, isFewStock: true },
  { id: 103, timeLabel: '12:00 ~ 13:00', remainingStock: 0, isFewStock: false },
  { id: 104, timeLabel: '13:00 ~ 14:00', remainingStock: 25, isFewStock: false },
];
