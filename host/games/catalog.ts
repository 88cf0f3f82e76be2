// The games the host can start, described for the new-game form: what board each is played on,
// whether each connected board can hold it (with its default options), its players and its
// options' schema. Fits are worked out once per game and board size.
import type { BoardProfile } from '../../hardware/index.ts';
import { boardOf, games, seededRng, type AnyGame } from '../../rules/index.ts';
import { planGame, sensesCorners } from '../game-plan.ts';
import type { GameInfo } from '../host-types.ts';
import { placeAreas } from './placement.ts';

export interface CatalogBoard { id: string; profile: BoardProfile }

export class Catalog {
  private readonly fitOf = new Map<string, string | null>();

  list(boards: readonly CatalogBoard[]): GameInfo[] {
    return Object.values(games).map((game) => this.info(game, boards));
  }

  private info(game: AnyGame, boards: readonly CatalogBoard[]): GameInfo {
    const board = boardOf(game);
    const info: GameInfo = {
      id: game.id,
      title: game.title,
      names: game.names ?? { en: game.title, ja: game.title },
      board,
      needs: needsOf(game, board),
      fits: Object.fromEntries(boards.map((b) => [b.id, this.fit(game, b.profile)])),
      players: game.about?.players ?? [1, 1],
      status: game.about?.status ?? 'playable',
      options: game.optionSchema ?? null,
    };
    if (game.about?.notes !== undefined) info.notes = game.about.notes;
    return info;
  }

  /** Null when the game with its default options can be started on a board of this profile, else why not. */
  private fit(game: AnyGame, profile: BoardProfile): string | null {
    const key = `${game.id}\u0000${profile.rows}x${profile.cols}${sensesCorners(profile) ? 'c' : ''}`;
    if (this.fitOf.has(key)) return this.fitOf.get(key)!;
    const plan = planGame({ gameId: game.id, board: profile, rng: seededRng(0) });
    let why: string | null;
    if (!plan.ok) why = plan.error;
    else if (plan.value.shape.areas.length === 0) why = `${game.id} is played without a board`;
    else {
      const placed = placeAreas(plan.value.shape.areas, [{ id: 'board', rows: profile.rows, cols: profile.cols, ...(sensesCorners(profile) ? { corners: true } : {}) }]);
      why = placed.ok ? null : placed.error;
    }
    this.fitOf.set(key, why);
    return why;
  }
}

/**
 * What a game needs, in words for the new-game form: a game of areas (regions of a board) needs a
 * board that holds its largest area; every game can be played on no board.
 */
function needsOf(game: AnyGame, board: string): string {
  if (board === 'no board') {
    // Some games with no board of their own still light one when started on it (the stick games).
    const onOne = game.parseOptions({}, { rows: 9, cols: 9 });
    return onOne.ok && game.geometry(onOne.value) !== null ? 'no board (a board may show it)' : 'no board';
  }
  if (board !== 'regions') return `${board}, or no board`;
  const options = game.parseOptions({});
  const largest = options.ok ? game.geometry(options.value) : null;
  return largest === null ? 'a board, or no board' : `a board of ${largest.rows}×${largest.cols} or more, or no board`;
}
