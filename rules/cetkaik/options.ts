// Options of the Cetkaik game, validated from JSON: `ruleset`, `seasons`, `firstMovers`, `bot`.
// Unknown keys and bad values are errors; the board, when known, must be 9×9.
import { ok } from '../contract.ts';
import type { Geometry, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import type { Side } from './pieces.ts';
import { RULESETS } from './types.ts';
import type { CetkaikOptions, Ruleset } from './types.ts';

const KEYS = new Set(['ruleset', 'seasons', 'firstMovers', 'bot']);
const BOT_PLAYS = ['easy', 'normal', 'strong', 'greedy', 'random'];

export const DEFAULT_OPTIONS: CetkaikOptions = Object.freeze({
  ruleset: 'y1huap1',
  seasons: 4,
  firstMovers: null,
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const badOption = (message: string) => fail('bad-option', message);

export function parseOptions(json: unknown, board?: Geometry): Result<CetkaikOptions> {
  if (board !== undefined && (board.rows !== 9 || board.cols !== 9)) {
    return fail('board-size', `Cetkaik is played on a 9×9 board, not ${board.rows}×${board.cols}`);
  }
  const input = json === undefined || json === null ? {} : json;
  if (!isRecord(input)) return badOption('options must be a JSON object');
  for (const key of Object.keys(input)) {
    if (!KEYS.has(key)) {
      return fail('unknown-option', `unknown option ${JSON.stringify(key)} (known: ruleset, seasons, firstMovers, bot)`);
    }
  }

  const ruleset = input.ruleset ?? DEFAULT_OPTIONS.ruleset;
  if (typeof ruleset !== 'string' || !RULESETS.includes(ruleset as Ruleset)) {
    return badOption(`ruleset must be one of ${RULESETS.join(', ')}`);
  }

  const seasons = input.seasons ?? DEFAULT_OPTIONS.seasons;
  if (seasons !== 1 && seasons !== 2 && seasons !== 4) return badOption('seasons must be 1, 2 or 4');

  let firstMovers: Side[] | null = null;
  if (input.firstMovers !== undefined && input.firstMovers !== null) {
    const list = input.firstMovers;
    if (!Array.isArray(list) || list.some((side) => side !== 'A' && side !== 'IA')) {
      return badOption('firstMovers must be a list of "A" and "IA", one per season');
    }
    if (list.length > seasons) {
      return badOption(`firstMovers names ${list.length} seasons but the game has ${seasons}`);
    }
    firstMovers = Object.freeze([...list]) as Side[];
  }

  let bot: CetkaikOptions['bot'];
  // An empty object (the new-game form with no side picked) seats nobody, as null does.
  if (input.bot !== undefined && input.bot !== null && !(isRecord(input.bot) && Object.keys(input.bot).length === 0)) {
    const b = input.bot;
    if (!isRecord(b) || Object.keys(b).some((k) => k !== 'side' && k !== 'level') || (b.side !== 'A' && b.side !== 'IA')) {
      return badOption('bot must be {"side": "A" or "IA", "level": LEVEL}');
    }
    const level = b.level ?? 'normal';
    if (typeof level !== 'string' || !BOT_PLAYS.includes(level)) return badOption(`bot level must be one of ${BOT_PLAYS.join(', ')}`);
    if (ruleset === 'old') return badOption('the bot plays the modern rulesets, not 古机戦 (ruleset "old")');
    bot = Object.freeze({ side: b.side, level: level as NonNullable<CetkaikOptions['bot']>['level'] });
  }

  return ok(Object.freeze({ ruleset: ruleset as Ruleset, seasons, firstMovers, ...(bot ? { bot } : {}) }));
}
