// Input quoted back in an error message: short (a megabyte line is not echoed), control
// characters escaped (a NUL byte is shown as \u0000, never written to a terminal).

/** Longest piece of the input an error message repeats. */
export const QUOTE_MAX = 60;

export function quoteInput(text: string): string {
  const chars = [...text];
  const shown = chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX - 1).join('')}…` : text;
  return JSON.stringify(shown);
}
