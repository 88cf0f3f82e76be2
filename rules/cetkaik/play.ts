// Playing a move, the casts and choices that may follow it, and passing the turn.
// A move needing sticks is declared by `play` and decided by `resolve({cast})`: the board does
// not change until the move completes. A short cast fails the move: the piece stays on its
// origin, nothing is captured, the turn passes, and the outcome says `failed`.
import { distance, directionTo, squareName } from './board.ts';
import { ok } from '../contract.ts';
import type { GameEvent, Outcome, Pending, PendingInput, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import type { Rng } from '../rng.ts';
import { MAX_MOVES, STEP_RAY, destOf, srcOf, typeOf, viaOf } from './generate.ts';
import { explainIllegal } from './illegal.ts';
import { decodeMove, encodeMove, generateMoves, isLegalPacked, needsWaterCast } from './moves.ts';
import { formatMove } from './notation.ts';
import { COLOR_OF, KIND_NAMES, KIND_OF, COLOR_NAMES, TAM, colorIndex, kindIndex, otherSide, pieceCode, sideIndex } from './pieces.ts';
import {
  endGame, handList, immediatePenalty, newHandNames, someoneIsOut, taxot, tymokRate,
} from './scoring.ts';
import { freezeState } from './state.ts';
import { STICKS, WATER_HEADS } from './types.ts';
import type { CetkaikMove, CetkaikState, HeldPiece, MoveCast, PenaltyHand, PieceMove } from './types.ts';

export const TYMOK = 'tymok';
export const TAXOT = 'taxot';
export const GIVE_UP = 'give-up';

export function pending(state: CetkaikState): Pending | null {
  const waiting = state.waiting;
  if (waiting === null) return null;
  switch (waiting.kind) {
    case 'cast':
      // A stepping or water cast decides whether the declared move succeeds.
      return { kind: 'cast', sticks: STICKS, purpose: waiting.purpose, decidesMove: true };
    case 'direction':
      return {
        kind: 'choice',
        prompt:
          `The sticks show ${waiting.heads}: take a square toward ${squareName(waiting.move.dest)} ` +
          'within that many, or give up',
        options: [...waiting.squares.map(squareName), GIVE_UP],
        decidesMove: true, // giving up fails the move
      };
    case 'declare':
      return {
        kind: 'choice',
        prompt:
          `${state.toMove}-side made ${waiting.newHands.join(', ')}: 再行 (tymok, the rate doubles) ` +
          'or 終季 (taxot, score and end the season)?',
        options: [TYMOK, TAXOT],
      };
  }
}

export function play(state: CetkaikState, move: CetkaikMove): Result<Outcome<CetkaikState>> {
  if (state.over) return fail('game-over', 'the game is over');
  if (state.waiting !== null) {
    return state.waiting.kind === 'cast'
      ? fail('pending', 'cast the sticks for the move under way first')
      : fail('pending', 'make the pending choice first');
  }
  const packed = encodeMove(move);
  if (packed === null) return fail('bad-move', 'not a Cetkaik move');
  if (!isLegalPacked(state, packed)) return explainIllegal(state, move);
  // Keep a copy: the caller's object is theirs, the state's is frozen.
  const own = decodeMove(packed);
  if (own.type === 'piece' && own.ray) return ok(waitFor(state, own, 'stepping'));
  if (own.type === 'piece' && needsWaterCast(state.board, own)) return ok(waitFor(state, own, 'water'));
  return ok(finishMove(state, own, false, []));
}

function waitFor(state: CetkaikState, move: PieceMove, purpose: 'stepping' | 'water', casts: readonly MoveCast[] = []): Outcome<CetkaikState> {
  const waiting = casts.length === 0 ? { kind: 'cast' as const, purpose, move } : { kind: 'cast' as const, purpose, move, casts };
  return { state: freezeState({ ...state, waiting }), events: [] };
}

export function resolve(state: CetkaikState, input: PendingInput, rng: Rng): Result<Outcome<CetkaikState>> {
  const waiting = state.waiting;
  if (state.over || waiting === null) return fail('nothing-pending', 'the game is not waiting for anything');
  if (typeof input !== 'object' || input === null) return fail('bad-input', 'give a cast or a choice');
  if (waiting.kind === 'cast') {
    if (!('cast' in input)) return fail('bad-input', 'the game waits for a cast of the sticks');
    const heads = input.cast;
    if (typeof heads !== 'number' || !Number.isInteger(heads) || heads < 0 || heads > STICKS) {
      return fail('bad-cast', `a cast of ${STICKS} sticks shows 0 to ${STICKS} heads`);
    }
    const cast: GameEvent = { type: 'cast', heads, purpose: waiting.purpose };
    const outcome = afterCast(state, waiting.move, waiting.purpose, heads, waiting.casts ?? []);
    return ok({ ...outcome, events: [cast, ...outcome.events] });
  }
  if (!('choice' in input) || typeof input.choice !== 'string') {
    return fail('bad-input', 'the game waits for a choice');
  }
  const asked = pending(state);
  const options = asked !== null && asked.kind === 'choice' ? asked.options : [];
  if (!options.includes(input.choice)) {
    return fail('bad-choice', `"${input.choice}" is not one of: ${options.join(', ')}`);
  }
  if (waiting.kind === 'direction') {
    const casts = waiting.casts ?? [];
    if (input.choice === GIVE_UP) return ok(finishMove(state, waiting.move, true, [], casts));
    const dest = waiting.squares[options.indexOf(input.choice)];
    const move: PieceMove = { ...waiting.move, dest };
    if (needsWaterCast(state.board, move)) return ok(waitFor(state, move, 'water', casts));
    return ok(finishMove(state, move, false, [], casts));
  }
  if (input.choice === TYMOK) {
    const next = { ...state, waiting: null, rate: tymokRate(state.rate) };
    const note: GameEvent = { type: 'note', text: `再行: the rate is now ×${next.rate}` };
    const passed = passTurn(next);
    return ok({ state: passed.state, events: [note, ...passed.events] });
  }
  return ok(taxot(state, rng));
}

function afterCast(
  state: CetkaikState,
  move: PieceMove,
  purpose: 'stepping' | 'water',
  heads: number,
  earlier: readonly MoveCast[],
): Outcome<CetkaikState> {
  if (purpose === 'water') return finishMove(state, move, heads < WATER_HEADS, [], [...earlier, { purpose, heads, needed: WATER_HEADS }]);
  const via = move.via as number;
  const needed = distance(via, move.dest);
  const casts: MoveCast[] = [...earlier, { purpose, heads, needed }];
  if (heads >= needed) {
    if (needsWaterCast(state.board, move)) return waitFor(state, move, 'water', casts);
    return finishMove(state, move, false, [], casts);
  }
  if (state.options.ruleset === 'cerke_online') {
    // Online, only the direction was declared: any square that way within the heads will do.
    const squares = squaresToward(state, move, heads);
    if (squares.length > 0) {
      return {
        state: freezeState({ ...state, waiting: { kind: 'direction', move, heads, squares, casts } }),
        events: [],
      };
    }
  }
  return finishMove(state, move, true, [], casts);
}

let directionBuffer: Int32Array | null = null;

/** The ray squares the stepping piece may take from its via point toward DEST within `heads`. */
function squaresToward(state: CetkaikState, move: PieceMove, heads: number): number[] {
  const via = move.via as number;
  const direction = directionTo(via, move.dest);
  const buffer = (directionBuffer ??= new Int32Array(MAX_MOVES));
  // The move is under way: ask what the position allowed before it.
  const n = generateMoves({ ...state, waiting: null }, buffer);
  const squares: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = buffer[i];
    if (typeOf(m) !== STEP_RAY || srcOf(m) !== move.src || viaOf(m) !== via) continue;
    const dest = destOf(m);
    if (directionTo(via, dest) === direction && distance(via, dest) <= heads) squares.push(dest);
  }
  return squares.sort((a, b) => distance(via, a) - distance(via, b));
}

