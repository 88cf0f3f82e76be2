// A seeded random driver through the pure engine: legal moves picked at random (a purchase three
// times in four when one is possible, so games move on), choices picked at random, entered tiles
// drawn at random from the tile set's faces. Returns every step's events.
import type { GameEvent, Json } from '../../contract.ts';
import type { Rng } from '../../rng.ts';
import { ankhorGame as game } from '../game.ts';
import type { AnkhorState } from '../types.ts';

export interface Played {
  state: AnkhorState;
  steps: number;
  events: GameEvent[];
  /** The state after each step (kept only when asked). */
  states: AnkhorState[];
}

/** A random face for an entered tile: one of the set's tiles. */
function randomEntry(state: AnkhorState, rng: Rng): Json {
  const tiles = Object.values(state.options.set.tiles);
  const t = tiles[rng.int(0, tiles.length - 1)];
  return { color: t.color, animal: t.animal, kind: t.kind, vp: t.vp };
}

function randomPrices(state: AnkhorState, rng: Rng): Json {
  const colours = ['black', 'blue', 'green', 'red', 'white'];
  const pool = colours.flatMap((c) => [c, c, c]);
  const out: Record<string, Json> = {};
  state.options.set.zones.forEach((holes, i) => {
    out[`zone${i + 1}`] = Array.from({ length: holes }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]);
  });
  return out;
}

/** One random step: a move, a choice or an entry. Throws when the engine refuses it. */
export function randomStep(state: AnkhorState, rng: Rng): { state: AnkhorState; events: GameEvent[] } {
  const pending = game.pending(state);
  let outcome;
  if (pending === null) {
    const moves = game.legalMoves(state);
    if (moves.length === 0) throw new Error('no legal move and nothing pending');
    const buys = moves.filter((m) => m.type === 'buy');
    const pool = buys.length > 0 && rng.int(0, 3) > 0 ? buys : moves;
    outcome = game.play(state, pool[rng.int(0, pool.length - 1)], rng);
  } else if (pending.kind === 'choice') {
    outcome = game.resolve(state, { choice: pending.options[rng.int(0, pending.options.length - 1)] }, rng);
  } else if (pending.kind === 'entry') {
    const entry = state.waiting?.kind === 'prices' ? randomPrices(state, rng) : randomEntry(state, rng);
    outcome = game.resolve(state, { entry }, rng);
  } else {
    throw new Error('Ankh\'or never asks for a cast');
  }
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

export function playRandom(state: AnkhorState, rng: Rng, maxSteps = 20_000, keepStates = false): Played {
  const events: GameEvent[] = [];
  const states: AnkhorState[] = [];
  let current = state;
  let steps = 0;
  while (!game.isOver(current) && steps < maxSteps) {
    const step = randomStep(current, rng);
    events.push(...step.events);
    current = step.state;
    if (keepStates) states.push(current);
    steps++;
  }
  return { state: current, steps, events, states };
}
