// Input quoted back in an error message: short (a megabyte line is not echoed), control
// characters escaped (a NUL byte is shown as \u0000, never written to a terminal).

/** Longest piece of the input an error message repeats, "…" included. */
export const QUOTE_MAX = 60;

/** DEL and the C1 controls (U+0080–U+009F, e.g. U+009B, a terminal's CSI): JSON leaves them raw. */
const UNESCAPED_CONTROL = /[\u007f-\u009f]/g;

export function quoteInput(text: string): string {
  // Cut on code points: never half a surrogate pair.
  const chars = [...text];
  const shown = chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX - 1).join('')}…` : text;
  return JSON.stringify(shown).replace(UNESCAPED_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
