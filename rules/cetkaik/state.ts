// Building Cetkaik states. Every state is frozen (all but its board, an Int8Array that cannot be
// frozen and is never written to once the state exists), so nothing, here or in the host, can
// change a position another part of the program still holds.
import { initialBoard } from './initial.ts';
import { colorIndex, kindIndex, handSlot, otherSide } from './pieces.ts';
import type { Side } from './pieces.ts';
import type { GenerationRules } from './generate.ts';
import { START_SCORE } from './types.ts';
import type { CetkaikOptions, CetkaikState, HeldPiece } from './types.ts';

export function freezeState(state: CetkaikState): CetkaikState {
  for (const side of ['A', 'IA'] as const) {
    for (const piece of state.hands[side]) Object.freeze(piece);
    Object.freeze(state.hands[side]);
    Object.freeze(state.penalties[side]);
  }
  Object.freeze(state.hands);
  Object.freeze(state.penalties);
  Object.freeze(state.scores);
  if (state.waiting !== null) {
    if (state.waiting.kind !== 'declare') Object.freeze(state.waiting.move);
    if (state.waiting.kind === 'direction') Object.freeze(state.waiting.squares);
    if (state.waiting.kind === 'declare') Object.freeze(state.waiting.newHands);
    else if (state.waiting.casts) for (const cast of Object.freeze(state.waiting.casts)) Object.freeze(cast);
    Object.freeze(state.waiting);
  }
  for (const last of [state.lastMove, state.lastCast ?? null]) {
    if (last === null) continue;
    Object.freeze(last.move);
    if (last.casts) for (const cast of Object.freeze(last.casts)) Object.freeze(cast);
    Object.freeze(last);
  }
  return Object.freeze(state);
}

/** The start of a season: initial board, empty hands, rate ×1. */
export function seasonStart(
  options: CetkaikOptions,
  season: number,
  firstMover: Side,
  scores: Readonly<Record<Side, number>>,
): CetkaikState {
  return freezeState({
    options,
    board: initialBoard(),
    hands: { A: [], IA: [] },
    penalties: { A: [], IA: [] },
    toMove: firstMover,
    tamMovedBy: null,
    scores: { A: scores.A, IA: scores.IA },
    rate: 1,
    season,
    seasonFirstMover: firstMover,
    waiting: null,
    lastMove: null,
    over: false,
    winner: null,
  });
}

export function freshScores(): Record<Side, number> {
  return { A: START_SCORE, IA: START_SCORE };
}

/** A side's hand as counts per slot (colour × 10 + kind), the generator's view of it. */
export function handCounts(hand: readonly HeldPiece[]): Uint8Array {
  const counts = new Uint8Array(20);
  for (const piece of hand) counts[handSlot(colorIndex(piece.color), kindIndex(piece.kind))]++;
  return counts;
}

/** The ruleset's answers to the generator's questions, for the side to move. */
export function generationRules(state: CetkaikState): GenerationRules {
  const online = state.options.ruleset === 'cerke_online';
  return {
    tamItselfIsHue: online,
    tamMayMove: !(online && state.tamMovedBy === otherSide(state.toMove)),
    stepOnTam: true,
  };
}
