// The kiosk's QR code: drawn from the qrcode package's own modules, every dark one and no other.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { darkModulesOf, QR_MARGIN, qrDrawing } from './qr.ts';

function darkOf(url: string): string[] {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const dark: string[] = [];
  for (let row = 0; row < modules.size; row++) for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) dark.push(`${row},${col}`);
  return dark;
}

describe('the QR code of the player\'s view', () => {
  it('draws exactly the code\'s dark modules, inside a light margin', () => {
    for (const url of ['http://127.0.0.1:8080/', 'http://192.168.1.20:8080/']) {
      const drawing = qrDrawing(url);
      expect(darkModulesOf(drawing.path)).toEqual(darkOf(url));
      expect(drawing.dark).toBe(darkOf(url).length);
      expect(drawing.size).toBe(QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size + 2 * QR_MARGIN);
    }
    // Another address, another code.
    expect(qrDrawing('http://10.0.0.2:8080/').path).not.toBe(qrDrawing('http://10.0.0.3:8080/').path);
  });
});
