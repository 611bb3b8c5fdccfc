export { cardFormLayouts } from './CardForm.css.ts';
export { CardForm, type CardFormLabels, type CardFormProps } from './CardForm.tsx';
export { type CardNameRule, type CardValues, cardNameRules } from './cardRules.ts';
