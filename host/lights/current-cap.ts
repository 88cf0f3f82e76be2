// Keeps the estimated LED current under the supply's limit: a WS2812 draws about 20 mA per
// colour channel at full brightness, so a board of bright white cells can exceed a USB supply.
import type { Rgb } from '../../hardware/index.ts';

export const MA_PER_CHANNEL = 20;
export const DEFAULT_CAP_MA = 2000;

export function estimateMa(colours: Iterable<Rgb>): number {
  let ma = 0;
  for (const c of colours) ma += ((c.r + c.g + c.b) / 255) * MA_PER_CHANNEL;
  return ma;
}

/** The factor (≤ 1) all colours are scaled by so the estimate stays within capMa. */
export function capFactor(estimatedMa: number, capMa: number): number {
  return estimatedMa <= capMa ? 1 : capMa / estimatedMa;
}

export function scale(c: Rgb, factor: number): Rgb {
  return { r: Math.floor(c.r * factor), g: Math.floor(c.g * factor), b: Math.floor(c.b * factor) };
}
