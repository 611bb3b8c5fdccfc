export * from './admissionKey.ts';
export * from './admissionVerdict.ts';
export * from './checkInWindow.ts';
