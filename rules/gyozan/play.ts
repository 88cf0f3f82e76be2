// 行山 as the contract plays it: the effects' casts and choices through pending/resolve, the piece's
// moves and every action of steps 4–7 as moves.
import { ok } from '../contract.ts';
import type { GameEvent, GameResult, Outcome, Pending, PendingInput, Result, ScoreSheet } from '../contract.ts';
import { fail } from '../fail.ts';
import type { Rng } from '../rng.ts';
import { sameCard } from './cards.ts';
import type { Card } from './cards.ts';
import {
  actionError, afterCast, afterChoice, applyAction, current, endTurn, freezeGyozan, landing, moveCost, movePiece, playerName, runEffects,
} from './turn.ts';
import type { Step } from './turn.ts';
import { RICE_PER_COIN, STICKS } from './types.ts';
import type { GyozanMove, GyozanState } from './types.ts';
import { pendingWords } from './words.ts';

export const gyozanOver = (state: GyozanState) => state.winner !== null;

export function pending(state: GyozanState): Pending | null {
  const waiting = state.waiting;
  if (gyozanOver(state) || waiting === null || waiting.kind === 'advance') return null;
  const who = playerName(current(state));
  const kind = state.players[current(state)].installed[waiting.card].card.kind;
  const words = pendingWords(state) ?? undefined;
  if (waiting.kind === 'cast') return { kind: 'cast', sticks: STICKS, purpose: `${who}'s ${kind}`, ...(words && { words }) };
  const prompt =
    waiting.purpose === 'steal'
      ? `${who}'s 虎 takes one rice or one coin: from whom?`
      : waiting.purpose === 'stick'
        ? `${who}'s 将 puts a 20-point stick on a card: which?`
        : `${who}'s 将 destroys a card: which?`;
  return { kind: 'choice', prompt, options: [...waiting.options], ...(words && { words }) };
}

function done(step: Step): Outcome<GyozanState> {
  return { state: freezeGyozan(step.state), events: step.events };
}

export function resolve(state: GyozanState, input: PendingInput): Result<Outcome<GyozanState>> {
  const asked = pending(state);
  if (asked === null) return fail('nothing-pending', gyozanOver(state) ? 'the game is over' : 'nothing is awaited: play an action');
  if (typeof input !== 'object' || input === null) return fail('bad-input', 'give a cast or a choice');
  if (asked.kind === 'cast') {
    if (!('cast' in input)) return fail('bad-input', 'the game waits for a cast of the sticks');
    const heads = input.cast;
    if (typeof heads !== 'number' || !Number.isInteger(heads) || heads < 0 || heads > STICKS) {
      return fail('bad-cast', `a cast of ${STICKS} sticks shows 0 to ${STICKS} heads`);
    }
    return ok(done(afterCast(state, heads)));
  }
  if (!('choice' in input) || typeof input.choice !== 'string') return fail('bad-input', 'the game waits for a choice');
  if (asked.kind !== 'choice' || !asked.options.includes(input.choice)) {
    return fail('bad-choice', `"${String(input.choice)}" is not one of: ${asked.kind === 'choice' ? asked.options.join(', ') : ''}`);
  }
  return ok(done(afterChoice(state, input.choice)));
}

/** Distinct multisets of cards of a hand, none empty. */
function handSubsets(hand: readonly Card[]): Card[][] {
  const kinds: { card: Card; count: number }[] = [];
  for (const card of hand) {
    const seen = kinds.find((k) => sameCard(k.card, card));
    if (seen) seen.count++;
    else kinds.push({ card, count: 1 });
  }
  let subsets: Card[][] = [[]];
  for (const { card, count } of kinds) {
    subsets = subsets.flatMap((s) => Array.from({ length: count + 1 }, (_, n) => [...s, ...Array<Card>(n).fill(card)]));
  }
  return subsets.filter((s) => s.length > 0);
}

