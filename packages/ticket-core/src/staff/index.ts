export * from './consoleErrors.ts';
export * from './staffRoles.ts';
