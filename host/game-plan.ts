// Turns command-line or script input (game id, options JSON, board name, position) into a
// ready game: everything validated, every problem a clear message.
import { builtinProfiles, type BoardProfile } from '../hardware/index.ts';
import { findGame, games, type AnyGame, type Geometry, type Rng } from '../rules/index.ts';
import { shapeOf, type GameShape } from './games/shape.ts';
import { GameSession, type Sticks } from './session/session.ts';

import type { HostErrorCode } from './errors.ts';

/** A result: the value, or what went wrong (with a stable code where the host gives one). */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; code?: HostErrorCode };

export interface GamePlan {
  game: AnyGame;
  options: unknown;
  /** The board it is played on (the one named, or a built-in that holds it); null for a game with no board. */
  profile: BoardProfile | null;
  sticks: Sticks;
  state: unknown;
  shape: GameShape;
}

export function profileByName(name: string): Checked<BoardProfile> {
  const profile = builtinProfiles[name];
  if (profile) return { ok: true, value: profile };
  return { ok: false, error: `unknown board "${name}"; known boards: ${Object.keys(builtinProfiles).join(', ')}` };
}

/** A board senses grid corners (a second layer of sensors) when its profile says so. */
export function sensesCorners(profile: BoardProfile): boolean {
  return profile.corners === true;
}

/**
 * A built-in board of the game's size (the plainest one); with `atLeast`, the smallest that holds
 * it. The error says only what is missing: how to name a board is the caller's to say (a script's
 * "board", the CLI's --board).
 */
export function profileFitting(geometry: Geometry, atLeast = false): Checked<BoardProfile> {
  const plainest = (a: BoardProfile, b: BoardProfile) => a.rows * a.cols - b.rows * b.cols || (a.buttons?.length ?? 0) - (b.buttons?.length ?? 0) || Number(sensesCorners(a)) - Number(sensesCorners(b));
  const fits = Object.values(builtinProfiles)
    .filter((p) => (atLeast ? p.rows >= geometry.rows && p.cols >= geometry.cols : p.rows === geometry.rows && p.cols === geometry.cols))
    .filter((p) => !geometry.corners || sensesCorners(p))
    .sort(plainest);
  if (fits[0]) return { ok: true, value: fits[0] };
  return { ok: false, error: `no built-in board is ${geometry.rows}×${geometry.cols}${atLeast ? ' or larger' : ''}` };
}

export function planGame(input: {
  gameId: string;
  options?: unknown;
  /** A built-in board by name, or a profile (a connected board's); none for a game played without boards. */
  board?: string | BoardProfile;
  position?: unknown;
  rng: Rng;
  /** Played on no board at all (every move entered): no built-in board need hold it. */
  noBoard?: boolean;
}): Checked<GamePlan> {
  const game = findGame(input.gameId);
  if (!game) return { ok: false, error: `unknown game "${input.gameId}"; games: ${Object.keys(games).join(', ')}` };
  const raw = input.options ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'options must be a JSON object' };
  // How casts are made is the host's business, not the rules': take it out before the game sees them.
  const { sticks = 'virtual', ...gameOptions } = raw as Record<string, unknown>;
  if (sticks !== 'virtual' && sticks !== 'physical') return { ok: false, error: `"sticks" must be "virtual" or "physical", not ${JSON.stringify(sticks)}` };

  let profile: BoardProfile | undefined;
  if (typeof input.board === 'string') {
    const named = profileByName(input.board);
    if (!named.ok) return named;
    profile = named.value;
  } else {
    profile = input.board;
  }
  const board = profile && { rows: profile.rows, cols: profile.cols, ...(sensesCorners(profile) ? { corners: true } : {}) };
  const options = game.parseOptions(gameOptions, board);
  if (!options.ok) return { ok: false, error: `options for ${game.id}: ${options.error.message}` };

  let state: unknown;
  if (input.position !== undefined) {
    const parsed = game.parsePosition(input.position, options.value);
    if (!parsed.ok) return { ok: false, error: `position: ${parsed.error.message}` };
    state = parsed.value;
  } else {
    state = game.setup(options.value, input.rng);
  }

  const geometry = game.geometry(options.value);
  // A game of areas is spread over boards (or regions of one); a one-board game smaller than the
  // board named is played on its top-left region, the rest of the board unused.
  const spread = game.areas !== undefined;
  if (geometry === null || input.noBoard === true) {
    profile = undefined;
  } else if (profile === undefined) {
    const fitting = profileFitting(geometry, spread);
    if (!fitting.ok) {
      // A larger board plays it on its top-left region: say which, when there is one.
      const larger = spread ? fitting : profileFitting(geometry, true);
      return { ok: false, error: larger.ok ? `${fitting.error}; name one that holds it with "board" (e.g. "${larger.value.id}")` : fitting.error };
    }
    profile = fitting.value;
  } else if (profile.rows < geometry.rows || profile.cols < geometry.cols) {
    return { ok: false, error: `${game.id} needs a board of at least ${geometry.rows}×${geometry.cols}; "${profile.id}" is ${profile.rows}×${profile.cols}` };
  }
  const shape = shapeOf(game, options.value, state);
  return { ok: true, value: { game, options: options.value, profile: profile ?? null, sticks, state, shape } };
}

export function sessionFor(plan: GamePlan, rng: Rng): GameSession {
  return new GameSession({ shape: plan.shape, state: plan.state, rng, sticks: plan.sticks });
}
