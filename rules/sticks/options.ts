// Options of the stick games, validated from JSON: {"players": [...], "banker": ..., "balance": 100}.
// Unknown keys and bad values are errors. The board, when the game is started on one, is kept:
// its LEDs show the heads and the running totals (lights.ts), so it must be big enough for them.
import { ok } from '../contract.ts';
import type { Geometry, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { isPlainName, whyNotPlainName } from '../names.ts';
import { boardNeeds } from './lights.ts';
import type { StickGameKind, SticksOptions } from './types.ts';

export const MAX_PLAYERS = 8;
export const MAX_BALANCE = 1_000_000;
export const DEFAULT_BALANCE = 100;
/** Player names key the purses, bets and totals: plain names (../names.ts) of 16 characters at most. */
export const MAX_NAME_LENGTH = 16;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const badOption = (message: string) => fail('bad-option', message);

export function defaultPlayers(kind: StickGameKind): string[] {
  return kind === 'shinyu' ? ['P1', 'P2', 'P3'] : ['P1', 'P2'];
}

export function parseSticksOptions(kind: StickGameKind, json: unknown, board?: Geometry): Result<SticksOptions> {
  const input = json === undefined || json === null ? {} : json;
  if (!isRecord(input)) return badOption('options must be a JSON object');
  const keys = kind === 'shinyu' ? ['players', 'banker', 'balance'] : ['players', 'balance'];
  for (const key of Object.keys(input)) {
    if (!keys.includes(key)) {
      const hint = key === 'banker' ? ' (only 新遊 has a banker)' : '';
      return fail('unknown-option', `unknown option ${JSON.stringify(key)}${hint} (known: ${keys.join(', ')})`);
    }
  }

  const players = input.players ?? defaultPlayers(kind);
  if (!Array.isArray(players) || players.length < 2 || players.length > MAX_PLAYERS) {
    return badOption(`players must be a list of 2 to ${MAX_PLAYERS} names`);
  }
  for (const name of players) {
    if (!isPlainName(name, MAX_NAME_LENGTH)) return badOption(whyNotPlainName(name, 'player name', MAX_NAME_LENGTH));
  }
  if (new Set(players).size !== players.length) return badOption('players must have different names');

  let banker: string | null = null;
  if (kind === 'shinyu') {
    banker = (input.banker ?? players[0]) as string;
    if (typeof banker !== 'string' || !players.includes(banker)) return badOption('banker must be one of the players');
  }

  const balance = input.balance ?? DEFAULT_BALANCE;
  if (typeof balance !== 'number' || !Number.isInteger(balance) || balance < 1 || balance > MAX_BALANCE) {
    return badOption(`balance must be a whole number from 1 to ${MAX_BALANCE}`);
  }

  if (board !== undefined) {
    const needs = boardNeeds(kind, players.length);
    if (board.rows < needs.rows || board.cols < needs.cols) {
      return fail(
        'board-too-small',
        `this board (${board.rows}×${board.cols}) cannot show the sticks and ${players.length} players: it needs ${needs.rows}×${needs.cols}`,
      );
    }
  }

  return ok(
    Object.freeze({
      players: Object.freeze([...(players as string[])]),
      banker,
      balance,
      board: board === undefined ? null : Object.freeze({ rows: board.rows, cols: board.cols }),
    }),
  );
}
