export { qrCodeSizes } from './QrCode.css.ts';
export { QrCode, type QrCodeProps } from './QrCode.tsx';
