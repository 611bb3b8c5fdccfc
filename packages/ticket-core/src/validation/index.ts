export * from './cardRules.ts';
export * from './contactRules.ts';
export * from './schemas.ts';
export * from './textRules.ts';
export {
  type ValidationError,
  type ValidationKey,
  type Validator,
  validationKeys,
} from './validationError.ts';
