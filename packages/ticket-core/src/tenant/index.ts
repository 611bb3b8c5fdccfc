export * from './tagManagerId.ts';
export * from './tenantConfig.ts';
export * from './waitingRoom.ts';
