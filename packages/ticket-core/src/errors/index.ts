export * from './errorAction.ts';
export * from './errorMessages.ts';
export * from './errorStatuses.ts';
