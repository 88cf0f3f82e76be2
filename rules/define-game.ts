// A game from the members it needs: defaults for the ones a simple game has no use for, so a
// game's folder holds its rules and not boilerplate (docs/GAME-CONTRACT.md, "defineGame").
import { alphaNumericCornerName, parseAlphaNumericCorner } from './cells.ts';
import type { Disambiguation, Game, Json } from './contract.ts';
import { fail } from './fail.ts';

/** The members `defineGame` fills in when a game leaves them out. */
type Defaulted = 'pending' | 'resolve' | 'disambiguate' | 'cellName' | 'parseCell' | 'view' | 'isOver';

/** A game's members, the defaulted ones optional. A game gives `isOver`, `result`, or both. */
export type GameSpec<S, M, O> = Omit<Game<S, M, O>, Defaulted> & Partial<Pick<Game<S, M, O>, Defaulted>>;

/**
 * The game, with these defaults:
 * - `pending`: nothing is ever awaited; `resolve`: refuses (`nothing-pending`);
 * - `disambiguate`: the move when one looks so, else the players choose among them;
 * - `cellName`/`parseCell`: `A1` (column letter from the left, row number from the top), corners `^A1`;
 * - `isOver`: the game has a `result`; `view`: the position, `over`, the `result` and the score sheet.
 */
export function defineGame<S, M, O = Json>(spec: GameSpec<S, M, O>): Game<S, M, O> {
  const { result } = spec;
  const isOver = spec.isOver ?? (result ? (state: S) => result(state) !== null : undefined);
  if (!isOver) throw new TypeError(`game ${spec.id}: give isOver or result`);
  const game: Game<S, M, O> = {
    pending: () => null,
    resolve: () => fail('nothing-pending', `${spec.title} waits for no cast, choice or entry`),
    disambiguate: pickAmong,
    cellName: alphaNumericCornerName,
    parseCell: parseAlphaNumericCorner,
    view: (state) => defaultView(game, state),
    ...spec,
    isOver,
  };
  return game;
}

function pickAmong<M>(_state: unknown, moves: M[]): Disambiguation<M> {
  if (moves.length === 1) return { move: moves[0] };
  return { choice: { prompt: 'Which move was played?', options: moves, words: { en: 'Which move was played?', ja: 'どの手を指しましたか？' } } };
}

function defaultView<S, M, O>(game: Game<S, M, O>, state: S): Json {
  const position = game.formatPosition(state);
  const fields = position !== null && typeof position === 'object' && !Array.isArray(position) ? position : { position };
  const result = game.result?.(state) ?? null;
  const sheet = game.score?.(state);
  return {
    ...fields,
    over: game.isOver(state),
    result: result && { winner: result.winner, scores: result.scores, reason: result.reason },
    ...(sheet ? { scores: sheet.scores } : {}),
  } as Json;
}
