// Turns command-line or script input (game id, options JSON, board name, position) into a
// ready game: everything validated, every problem a clear message.
import { builtinProfiles, type BoardProfile } from '../hardware/index.ts';
import { findGame, games, type AnyGame, type Geometry, type Rng } from '../rules/index.ts';
import { GameSession, type Sticks } from './session/session.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

export interface GamePlan {
  game: AnyGame;
  options: unknown;
  profile: BoardProfile;
  sticks: Sticks;
  state: unknown;
}

export function profileByName(name: string): Checked<BoardProfile> {
  const profile = builtinProfiles[name];
  if (profile) return { ok: true, value: profile };
  return { ok: false, error: `unknown board "${name}"; known boards: ${Object.keys(builtinProfiles).join(', ')}` };
}

/** A built-in board of the game's size (the plainest one). */
export function profileFitting(geometry: Geometry): Checked<BoardProfile> {
  const fits = Object.values(builtinProfiles)
    .filter((p) => p.rows === geometry.rows && p.cols === geometry.cols)
    .sort((a, b) => (a.buttons?.length ?? 0) - (b.buttons?.length ?? 0));
  if (fits[0]) return { ok: true, value: fits[0] };
  return { ok: false, error: `no built-in board is ${geometry.rows}×${geometry.cols}; name one with "board"` };
}

export function planGame(input: {
  gameId: string;
  options?: unknown;
  /** A built-in board by name, or a profile (a connected board's). */
  board?: string | BoardProfile;
  position?: unknown;
  rng: Rng;
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
  const options = game.parseOptions(gameOptions, profile && { rows: profile.rows, cols: profile.cols });
  if (!options.ok) return { ok: false, error: `options for ${game.id}: ${options.error.message}` };
  const geometry = game.geometry(options.value);
  if (geometry === null) return { ok: false, error: `${game.id} is played without a board, which this host cannot run yet` };
  if (profile === undefined) {
    const fitting = profileFitting(geometry);
    if (!fitting.ok) return fitting;
    profile = fitting.value;
  } else if (profile.rows !== geometry.rows || profile.cols !== geometry.cols) {
    return { ok: false, error: `${game.id} needs a ${geometry.rows}×${geometry.cols} board; "${profile.id}" is ${profile.rows}×${profile.cols}` };
  }

  let state: unknown;
  if (input.position !== undefined) {
    const parsed = game.parsePosition(input.position, options.value);
    if (!parsed.ok) return { ok: false, error: `position: ${parsed.error.message}` };
    state = parsed.value;
  } else {
    state = game.setup(options.value, input.rng);
  }
  return { ok: true, value: { game, options: options.value, profile, sticks, state } };
}

export function sessionFor(plan: GamePlan, rng: Rng): GameSession {
  return new GameSession({ game: plan.game, state: plan.state, rng, sticks: plan.sticks });
}

