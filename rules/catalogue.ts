// Every game the project knows, for `tabletop games` and the dashboard: the registered games,
// described from their contract (`about`, geometry, areas, score), and the games a rulebook
// describes that cannot be played yet, listed as data.
import type { AnyGame, GameAbout, Geometry } from './contract.ts';
import { games } from './registry.ts';

export type GameStatus = GameAbout['status'] | 'not playable';

export interface GameListing {
  id: string;
  title: string;
  /** The rulebook or source it follows, in words. */
  source: string;
  /** `9×9`, `any size (9×9 by default)`, `regions` (areas placed on boards), or `no board`. */
  board: string;
  status: GameStatus;
  players: [number, number];
  /** Whether `tabletop score` can score its positions. */
  score: boolean;
  notes?: string;
}

/**
 * Games a rulebook describes that cannot be played (yet): too much of them is missing, or they
 * need what the product does not have. Add one here when a rulebook is read and left for later.
 */
export const NOT_PLAYABLE: readonly (GameListing & { status: 'not playable' })[] = [];

const size = (g: Geometry): string => `${g.rows}×${g.cols}${g.corners ? ' with corners' : ''}`;

/** The board a game is played on, in words, from its geometry under default options. */
export function boardOf(game: AnyGame): string {
  if (game.areas !== undefined) return 'regions';
  const options = game.parseOptions({});
  if (!options.ok) return 'set by its options';
  const geometry: Geometry | null = game.geometry(options.value);
  if (geometry === null) return 'no board';
  // A game that takes the size of the board it is given plays on any board.
  const bigger = { rows: geometry.rows + 1, cols: geometry.cols + 1 };
  const onBigger = game.parseOptions({}, bigger);
  const adapts = onBigger.ok && game.geometry(onBigger.value)?.rows === bigger.rows;
  return adapts ? `any size (${size(geometry)} by default)` : size(geometry);
}

export function listingOf(game: AnyGame): GameListing {
  const about: GameAbout | undefined = game.about;
  const listing: GameListing = {
    id: game.id,
    title: game.title,
    source: about?.source ?? 'not stated',
    board: boardOf(game),
    status: about?.status ?? 'playable',
    players: about?.players ?? [1, 1],
    score: game.score !== undefined,
  };
  if (about?.notes !== undefined) listing.notes = about.notes;
  return listing;
}

/** Every game: the registered ones in registry order, then the ones that cannot be played. */
export function catalogue(): GameListing[] {
  return [...Object.values(games).map(listingOf), ...NOT_PLAYABLE];
}
