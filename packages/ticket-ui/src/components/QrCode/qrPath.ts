import QRCode from 'qrcode';

/** Quiet zone around the symbol, in modules (the QR standard asks for 4). */
export const quietZone = 4;

/**
 * The dark modules of the text's QR code as one SVG path in module units, and the symbol's full size
 * including the quiet zone. Drawn as React elements, so no markup string is ever injected.
 */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), size: modules.size + quietZone * 2 };
}
