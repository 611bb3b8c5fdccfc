/** One field per row, or the expiry and security code side by side. */
export const cardFormLayouts = ['stacked', 'inline'] as const;

export { formGrid as form, fullRow as wide } from '../private/formGrid.css.ts';