export function legalMoves(state: GyozanState): GyozanMove[] {
  if (gyozanOver(state)) return [];
  const waiting = state.waiting;
  if (waiting !== null) return waiting.kind === 'advance' ? [{ type: 'advance', to: landing(state, current(state)) }] : [];
  if (state.phase.step !== 'actions') return [];
  const p = current(state);
  const player = state.players[p];
  const candidates: GyozanMove[] = [];
  for (let coins = 1; coins * RICE_PER_COIN <= player.rice; coins++) candidates.push({ type: 'exchange', coins });
  player.installed.forEach((_, i) => candidates.push({ type: 'dismantle', slot: i + 1 }));
  const distinct: Card[] = [];
  for (const card of player.hand) if (!distinct.some((c) => sameCard(c, card))) distinct.push(card);
  for (const card of distinct) candidates.push({ type: 'install', card });
  for (const cards of handSubsets(player.hand)) candidates.push({ type: 'discard', cards });
  candidates.push({ type: 'cash' });
  const to = landing(state, p);
  candidates.push({ type: 'move', pay: 'rice', to }, { type: 'move', pay: 'coins', to }, { type: 'end' });
  return candidates.filter((m) => actionError(state, m) === null);
}

export function play(state: GyozanState, move: GyozanMove, rng: Rng): Result<Outcome<GyozanState>> {
  if (gyozanOver(state)) return fail('game-over', 'the game is over');
  if (typeof move !== 'object' || move === null) return fail('bad-move', 'not a move of 行山');
  const p = current(state);
  const events: GameEvent[] = [];
  if (state.waiting !== null) {
    if (state.waiting.kind !== 'advance') return fail('pending', 'the effect under way waits for a cast or a choice');
    if (move.type !== 'advance') return fail('pending', 'move the piece first: the effect advances it');
    const to = landing(state, p);
    if (move.to !== to) return fail('wrong-square', `the piece advances to the square the effect gives`);
    const moved = movePiece({ ...state, waiting: null }, to);
    events.push({ type: 'note', text: `${playerName(p)}'s piece advances` });
    if (moved.won) return ok(done({ state: moved.state, events: [...events, endEvent(moved.state)] }));
    return ok(done(runEffects(moved.state, events)));
  }
  if (move.type === 'advance') return fail('no-advance', 'no effect advances the piece now: a move is paid for (move rice / move coins)');
  const error = actionError(state, move);
  if (error !== null) return fail(error.code, error.message);
  if (move.type === 'move') {
    const player = state.players[p];
    const cost = moveCost(state, player, move.pay);
    const paid = { ...state, players: state.players.map((pl, i) => (i === p ? { ...pl, [move.pay]: pl[move.pay] - cost } : pl)) };
    events.push({ type: 'note', text: `${playerName(p)} pays ${cost} ${move.pay} and moves` });
    const moved = movePiece(paid, move.to);
    if (moved.won) return ok(done({ state: moved.state, events: [...events, endEvent(moved.state)] }));
    return ok(done(endTurn(moved.state, rng, events)));
  }
  if (move.type === 'end') return ok(done(endTurn(state, rng, events)));
  return ok(done({ state: applyAction(state, move, events), events }));
}

export function progress(state: GyozanState): Record<string, number> {
  return Object.fromEntries(state.players.map((pl, p) => [playerName(p), pl.at]));
}

/** How the race ended (what its end event says), or null while it goes on. */
export function gyozanResult(state: GyozanState): GameResult | null {
  if (state.winner === null) return null;
  const winner = playerName(state.winner);
  return { scores: progress(state), winner, reason: `${winner}'s piece reaches the 皇山` };
}

function endEvent(state: GyozanState): GameEvent {
  return { type: 'end', ...(gyozanResult(state) as GameResult) };
}

/** Squares advanced along the route (the winner's is the route's length); the most first. */
export function score(state: GyozanState): ScoreSheet {
  const breakdown = Object.fromEntries(
    state.players.map((pl, p) => [playerName(p), { squares: pl.at, rice: pl.rice, coins: pl.coins, installed: pl.installed.length }]),
  );
  const ranking = state.players.map((_, p) => p).sort((a, b) => state.players[b].at - state.players[a].at || a - b).map(playerName);
  return { scores: progress(state), breakdown, ranking };
}
