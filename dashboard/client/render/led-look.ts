// How an LED's colour is drawn on the page: its hue at full brightness (the host dims LEDs to stay
// under the current cap), its strength as opacity. One look for the board and for its key.
export type Rgb = { r: number; g: number; b: number };

/** The LED's hue at full brightness. */
export function displayColour(rgb: Rgb): string {
  const top = Math.max(rgb.r, rgb.g, rgb.b, 1);
  const k = 255 / top;
  return `rgb(${Math.round(rgb.r * k)}, ${Math.round(rgb.g * k)}, ${Math.round(rgb.b * k)})`;
}

/** How strongly it glows: a dim hint stays dimmer than a strong mark (Scarabya's hints and
 *  centre), yet every lit LED is seen. Curved like the eye, not like the PWM. */
export function displayOpacity(rgb: Rgb): number {
  const level = Math.max(rgb.r, rgb.g, rgb.b) / 255;
  return Math.round((0.25 + 0.65 * level ** 0.7) * 100) / 100;
}
