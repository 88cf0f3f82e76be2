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
      board,
      needs: board === 'no board' ? 'no board' : `${board}, or no board`,
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
