// The QR code of the player's view, drawn here (qrcode computes the modules; no network, no
// image service): one SVG path of the dark modules, built as elements, never as markup.
import QRCode from 'qrcode';
import { svg } from '../dom.ts';

/** Light modules around the code: the white box around the SVG adds to it. */
export const QR_MARGIN = 2;

export interface QrDrawing { size: number; /** Every dark module as `M{x} {y}h1v1h-1z`, margin included. */ path: string; dark: number }

/** The code of `url` as one path (error correction M: reads from a screen at an angle). */
export function qrDrawing(url: string): QrDrawing {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QR_MARGIN, path: parts.join(''), dark: parts.length };
}

/** The dark modules a path draws, as `row,col` of the code (for the tests, and to check a drawing). */
export function darkModulesOf(path: string): string[] {
  return [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[2]) - QR_MARGIN},${Number(m[1]) - QR_MARGIN}`);
}

export function qrSvg(url: string, label: string): SVGSVGElement {
  const { size, path, dark } = qrDrawing(url);
  return svg('svg', { viewBox: `0 0 ${size} ${size}`, role: 'img', 'aria-label': label, 'shape-rendering': 'crispEdges', 'data-url': url, 'data-dark': dark },
    svg('rect', { width: size, height: size, fill: '#fff' }),
    svg('path', { d: path, fill: '#000' }));
}
