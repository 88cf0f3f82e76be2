// Options of 行山: {"players": 2} (2 to 4); optionally the owner's `deck` (card names), `routes`
// (square names, one route per player ending on ZO), `rice` and `coins` to start with.
import { ok } from '../contract.ts';
import type { Geometry, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { DEMO_DECK, parseDeck } from './cards.ts';
import { DEFAULT_ROUTES, SIZE, parseRoutes } from './route.ts';
import type { GyozanOptions } from './types.ts';

const KEYS = ['players', 'deck', 'routes', 'rice', 'coins'];
/** Reading: what each player starts with (the book does not say). */
export const START_RICE = 10;
export const START_COINS = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const whole = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

export function parseGyozanOptions(json: unknown, board?: Geometry): Result<GyozanOptions> {
  if (board !== undefined && (board.rows !== SIZE || board.cols !== SIZE)) {
    return fail('board-size', `行山 is played on the 9×9 Cetkaik board, not ${board.rows}×${board.cols}`);
  }
  const input = json === undefined || json === null ? {} : json;
  if (!isRecord(input)) return fail('bad-option', 'options must be a JSON object');
  for (const key of Object.keys(input)) if (!KEYS.includes(key)) return fail('unknown-option', `unknown option ${JSON.stringify(key)} (known: ${KEYS.join(', ')})`);
  const players = input.players ?? 2;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) return fail('bad-option', 'players must be 2 to 4');
  let deck = DEMO_DECK;
  if (input.deck !== undefined) {
    const parsed = parseDeck(input.deck);
    if (!parsed.ok) return parsed;
    deck = parsed.value;
  }
  let routes = DEFAULT_ROUTES.slice(0, players);
  if (input.routes !== undefined) {
    const parsed = parseRoutes(input.routes, players);
    if (!parsed.ok) return parsed;
    routes = parsed.value;
  }
  const rice = input.rice ?? START_RICE;
  const coins = input.coins ?? START_COINS;
  if (!whole(rice, 10_000) || !whole(coins, 10_000)) return fail('bad-option', 'rice and coins are whole numbers, 0 or more');
  return ok(
    Object.freeze({
      players,
      deck: Object.freeze(deck.map((c) => Object.freeze({ ...c }))),
      demoDeck: input.deck === undefined,
      routes: Object.freeze(routes.map((r) => Object.freeze([...r]))),
      demoRoutes: input.routes === undefined,
      startRice: rice,
      startCoins: coins,
    }),
  );
}
