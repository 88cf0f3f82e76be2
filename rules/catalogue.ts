// Every game the project knows, for `tabletop games` and the dashboard: the registered games,
// described from their contract (`about`, geometry, areas, score), and the games a rulebook
// describes that cannot be played yet, listed as data.
import type { AnyGame, GameAbout, Geometry } from './contract.ts';
import { oldCetkaikListing } from './cetkaik/old/index.ts';
import { games } from './registry.ts';
import { rokusaiListing } from './rokusai/listing.ts';
import { seededRng } from './rng.ts';

export type GameStatus = GameAbout['status'] | 'not playable';

export interface GameListing {
  id: string;
  title: string;
  /** The rulebook or source it follows, in words. */
  source: string;
  /** `9×9`, `any size (9×9 by default)`, `regions` (areas placed on boards), or `no board`. */
  board: string;
  status: GameStatus;
  /** Fewest and most players; null where the source does not say. */
  players: [number, number] | null;
  /** A variant of a registered game: the options that start it (`--options`). */
  options?: Record<string, unknown>;
  /** Whether `tabletop score` can score its positions. */
  score: boolean;
  notes?: string;
}

/**
 * Games a rulebook describes that cannot be played (yet): too much of them is missing, or they
 * need what the product does not have. Add one here when a rulebook is read and left for later.
 */
export const NOT_PLAYABLE: readonly (GameListing & { status: 'not playable' })[] = [
  { id: rokusaiListing.id, title: rokusaiListing.title, source: rokusaiListing.source, board: 'unknown', status: 'not playable', players: null, score: false, notes: rokusaiListing.notes },
];

/** Variants of registered games that a rulebook describes as games of their own. */
export const VARIANTS: readonly GameListing[] = [
  {
    id: oldCetkaikListing.game,
    options: { ...oldCetkaikListing.options },
    title: oldCetkaikListing.title,
    source: oldCetkaikListing.source,
    board: '9×9',
    status: oldCetkaikListing.status,
    players: [...oldCetkaikListing.players] as [number, number],
    score: false,
    notes: oldCetkaikListing.notes,
  },
];

const size = (g: Geometry): string => `${g.rows}×${g.cols}${g.corners ? ' with corners' : ''}`;

/** The board a game is played on, in words, from its geometry under default options. */
export function boardOf(game: AnyGame): string {
  const options = game.parseOptions({});
  if (!options.ok) return game.areas !== undefined ? 'regions' : 'set by its options';
  const geometry: Geometry | null = game.geometry(options.value);
  if (geometry === null) return game.areas !== undefined ? 'regions' : 'no board';
  // A game of areas that starts with one area the size of its board (Scarabya's shared site)
  // plays on a board of that size; other areas are laid as regions over the boards given.
  if (game.areas !== undefined) {
    const areas = game.startAreas?.(options.value) ?? game.areas(game.setup(options.value, seededRng(1)));
    const whole = areas.length === 1 && areas[0].rows === geometry.rows && areas[0].cols === geometry.cols;
    return whole ? size(geometry) : 'regions';
  }
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

/** Every game: the registered ones in registry order, their variants, then the ones that cannot be played. */
export function catalogue(): GameListing[] {
  return [...Object.values(games).map(listingOf), ...VARIANTS, ...NOT_PLAYABLE];
}
