/* The header's language switcher, in a chunk of its own: the layout loads it lazily. */
export { LanguageSwitcher } from '@venue/ticket-ui';
