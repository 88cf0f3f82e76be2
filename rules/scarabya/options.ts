// Options of Scarabya, validated from JSON. Unknown keys and bad values are errors. Parsed
// options read back as the same options (a quarters site is kept as the cells it gives).
import { ok } from '../contract.ts';
import type { Geometry, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { parseMissions } from './deck.ts';
import { SIDE } from './mask.ts';
import { formatSite, parseSite } from './site.ts';
import { DEFAULT_SUPPLY, TOKEN_VALUES } from './tokens.ts';
import { MODES } from './types.ts';
import type { Mode, ScarabyaOptions } from './types.ts';

const KEYS = new Set(['mode', 'players', 'site', 'siteSeed', 'missions', 'allowFlip', 'firstPlayer', 'tokens']);
const MAX_TOKENS = 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

const badOption = (message: string) => fail('bad-option', message);

function parsePlayers(value: unknown, mode: Mode): Result<number> {
  if (mode === 'standard') {
    if (value === undefined) return ok(1);
    return isIntegerIn(value, 1, 4) ? ok(value) : badOption('players must be 1 to 4 in standard mode');
  }
  const only = mode === 'one-to-one' ? 2 : 1;
  if (value === undefined || value === only) return ok(only);
  return badOption(`${mode} is played by ${only} player${only === 1 ? '' : 's'}`);
}

function parseTokens(value: unknown): Result<number[]> {
  if (value === undefined) return ok(TOKEN_VALUES.map(() => DEFAULT_SUPPLY));
  if (isIntegerIn(value, 0, MAX_TOKENS)) return ok(TOKEN_VALUES.map(() => value));
  if (Array.isArray(value) && value.length === TOKEN_VALUES.length && value.every((n) => isIntegerIn(n, 0, MAX_TOKENS))) {
    return ok(value.slice() as number[]);
  }
  return badOption(`tokens must be a count per value (0–${MAX_TOKENS}) or a list of 4 counts for values 1, 2, 3, 4`);
}

export function parseScarabyaOptions(json: unknown, board?: Geometry): Result<ScarabyaOptions> {
  const input = json === undefined || json === null ? {} : json;
  if (!isRecord(input)) return badOption('options must be a JSON object');
  for (const key of Object.keys(input)) {
    if (!KEYS.has(key)) return fail('unknown-option', `unknown option ${JSON.stringify(key)}`);
  }
  if (board !== undefined && (board.rows < SIDE || board.cols < SIDE)) {
    return fail('board-too-small', `Scarabya needs a ${SIDE}×${SIDE} board, this one is ${board.rows}×${board.cols}`);
  }

  const mode = input.mode ?? 'standard';
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) {
    return badOption(`mode must be one of ${MODES.join(', ')}`);
  }
  const players = parsePlayers(input.players, mode as Mode);
  if (!players.ok) return players;

  const siteJson = input.site ?? null;
  const siteSeed = input.siteSeed ?? null;
  if (siteJson !== null && siteSeed !== null) return badOption('give site or siteSeed, not both');
  let site = null;
  if (siteJson !== null) {
    const parsed = parseSite(siteJson);
    if (!parsed.ok) return badOption(`site: ${parsed.error.message}`);
    site = formatSite(parsed.value);
  }
  if (siteSeed !== null && !isIntegerIn(siteSeed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) {
    return badOption('siteSeed must be an integer');
  }

  let missions = null;
  if (input.missions !== undefined && input.missions !== null) {
    const parsed = parseMissions(input.missions);
    if (!parsed.ok) return parsed;
    missions = parsed.value;
  }

  const allowFlip = input.allowFlip ?? true;
  if (typeof allowFlip !== 'boolean') return badOption('allowFlip must be true or false');

  const firstPlayer = input.firstPlayer ?? 1;
  if (mode === 'one-to-one' ? !isIntegerIn(firstPlayer, 1, 2) : firstPlayer !== 1) {
    return badOption(mode === 'one-to-one' ? 'firstPlayer must be 1 or 2' : 'firstPlayer is for one-to-one only');
  }

  const tokens = parseTokens(input.tokens);
  if (!tokens.ok) return tokens;

  return ok({
    mode: mode as Mode,
    players: players.value,
    site,
    siteSeed,
    missions,
    allowFlip,
    firstPlayer: firstPlayer as number,
    tokens: tokens.value,
  });
}
