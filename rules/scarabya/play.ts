// Setting up, legal moves, playing a tile, revealing missions (forced discards included), and
// the end of the game in the three modes.
import { ok } from '../contract.ts';
import type { GameEvent, GameResult, Json, Outcome, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import type { Rng } from '../rng.ts';
import { seededRng } from '../rng.ts';
import { canPlace, coveredScarabs, emptyBoard, legalPlacements, placeTile, placementError, unexploredScarabs } from './board.ts';
import { shuffledMissions } from './deck.ts';
import { CELLS, names } from './mask.ts';
import { isLetter } from './pentominoes.ts';
import type { Letter } from './pentominoes.ts';
import { placementAt } from './placements.ts';
import { generateSite, parseSite } from './site.ts';
import type { Site } from './site.ts';
import { freezeState, missionOf, placerOf, playerName, seatCountOf, seatNames, seatWaits } from './state.ts';
import { tokensFor } from './tokens.ts';
import type { Area, Board, Discard, ScarabyaEnd, ScarabyaMove, ScarabyaOptions, ScarabyaState } from './types.ts';

type Step = { state: ScarabyaState; events: GameEvent[] };

/** The site the options name: given, generated from siteSeed, or generated from the rng. */
export function siteFor(options: ScarabyaOptions, rng: Rng): Site {
  if (options.site !== null) {
    const site = parseSite(options.site);
    if (!site.ok) throw new Error(`options hold a bad site: ${site.error.message}`);
    return site.value;
  }
  return generateSite(options.siteSeed === null ? rng : seededRng(options.siteSeed));
}

export function setupState(options: ScarabyaOptions, rng: Rng): ScarabyaState {
  const site = siteFor(options, rng);
  const order = options.missions ?? shuffledMissions(rng);
  return startState(options, site, order, Array.from({ length: seatCountOf(options) }, () => emptyBoard(site)));
}

/** A game at its current mission with these boards; forced discards are made at once. */
export function startState(
  options: ScarabyaOptions,
  site: Site,
  order: readonly Letter[],
  boards: Board[],
  init: Partial<Pick<ScarabyaState, 'done' | 'turn' | 'placed' | 'scores' | 'supply'>> = {},
): ScarabyaState {
  const players = options.players;
  const state = freezeState({
    options,
    site,
    order: order.slice(),
    next: 0,
    boards,
    done: init.done?.slice() ?? boards.map(() => false),
    turn: init.turn ?? (options.mode === 'one-to-one' ? options.firstPlayer - 1 : 0),
    placed: init.placed?.slice() ?? new Array<number>(players).fill(0),
    scores: init.scores?.slice() ?? new Array<number>(players).fill(0),
    supply: init.supply?.slice() ?? options.tokens.slice(),
    discards: [],
    result: null,
  });
  return reveal(state, []).state;
}

export function scarabyaLegalMoves(state: ScarabyaState): ScarabyaMove[] {
  const letter = missionOf(state);
  if (letter === null) return [];
  const moves: ScarabyaMove[] = [];
  state.boards.forEach((board, seat) => {
    if (!seatWaits(state, seat)) return;
    for (const p of legalPlacements(board, letter, state.options.allowFlip)) {
      moves.push({ seat, letter, cells: p.cells });
    }
  });
  return moves;
}

function isMoveShaped(move: unknown): move is ScarabyaMove {
  if (typeof move !== 'object' || move === null) return false;
  const m = move as Record<string, unknown>;
  return (
    Number.isInteger(m.seat) &&
    isLetter(m.letter) &&
    Array.isArray(m.cells) &&
    m.cells.length === 5 &&
    m.cells.every((c) => Number.isInteger(c) && c >= 0 && c < CELLS) &&
    new Set(m.cells).size === 5
  );
}

/** The placement a move makes, or why it may not be made now. */
function checkMove(state: ScarabyaState, move: ScarabyaMove) {
  const mission = missionOf(state);
  if (mission === null) return fail('game-over', 'the game is over');
  if (!isMoveShaped(move)) return fail('bad-move', 'a move is a pentomino letter and 5 distinct cells of the site');
  const seats = seatNames(state);
  if (move.seat < 0 || move.seat >= seats.length) return fail('no-such-player', `there is no player ${move.seat + 1}`);
  if (!seatWaits(state, move.seat)) {
    return fail('already-placed', `${seats[move.seat]} has already placed the ${mission}: wait for the next mission`);
  }
  if (move.letter !== mission) return fail('not-the-mission', `the mission is the ${mission}, not the ${move.letter}`);
  const placement = placementAt(move.cells.slice().sort((a, b) => a - b));
  if (placement === undefined) return fail('not-a-pentomino', `${names(move.cells).join(',')} is not a pentomino`);
  if (placement.letter !== move.letter) {
    return fail('wrong-shape', `these cells make the ${placement.letter}, not the ${move.letter}`);
  }
  if (placement.reflected && !state.options.allowFlip) {
    return fail('reflection-off', `that is the ${move.letter} turned over, and tiles may not be turned over`);
  }
  const error = placementError(state.boards[move.seat], placement);
  return error === null ? ok(placement) : fail(error.code, error.message);
}

function scoresRecord(scores: readonly number[]): Record<string, number> {
  return Object.fromEntries(scores.map((points, player) => [playerName(player), points]));
}

/** Points and token advice for the areas a tile created; the supply shrinks as tokens are taken. */
function scoreAreas(areas: Area[], supply: readonly number[]): { points: number; supply: number[]; detail: Json[]; short: number } {
  let left = supply.slice();
  let points = 0;
  let short = 0;
  const detail = areas.map((area): Json => {
    const tokens: Json[] = [];
    for (let i = 0; i < area.scarabs.length; i++) {
      const advice = tokensFor(area.cells.length, left);
      left = advice.supply;
      short += advice.short;
      tokens.push(advice.tokens);
    }
    points += area.points;
    return { cells: names(area.cells), size: area.cells.length, scarabs: names(area.scarabs), points: area.points, tokens };
  });
  return { points, supply: left, detail, short };
}

export function scarabyaPlay(state: ScarabyaState, move: ScarabyaMove): Result<Outcome<ScarabyaState>> {
  const checked = checkMove(state, move);
  if (!checked.ok) return checked;
  const { mode } = state.options;
  const seat = move.seat;
  const player = placerOf(state, seat);
  const { board, created } = placeTile(state.boards[seat], checked.value, player, mode !== 'solo');
  const events: GameEvent[] = [];
  const boards = state.boards.slice();
  boards[seat] = board;
  const scores = state.scores.slice();
  let supply = state.supply.slice();
  // A score event when points are won; areas without scarabs are still in the detail then.
  if (created.some((area) => area.points > 0)) {
    const scored = scoreAreas(created, supply);
    supply = scored.supply;
    scores[player] += scored.points;
    const detail: Record<string, Json> = {
      player: playerName(player),
      seat: seatNames(state)[seat],
      points: scored.points,
      areas: scored.detail,
    };
    if (scored.short > 0) detail.short = scored.short;
    events.push({ type: 'score', scores: scoresRecord(scores), detail });
  }
  const placed = state.placed.slice();
  placed[player]++;

  let next = state.next;
  let done = state.done.slice();
  let turn = state.turn;
  if (mode === 'standard') {
    done[seat] = true;
    if (done.every(Boolean)) {
      next++;
      done = done.map(() => false);
    }
  } else {
    next++;
    if (mode === 'one-to-one') turn = 1 - turn;
  }
  const after = freezeState({ ...state, boards, scores, supply, placed, next, done, turn });
  if (next === state.next) return ok({ state: after, events });
  const revealed = reveal(after, events);
  return ok({ state: revealed.state, events: revealed.events });
}

/**
 * Turns missions over until one can be placed: a mission nobody can place is discarded (the
 * same player turns the next in one-to-one). Ends the game when the deck runs out.
 */
function reveal(start: ScarabyaState, events: GameEvent[]): Step {
  let state = start;
  const discards: Discard[] = state.discards.slice();
  const { allowFlip } = state.options;
  for (;;) {
    if (state.next >= state.order.length) return finish(freezeState({ ...state, discards: discards.slice() }), events);
    const letter = state.order[state.next];
    const who = state.options.mode === 'one-to-one' ? ` (${playerName(state.turn)} to place)` : '';
    events.push({ type: 'note', text: `mission ${state.next + 1} of ${state.order.length}: ${letter}${who}` });
    const done = state.done.slice();
    state.boards.forEach((board, seat) => {
      if (done[seat] || canPlace(board, letter, allowFlip)) return;
      done[seat] = true;
      const player = placerOf(state, seat);
      discards.push(Object.freeze({ letter, player }));
      events.push({ type: 'note', text: `${playerName(player)} cannot place the ${letter}: discarded` });
    });
    if (!done.every(Boolean)) return { state: freezeState({ ...state, done, discards: discards.slice() }), events };
    state = freezeState({ ...state, next: state.next + 1, done: done.map(() => false), discards: discards.slice() });
  }
}

function standings(scores: readonly number[]): { winners: number[]; reason: string } {
  const best = Math.max(...scores);
  const winners = scores.flatMap((points, player) => (points === best ? [player] : []));
  const who = winners.map(playerName);
  const reason =
    scores.length === 1
      ? `${who[0]} scores ${best}`
      : winners.length === 1
        ? `${who[0]} wins with ${best}`
        : `${who.slice(0, -1).join(', ')} and ${who[who.length - 1]} share the win with ${best}`;
  return { winners, reason };
}

/** The end: the one-to-one bonus, then the scores and who won (ties shared: winner null). */
function finish(state: ScarabyaState, events: GameEvent[]): Step {
  const { mode } = state.options;
  const scores = state.scores.slice();
  let supply = state.supply.slice();
  let final: { scores: number[]; winners: number[]; reason: string };
  if (mode === 'solo') {
    const board = state.boards[0];
    const total = board.site.scarabs.length;
    const covered = coveredScarabs(board).length;
    const won = covered === total;
    final = {
      scores: [covered],
      winners: won ? [0] : [],
      reason: won ? `all ${total} scarabs covered: P1 wins` : `${total - covered} of ${total} scarabs still visible: P1 loses`,
    };
  } else {
    if (mode === 'one-to-one') {
      const most = Math.max(...state.placed);
      const bonusScarabs = unexploredScarabs(state.boards[0]);
      state.placed.forEach((count, player) => {
        if (count >= most) return;
        const tokens: Json[] = [];
        let short = 0;
        for (let i = 0; i < bonusScarabs.length; i++) {
          const advice = tokensFor(1, supply);
          supply = advice.supply;
          short += advice.short;
          tokens.push(advice.tokens);
        }
        scores[player] += bonusScarabs.length;
        const detail: Record<string, Json> = {
          player: playerName(player),
          bonus: 'one tile fewer: 1 point per visible scarab in the unexplored zones',
          scarabs: names(bonusScarabs),
          points: bonusScarabs.length,
          tokens,
        };
        if (short > 0) detail.short = short;
        events.push({ type: 'score', scores: scoresRecord(scores), detail });
      });
    }
    final = { scores, ...standings(scores) };
  }
  const end: ScarabyaEnd = { scores: final.scores, winners: final.winners, reason: final.reason };
  const over = freezeState({ ...state, scores: mode === 'solo' ? state.scores : scores, supply, result: end });
  const result = resultOf(end);
  events.push({ type: 'end', scores: result.scores, winner: result.winner, reason: result.reason });
  return { state: over, events };
}

/**
 * How the game ended, from the end kept in the state (`state.result`), or null while it goes on.
 * The `end` event that ended it is built by the same function (resultOf), so the two cannot
 * disagree, and a position read back from JSON (replayed to its end) says the same.
 */
export function scarabyaResult(state: ScarabyaState): GameResult | null {
  return state.result === null ? null : resultOf(state.result);
}

/** The contract's result of an end: the winner is null for a tie (all who share the win are in `view().winners`) and for a lost solo game. */
function resultOf(end: ScarabyaEnd): GameResult {
  return {
    winner: end.winners.length === 1 ? playerName(end.winners[0]) : null,
    scores: scoresRecord(end.scores),
    reason: end.reason,
  };
}
