export { buttonSizes, buttonVariants } from '../private/button.css.ts';
export { Button, type ButtonProps } from './Button.tsx';
