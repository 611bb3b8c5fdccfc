export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher.tsx';
