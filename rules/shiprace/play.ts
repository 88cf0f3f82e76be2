// A turn as the contract sees it: the cast is awaited (pending), then one action is played; the
// end comes when a player has brought 20 to the goal and every player has had as many turns.
import { ok } from '../contract.ts';
import type { GameEvent, GameResult, Outcome, Pending, PendingInput, Result, ScoreSheet } from '../contract.ts';
import { fail } from '../fail.ts';
import { formatShipraceMove } from './notation.ts';
import { applyAction, checkAction, ending, freezeRace, playerName, playerToMove, raceOver } from './rules.ts';
import { STICKS } from './types.ts';
import { castWords } from './words.ts';
import type { ShipraceMove, ShipraceState } from './types.ts';

export function pending(state: ShipraceState): Pending | null {
  if (raceOver(state) || state.cast !== null) return null;
  return { kind: 'cast', sticks: STICKS, purpose: `${playerName(playerToMove(state))}'s turn`, words: castWords(state) };
}

export function resolve(state: ShipraceState, input: PendingInput): Result<Outcome<ShipraceState>> {
  if (pending(state) === null) return fail('nothing-pending', raceOver(state) ? 'the game is over' : 'the sticks are cast: take an action');
  if (typeof input !== 'object' || input === null || !('cast' in input)) return fail('bad-input', 'the game waits for a cast of the sticks');
  const heads = input.cast;
  if (typeof heads !== 'number' || !Number.isInteger(heads) || heads < 0 || heads > STICKS) {
    return fail('bad-cast', `a cast of ${STICKS} sticks shows 0 to ${STICKS} heads`);
  }
  const events: GameEvent[] = [{ type: 'cast', heads, purpose: `${playerName(playerToMove(state))}'s turn` }];
  return ok({ state: freezeRace({ ...state, cast: heads }), events });
}

function isMoveShaped(move: unknown): move is ShipraceMove {
  if (typeof move !== 'object' || move === null) return false;
  const m = move as Record<string, unknown>;
  switch (m.type) {
    case 'pass':
      return true;
    case 'unload':
    case 'build':
    case 'supply':
      return typeof m.ship === 'string';
    case 'raid':
      return typeof m.ship === 'string' && typeof m.victim === 'string';
    case 'move':
      return typeof m.ship === 'string' && typeof m.to === 'number' && Number.isInteger(m.to);
    default:
      return false;
  }
}

export function play(state: ShipraceState, move: ShipraceMove): Result<Outcome<ShipraceState>> {
  if (!isMoveShaped(move)) return fail('bad-move', 'not an action of the ship race');
  const checked = checkAction(state, move);
  if (!checked.ok) return checked;
  const player = playerToMove(state);
  const text = formatShipraceMove(move, state);
  const applied = applyAction(state, move);
  const after = freezeRace({ ...applied.state, last: { player, text, heads: state.cast as number } });
  const events: GameEvent[] = applied.notes.map((text): GameEvent => ({ type: 'note', text }));
  if (after.goal[player] !== state.goal[player]) events.push({ type: 'score', scores: goalScores(after), detail: { player: playerName(player) } });
  if (!ending(state) && ending(after)) {
    events.push({ type: 'note', text: `${playerName(player)} has ${after.goal[player]} at the goal: the round is played out, then the game ends` });
  }
  const result = shipraceResult(after);
  if (result !== null) events.push({ type: 'end', ...result });
  return ok({ state: after, events });
}

export function goalScores(state: ShipraceState): Record<string, number> {
  return Object.fromEntries(state.goal.map((g, p) => [playerName(p), g]));
}

/** Most at the goal first; ties keep seat order (the book breaks no tie: they share the win). */
export function score(state: ShipraceState): ScoreSheet {
  const players = state.goal.map((_, p) => p);
  const afloat = (p: number) => state.ships.filter((s) => s.player === p).reduce((sum, s) => sum + s.cargo, 0);
  return {
    scores: goalScores(state),
    breakdown: Object.fromEntries(players.map((p) => [playerName(p), { goal: state.goal[p], start: state.start[p], afloat: afloat(p) }])),
    ranking: players.sort((a, b) => state.goal[b] - state.goal[a] || a - b).map(playerName),
  };
}

export function winners(state: ShipraceState): string[] {
  const best = Math.max(...state.goal);
  return state.goal.flatMap((g, p) => (g === best ? [playerName(p)] : []));
}

/** How the race ended (what its end event says), or null while it goes on. */
export function shipraceResult(state: ShipraceState): GameResult | null {
  if (!raceOver(state)) return null;
  const top = winners(state);
  const best = Math.max(...state.goal);
  const count = state.turn / state.options.players;
  const rounds = `${count} round${count === 1 ? '' : 's'}`;
  const reason =
    top.length === 1
      ? `${top[0]} brought the most to the goal (${best}) after ${rounds}`
      : `${top.join(' and ')} share the win with ${best} at the goal after ${rounds}`;
  return { scores: goalScores(state), winner: top.length === 1 ? top[0] : null, reason };
}
