// Playing a move: taking tokens, buying a tile (paying, stacking, warehouses, scribes, bonus
// tokens, the 13th tile), the ankh actions, ending the turn; and answering what the game waits for.
import { ok } from '../contract.ts';
import type { GameEvent, Outcome, PendingInput, Result } from '../contract.ts';
import { fail } from '../fail.ts';
import { groupChange } from './groups.ts';
import type { Group } from './groups.ts';
import { cellLabel, moveError } from './moves.ts';
import { discardAndShift, fillRow, revealInto } from './offer.ts';
import { parsePrices } from './options.ts';
import { waitingInput } from './pending.ts';
import { scoreSheet } from './scoring.ts';
import { current, playerName, tilesRunOut, withPlayer } from './state.ts';
import { tileCount } from './tableau.ts';
import { describeTile } from './tileset.ts';
import { discountOptions, pay, supplyOf, warehousesUnder, withoutOne } from './tokens.ts';
import { afterAction, endTurn, returnExcess } from './turn.ts';
import type { AnkhorMove, AnkhorState, BuyMove, Colour, PlayerState, ShiftMove, TakeMove } from './types.ts';

export const END_TILES = 13;

function take(state: AnkhorState, move: TakeMove, events: GameEvent[]): AnkhorState {
  const player = current(state);
  const tokens = { ...player.tokens };
  for (const t of move.tokens) tokens[t]++;
  events.push({ type: 'note', text: `${playerName(state.toMove)} takes ${move.tokens.join(', ')}` });
  const taken = withPlayer(state, state.toMove, { ...player, tokens });
  return afterAction({ ...taken, turn: { ...state.turn, main: true } }, events);
}

/** "5 green tiles", "jackals". */
const groupText = (group: Group, size: boolean) => `${size ? `${group.ids.length} ` : ''}${group.kind === 'colour' ? `${group.key} tiles` : `${group.key}s`}`;

/** Bonus tokens after a tableau changed: one back per big group split, one taken per big group formed. */
function settleBonus(state: AnkhorState, before: PlayerState, after: PlayerState, events: GameEvent[]): AnkhorState {
  const { formed, split } = groupChange(before, after, state.tiles, state.options.grid);
  const name = playerName(state.toMove);
  const bonus = after.bonus.slice();
  const supply = state.bonusSupply.slice();
  for (const group of split) {
    if (bonus.length === 0) continue;
    // Reading: the lowest token held goes back, on top of the supply.
    const lowest = bonus.indexOf(Math.min(...bonus));
    const [value] = bonus.splice(lowest, 1);
    supply.unshift(value);
    events.push({ type: 'note', text: `${name} split a group of ${groupText(group, false)} and returns the bonus token ${value}` });
  }
  for (const group of formed) {
    const value = supply.shift();
    if (value === undefined) {
      events.push({ type: 'note', text: `${name} formed a group of ${groupText(group, true)}, but no bonus token is left` });
      continue;
    }
    bonus.push(value);
    events.push({ type: 'note', text: `${name} formed a group of ${groupText(group, true)} and takes the bonus token ${value}` });
  }
  return { ...withPlayer(state, state.toMove, { ...after, bonus }), bonusSupply: supply };
}

/** Tokens lying on warehouses an upper tile now covers go back to the supply. */
function dropCoveredTokens(player: PlayerState, topLeft: number, state: AnkhorState, events: GameEvent[]): PlayerState {
  const stored = { ...player.stored };
  const tokens = { ...player.tokens };
  for (const id of warehousesUnder(player, topLeft, state.options.grid, state.tiles)) {
    const colour = stored[id];
    if (colour === undefined) continue;
    delete stored[id];
    tokens[colour]--;
    events.push({ type: 'note', text: `the ${colour} token on warehouse ${id} goes back to the supply` });
  }
  return { ...player, stored, tokens };
}

/** Buys the tile, sparing `spare` (stacked only). */
export function completeBuy(state: AnkhorState, move: BuyMove, spare: Colour | null, events: GameEvent[]): AnkhorState {
  const grid = state.options.grid;
  const id = state.offer[move.slot] as string;
  const tile = state.tiles[id];
  const name = playerName(state.toMove);
  const before = current(state);
  const price = state.prices[move.slot];
  const cost = spare === null ? price : withoutOne(price, spare);
  const covering = move.upper ? warehousesUnder(before, move.cell, grid, state.tiles) : [];
  let player = pay(before, cost, covering);
  if (move.upper) {
    const upper = player.upper.slice();
    upper[move.cell] = id;
    player = dropCoveredTokens({ ...player, upper }, move.cell, state, events);
  } else {
    const base = player.base.slice();
    base[move.cell] = id;
    player = { ...player, base };
  }
  const where = `${move.upper ? '^' : ''}${cellLabel(move.cell, grid)}`;
  events.push({ type: 'note', text: `${name} buys the ${describeTile(tile)} (${id}) from slot ${move.slot + 1} for ${cost.length === 0 ? 'nothing' : cost.join(', ')} and places it ${move.upper ? 'on top at' : 'on'} ${where}` });
  const offer = state.offer.slice();
  offer[move.slot] = null;
  let next: AnkhorState = { ...withPlayer(state, state.toMove, player), offer, turn: { ...state.turn, main: true } };
  if (tile.kind === 'warehouse') {
    if (supplyOf(next)[tile.color] > 0) {
      player = { ...player, tokens: { ...player.tokens, [tile.color]: player.tokens[tile.color] + 1 }, stored: { ...player.stored, [id]: tile.color } };
      next = withPlayer(next, state.toMove, player);
      events.push({ type: 'note', text: `a ${tile.color} token from the supply goes on the warehouse` });
    } else {
      events.push({ type: 'note', text: `no ${tile.color} token is left in the supply for the warehouse` });
    }
  }
  next = settleBonus(next, before, player, events);
  if (tile.kind === 'scribe') {
    next = { ...next, turn: { ...next.turn, extra: next.turn.extra + 1 } };
    events.push({ type: 'note', text: `${name} bought a scribe: a bonus turn follows this one` });
  }
  if (!next.lastRound && tileCount(current(next)) >= END_TILES) {
    next = { ...next, lastRound: true };
    events.push({ type: 'note', text: `${name} placed a ${END_TILES}th tile: this round is the last` });
  }
  next = checkRunOut(next, events);
  events.push({ type: 'score', scores: scoreSheet(next).scores });
  return afterAction(next, events);
}

