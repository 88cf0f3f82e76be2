// Options as JSON: {"toWin": 5}, the captures that win.
import { ok, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { PIECES_PER_SIDE, type HasamiOptions } from './types.ts';

export const DEFAULT_TO_WIN = 5;
/** More than the other side's pieces could never be reached. */
export const MAX_TO_WIN = PIECES_PER_SIDE;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseOptions(json: unknown): Result<HasamiOptions> {
  if (!isObject(json)) return fail('bad-options', 'options must be a JSON object');
  const { toWin = DEFAULT_TO_WIN, ...rest } = json;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return fail('unknown-option', `unknown option ${JSON.stringify(unknown[0].slice(0, 40))} (known: toWin)`);
  if (typeof toWin !== 'number' || !Number.isInteger(toWin) || toWin < 1 || toWin > MAX_TO_WIN) {
    return fail('bad-to-win', `"toWin" must be a whole number from 1 to ${MAX_TO_WIN}`);
  }
  return ok({ toWin });
}
