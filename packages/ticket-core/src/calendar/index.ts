export * from './bestRecordPerDay.ts';
export * from './dayState.ts';
export * from './monthBlock.ts';
export * from './slotStock.ts';
export * from './tokyoDate.ts';