/**
 * Completes a move (or records its failure): the board, the hand, penalties, then either a
 * declaration for the mover or the turn for the opponent.
 */
function finishMove(
  state: CetkaikState,
  move: CetkaikMove,
  failed: boolean,
  events: GameEvent[],
  casts: readonly MoveCast[] = [],
): Outcome<CetkaikState> {
  const mover = state.toMove;
  const opponent = otherSide(mover);
  const online = state.options.ruleset === 'cerke_online';
  const text = formatMove(move, state.board);
  let board = state.board;
  let hands = state.hands;
  let captured: HeldPiece | null = null;
  const incurred: PenaltyHand[] = [];

  if (move.type === 'piece' && move.via !== null && state.board[move.via] === TAM) incurred.push('撃皇');
  if (!failed) {
    board = state.board.slice();
    if (move.type === 'drop') {
      board[move.dest] = pieceCode(sideIndex(mover), colorIndex(move.color), kindIndex(move.kind));
      hands = { ...hands, [mover]: withoutOne(hands[mover], move.color, move.kind) };
    } else if (move.type === 'tam2') {
      board[move.src] = 0;
      board[move.dest] = TAM;
      if (!online && (state.tamMovedBy === opponent || move.dest === move.src)) incurred.push('皇再来');
    } else {
      const piece = board[move.src];
      board[move.src] = 0;
      const taken = board[move.dest];
      board[move.dest] = piece;
      if (taken !== 0) {
        captured = { color: COLOR_NAMES[COLOR_OF[taken]], kind: KIND_NAMES[KIND_OF[taken]] };
        hands = { ...hands, [mover]: [...hands[mover], captured] };
      }
    }
  }

  let scores = state.scores;
  let penalties = state.penalties;
  let newPenalties: PenaltyHand[] = [];
  const out = [...events];
  if (online) {
    if (incurred.includes('撃皇')) {
      const penalty = immediatePenalty(state, mover);
      scores = penalty.scores;
      out.push(penalty.event);
    }
  } else {
    newPenalties = incurred.filter((hand) => !state.penalties[mover].includes(hand));
    if (newPenalties.length > 0) penalties = { ...penalties, [mover]: [...penalties[mover], ...newPenalties] };
  }
  const newHands = captured === null ? [] : newHandNames(state.hands[mover], hands[mover], handList(state.options));

  const last = casts.length === 0 ? { side: mover, move, text, failed } : { side: mover, move, text, failed, casts };
  const after: CetkaikState = {
    ...state,
    board,
    hands,
    penalties,
    scores,
    tamMovedBy: !failed && move.type === 'tam2' ? mover : null,
    lastMove: last,
    lastCast: casts.length === 0 ? state.lastCast ?? null : last,
  };
  if (someoneIsOut(scores)) {
    const end = endGame(after, scores, 'a score reached 0');
    return { state: end.state, events: [...out, end.event], failed };
  }
  const declared = [...newHands, ...newPenalties];
  if (declared.length > 0) {
    return { state: freezeState({ ...after, waiting: { kind: 'declare', newHands: declared } }), events: out, failed };
  }
  const passed = passTurn({ ...after, waiting: null });
  return { state: passed.state, events: [...out, ...passed.events], failed };
}

/** The turn goes to the opponent; a side with no legal move at all ends the game. */
function passTurn(state: CetkaikState): { state: CetkaikState; events: GameEvent[] } {
  const next = freezeState({ ...state, toMove: otherSide(state.toMove) });
  if (generateMoves(next) > 0) return { state: next, events: [] };
  const end = endGame(next, { ...next.scores }, `${next.toMove}-side has no legal move`);
  return { state: end.state, events: [end.event] };
}

function withoutOne(hand: readonly HeldPiece[], color: string, kind: string): HeldPiece[] {
  // Drop the most recently taken piece of that colour and kind.
  const at = hand.findLastIndex((piece) => piece.color === color && piece.kind === kind);
  return at < 0 ? [...hand] : [...hand.slice(0, at), ...hand.slice(at + 1)];
}

