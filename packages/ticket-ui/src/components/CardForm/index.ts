export { cardFormLayouts, cardNameRules } from './CardForm.css.ts';
export { CardForm, type CardFormLabels, type CardFormProps } from './CardForm.tsx';
export type { CardNameRule, CardValues } from './cardRules.ts';
