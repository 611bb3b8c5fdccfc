import { type Ref, useMemo } from 'react';
import { cx } from '../private/cx.ts';
import * as styles from './QrCode.css.ts';
import { qrPath } from './qrPath.ts';

export interface QrCodeProps extends styles.QrCodeVariants {
  /** The text encoded (a URL to open, a ticket's `qr_code`). */
  value: string;
  /** Accessible name of the image, already translated. */
  label: string;
  /** Extra class, e.g. a card's own placement of its code. */
  className?: string;
  ref?: Ref<SVGSVGElement>;
}

/**
 * A QR code drawn as one SVG path (error correction M, the standard quiet zone), dark on white whatever
 * the theme so scanners read it. Without `size` it takes the size its container gives it.
 */
export function QrCode({ value, label, size, className, ref }: QrCodeProps) {
  const symbol = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      className={cx(styles.qrCode({ size }), className)}
      shapeRendering="crispEdges"
    >
      {/* Scanners need dark modules on a light ground whatever the theme. */}
      <rect width={symbol.size} height={symbol.size} fill="white" />
      <path d={symbol.path} fill="black" />
    </svg>
  );
}
