// `start --max-baud N`: the fastest line speed a real board may be switched to after HELLO.
import { BASE_BAUD_RATE, LineSpeed } from '../hardware/index.ts';

export const MAX_BAUD_CHOICES = [BASE_BAUD_RATE, ...Object.keys(LineSpeed).map(Number).sort((a, b) => a - b)];
export const DEFAULT_MAX_BAUD = Math.max(...MAX_BAUD_CHOICES);

/** The speed named, or an error naming the choices. Undefined text: the default (1 000 000). */
export function parseMaxBaud(text: string | undefined): { ok: true; value: number } | { ok: false; error: string } {
  if (text === undefined) return { ok: true, value: DEFAULT_MAX_BAUD };
  const value = Number(text);
  if (MAX_BAUD_CHOICES.includes(value)) return { ok: true, value };
  return { ok: false, error: `--max-baud takes one of ${MAX_BAUD_CHOICES.join(', ')}, not "${text}"` };
}
