import { screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { qrCodeSizes } from './QrCode.css.ts';
import { QrCode } from './QrCode.tsx';
import { qrPath, quietZone } from './qrPath.ts';

const entryUrl = 'https://tickets.example.jp/cancanfactory/#/spot?qr_token=q3VtX2Q9r8sWb1kY0nZp4A';

describe('QrCode', () => {
  it.each(qrCodeSizes)('is a named image of the code at the %s size', async (size) => {
    const { container } = renderWithTheme(<QrCode value={entryUrl} label="Order page code" size={size} />);
    const image = screen.getByRole('img', { name: 'Order page code' });
    const { size: modules, path } = qrPath(entryUrl);
    expect(image).toHaveAttribute('viewBox', `0 0 ${modules} ${modules}`);
    expect(image.querySelector('path')).toHaveAttribute('d', path);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the class it is given beside its own', () => {
    renderWithTheme(<QrCode value={entryUrl} label="Code" className="placed" />);
    expect(screen.getByRole('img', { name: 'Code' })).toHaveClass('placed');
  });

  it('draws exactly the dark modules of the QR code, inside the quiet zone', () => {
    const { modules } = QRCode.create(entryUrl, { errorCorrectionLevel: 'M' });
    const { path, size } = qrPath(entryUrl);
    expect(size).toBe(modules.size + quietZone * 2);
    const dark = Array.from(modules.data).filter(Boolean).length;
    expect(path.match(/M/g)).toHaveLength(dark);
    const starts = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    for (const [x = 0, y = 0] of starts) {
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(quietZone);
      expect(Math.max(x, y)).toBeLessThan(size - quietZone);
    }
    expect(qrPath('another code').path).not.toBe(path);
  });
});