function checkRunOut(state: AnkhorState, events: GameEvent[]): AnkhorState {
  if (state.lastRound || state.waiting !== null || !tilesRunOut(state)) return state;
  events.push({ type: 'note', text: 'the offer and both piles are empty: this round is the last' });
  return { ...state, lastRound: true };
}

function buy(state: AnkhorState, move: BuyMove, events: GameEvent[]): AnkhorState {
  if (!move.upper || state.prices[move.slot].length === 0) return completeBuy(state, move, null, events);
  const options = discountOptions(current(state).tokens, state.prices[move.slot]);
  if (options.length === 1) return completeBuy(state, move, options[0], events);
  return { ...state, waiting: { kind: 'discount', move, options } };
}

function spendAnkh(state: AnkhorState): AnkhorState {
  const player = current(state);
  const spent = withPlayer(state, state.toMove, { ...player, tokens: { ...player.tokens, ankh: player.tokens.ankh - 1 } });
  return { ...spent, turn: { ...state.turn, ankhs: state.turn.ankhs + 1 } };
}

function refresh(state: AnkhorState, pile: number | null, events: GameEvent[]): AnkhorState {
  const spent = spendAnkh(state);
  const { row, discarded } = discardAndShift(spent);
  events.push({ type: 'note', text: `${playerName(state.toMove)} spends an ankh to refresh the offer${pile === null ? '' : ` from pile ${pile + 1}`}` });
  let next: AnkhorState = spent;
  if (discarded !== null) {
    next = { ...next, discards: [...next.discards, discarded] };
    events.push({ type: 'note', text: `the ${describeTile(state.tiles[discarded])} (${discarded}) is discarded` });
  }
  next = checkRunOut(fillRow(next, row, pile ?? 0, events), events);
  return afterAction(next, events);
}

function shift(state: AnkhorState, move: ShiftMove, events: GameEvent[]): AnkhorState {
  const grid = state.options.grid;
  const spent = spendAnkh(state);
  const before = current(spent);
  let player: PlayerState;
  if (move.upper) {
    const upper = before.upper.slice();
    upper[move.to] = upper[move.from];
    upper[move.from] = null;
    player = dropCoveredTokens({ ...before, upper }, move.to, state, events);
  } else {
    const base = before.base.slice();
    base[move.to] = base[move.from];
    base[move.from] = null;
    player = { ...before, base };
  }
  const mark = move.upper ? '^' : '';
  events.push({ type: 'note', text: `${playerName(state.toMove)} spends an ankh to move ${mark}${cellLabel(move.from, grid)} to ${mark}${cellLabel(move.to, grid)}` });
  const next = settleBonus(withPlayer(spent, state.toMove, player), before, player, events);
  events.push({ type: 'score', scores: scoreSheet(next).scores });
  return afterAction(next, events);
}

export function playMove(state: AnkhorState, move: AnkhorMove): Result<Outcome<AnkhorState>> {
  const problem = moveError(state, move);
  if (problem !== null) return { ok: false, error: problem };
  const events: GameEvent[] = [];
  let next: AnkhorState;
  switch (move.type) {
    case 'take':
      next = take(state, move, events);
      break;
    case 'buy':
      next = buy(state, move, events);
      break;
    case 'refresh':
      next = refresh(state, move.pile, events);
      break;
    case 'move':
      next = shift(state, move, events);
      break;
    case 'end':
      next = endTurn(state, events);
      break;
  }
  return ok({ state: next, events });
}

export function resolveInput(state: AnkhorState, input: PendingInput): Result<Outcome<AnkhorState>> {
  const waiting = state.waiting;
  if (waiting === null) return fail('nothing-pending', 'the game waits for nothing: play a move');
  const answer = waitingInput(state, waiting, input);
  if (!answer.ok) return answer;
  const events: GameEvent[] = [];
  const settled: AnkhorState = { ...state, waiting: null };
  const value = answer.value;
  let next: AnkhorState;
  switch (value.kind) {
    case 'excess':
      next = returnExcess(state, value.colour, events);
      break;
    case 'discount':
      next = completeBuy(settled, value.move, value.colour, events);
      break;
    case 'reveal': {
      events.push({ type: 'note', text: `Slot ${value.slots[0] + 1}: ${describeTile(value.tile)} (${value.id})` });
      const known = { ...settled, tiles: { ...state.tiles, [value.id]: value.tile } };
      next = revealInto(known, value.id, value.slots, value.pile);
      next = afterAction(checkRunOut(next, events), events);
      break;
    }
    case 'prices': {
      const checked = parsePrices(value.prices, state.options.set);
      if (!checked.ok) return checked;
      next = fillRow({ ...settled, prices: checked.value }, state.offer.slice(), 0, events);
      break;
    }
  }
  return ok({ state: next, events });
}
