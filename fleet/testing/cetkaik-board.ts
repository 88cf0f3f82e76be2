// A person at a host's simulated board in the in-process remote Cetkaik tests (virtual time for the
// board, real time for the broker): makes a move with the pieces from its footprint, and puts the
// pieces where the game says they stand.
import { expect } from 'vitest';
import { footprintOf, cetkaikSquareName, type AnyGame } from '../../rules/index.ts';
import { BOARD, type RemotePlayer } from './remote-rig.ts';

type Player = RemotePlayer<string>;

export const rulesOf = (p: Player): { game: AnyGame; state: unknown } => p.t.host.gameState(p.game)!;
export const names = (cells: Iterable<number>): string[] => [...cells].map(cetkaikSquareName);

/** Virtual time passes for the board (its settle time). */
export async function settle(p: Player): Promise<void> {
  await p.t.clock.advanceBy(150);
}

/** The person moves the pieces of `move` (in notation): lifts (the captured piece first), then places. */
export async function make(p: Player, move: string): Promise<void> {
  const { game, state } = rulesOf(p);
  const parsed = game.parseMove(move, state);
  if (!parsed.ok) throw new Error(`${p.seat} cannot read ${move}: ${parsed.error.message}`);
  const fp = footprintOf(game, state, parsed.value);
  for (const cells of [names(fp.touch), names(fp.lift)]) {
    if (cells.length === 0) continue;
    expect(p.t.host.simulate(BOARD, 'lift', cells).ok).toBe(true);
    await settle(p);
  }
  expect(p.t.host.simulate(BOARD, 'place', [...names(fp.fill), ...names(fp.touch)]).ok).toBe(true);
  await settle(p);
}

/** The pieces put where the game says they stand (a failed stepping move's piece goes back, a new season set up). */
export async function tidy(p: Player): Promise<void> {
  const { game, state } = rulesOf(p);
  const want = new Set(names(game.occupancy(state)));
  const have = new Set(p.t.host.board(BOARD)!.occupancy);
  const lift = [...have].filter((c) => !want.has(c));
  const place = [...want].filter((c) => !have.has(c));
  if (lift.length > 0) { p.t.host.simulate(BOARD, 'lift', lift); await settle(p); }
  if (place.length > 0) { p.t.host.simulate(BOARD, 'place', place); await settle(p); }
}
