// Options, validated from JSON; unknown keys and bad values are errors.
//   {"version": 1|2|3, "players": 2, "mission": 1|2|3, "symbols": false, "faceUp": false,
//    "draws": "dealt"|"entered", "data": {…the contents of a data file…}}
import { ok, type Geometry, type Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { DEMO_DATA, layoutFor, parseData } from './data.ts';
import type { Mission, TerraOptions, Version } from './types.ts';

const KEYS = ['version', 'players', 'mission', 'symbols', 'faceUp', 'draws', 'data'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message: string) => fail('bad-options', message);

export function parseOptions(json: unknown, board?: Geometry): Result<TerraOptions> {
  const input = json === undefined || json === null ? {} : json;
  if (!isObject(input)) return bad('options must be a JSON object');
  const unknown = Object.keys(input).filter((k) => !KEYS.includes(k));
  if (unknown.length > 0) return bad(`unknown option "${unknown[0]}" (known: ${KEYS.join(', ')})`);
  const { version = 1, mission = null, symbols = false, faceUp = false, draws = 'dealt' } = input;
  if (version !== 1 && version !== 2 && version !== 3) return bad('"version" must be 1 (base game), 2 (Horus and burial goods) or 3 (Nile and oases)');
  if (mission !== null && mission !== 1 && mission !== 2 && mission !== 3) return bad('"mission" must be 1, 2 or 3 (cooperative), or absent');
  if (mission !== null && version !== 1) return bad('the cooperative missions are played with the base game (version 1)');
  const players = input.players ?? 2;
  const least = mission === null ? 2 : 1;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < least || players > 4) return bad(`"players" must be ${least} to 4${mission === null ? ' (1 only in a cooperative mission)' : ''}`);
  if (typeof symbols !== 'boolean' || typeof faceUp !== 'boolean') return bad('"symbols" and "faceUp" must be true or false');
  if (draws !== 'dealt' && draws !== 'entered') return bad('"draws" must be "dealt" (a virtual shuffle) or "entered" (the players say what they turned up)');
  let data = DEMO_DATA;
  if (input.data !== undefined) {
    const parsed = parseData(input.data);
    if (!parsed.ok) return bad(parsed.error.message);
    data = parsed.value;
  }
  const layout = layoutFor(data, version);
  if (board !== undefined && (board.rows < layout.rows || board.cols < layout.cols)) {
    return bad(`the ${layout.rows}×${layout.cols} board does not fit on a ${board.rows}×${board.cols} board`);
  }
  return ok({ version: version as Version, players, mission: mission as Mission | null, symbols, faceUp, draws, data });
}
