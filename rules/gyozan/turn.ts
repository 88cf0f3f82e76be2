// A turn of 行山, as the book lists it: 1. draw up to the hand limit (3, +1 a 兵); 2. remove the
// player's cards that carry three 20-point sticks; 3. the effects of the player's cards, a stick on
// each black one; 4. rice for coins (optional); 5. dismantle cards, paying their cost (optional);
// 6. install a card from the hand paying its cost, or discard cards for 2 rice each (a 無 is thrown
// away for 2 coins); 7. pay 10 rice or 2 coins and move the piece. The first piece on the 皇山 wins.
// Readings are marked `Reading` and listed in README.md.
import type { GameEvent } from '../contract.ts';
import type { Rng } from '../rng.ts';
import { NUMBER, cardName, sameCard } from './cards.ts';
import type { Card, Kind } from './cards.ts';
import { HUE } from './route.ts';
import { DISCARD_RICE, MAX_INSTALLED, MOVE_COINS, MOVE_RICE, RICE_PER_COIN, START_HAND, WEAR } from './types.ts';
import type { GyozanMove, GyozanOptions, GyozanState, Installed, Player } from './types.ts';

export const playerName = (p: number) => `P${p + 1}`;
export const current = (state: GyozanState) => state.turn % state.options.players;

export function freezeGyozan(state: GyozanState): GyozanState {
  const freezeCard = (c: Card) => Object.freeze(c);
  for (const player of state.players) {
    player.hand.forEach(freezeCard);
    for (const slot of player.installed) {
      freezeCard(slot.card);
      Object.freeze(slot);
    }
    Object.freeze(player.hand);
    Object.freeze(player.installed);
    Object.freeze(player);
  }
  state.pile.forEach(freezeCard);
  state.discards.forEach(freezeCard);
  Object.freeze(state.players);
  Object.freeze(state.pile);
  Object.freeze(state.discards);
  Object.freeze(state.phase);
  if (state.lastCast) Object.freeze(state.lastCast);
  if (state.waiting !== null) {
    if (state.waiting.kind === 'choice') Object.freeze(state.waiting.options);
    Object.freeze(state.waiting);
  }
  return Object.freeze(state);
}

/** Cards with effect: installed before this turn. */
const active = (player: Player) => player.installed.filter((slot) => !slot.fresh);
export const countActive = (player: Player, kind: Kind) => active(player).filter((slot) => slot.card.kind === kind).length;

export const handLimit = (player: Player) => START_HAND + countActive(player, '兵');

/** 車: each lowers install costs and the rice cost of a move by 1. */
const discount = (player: Player) => countActive(player, '車');

/** What installing (or dismantling) a card costs, and in what: black in rice, red (and 皇) in coins. */
export function cardCost(player: Player, card: Card): { amount: number; in: 'rice' | 'coins' } {
  return { amount: Math.max(0, NUMBER[card.kind] - discount(player)), in: card.color === 'black' ? 'rice' : 'coins' };
}

/** A move's cost: 10 rice or 2 coins; 巫 halves it first (rounding up), then 車 takes 1 rice off each. */
export function moveCost(state: GyozanState, player: Player, pay: 'rice' | 'coins'): number {
  const base = pay === 'rice' ? MOVE_RICE : MOVE_COINS;
  const halved = state.halfCost ? Math.ceil(base / 2) : base;
  return pay === 'rice' ? Math.max(0, halved - discount(player)) : halved;
}

/** How far a move or an advance takes the piece: 1, +1 a 弓, +2 a 馬, +1 from the 皇処. */
export function stride(state: GyozanState, p: number): number {
  const player = state.players[p];
  const cell = state.options.routes[p][player.at];
  return 1 + countActive(player, '弓') + 2 * countActive(player, '馬') + (HUE.has(cell) ? 1 : 0);
}

/** Where a move or an advance puts the piece (the 皇山 at most). */
export function landing(state: GyozanState, p: number): number {
  const route = state.options.routes[p];
  return route[Math.min(state.players[p].at + stride(state, p), route.length - 1)];
}

export const atGoal = (state: GyozanState, p: number) => state.players[p].at === state.options.routes[p].length - 1;

function withPlayer(state: GyozanState, p: number, change: Partial<Player>): GyozanState {
  const players = state.players.slice();
  players[p] = { ...players[p], ...change };
  return { ...state, players };
}

export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface Step {
  state: GyozanState;
  events: GameEvent[];
}

export function setupGyozan(options: GyozanOptions, rng: Rng): Step {
  const players: Player[] = Array.from({ length: options.players }, () => ({
    hand: [],
    installed: [],
    rice: options.startRice,
    coins: options.startCoins,
    at: 0,
    shielded: false,
  }));
  const state: GyozanState = {
    options,
    players,
    pile: shuffled(options.deck, rng),
    discards: [],
    turn: 0,
    phase: { step: 'effects', next: 0 },
    waiting: null,
    halfCost: false,
    winner: null,
  };
  return beginTurn(state, rng, []);
}

/** Steps 1–3 for the player whose turn it now is. */
function beginTurn(start: GyozanState, rng: Rng, events: GameEvent[]): Step {
  const p = current(start);
  const who = playerName(p);
  // Cards installed last turn take effect; a 筆 shield lasts until now.
  let state = withPlayer(start, p, {
    installed: start.players[p].installed.map((slot) => ({ ...slot, fresh: false })),
    shielded: false,
  });
  state = { ...state, phase: { step: 'effects', next: 0 }, waiting: null, halfCost: false };
  // 1. Draw up to the hand limit; the discards are shuffled back when the pile runs out.
  let pile = state.pile.slice();
  let discards = state.discards.slice();
  const hand = state.players[p].hand.slice();
  let drawn = 0;
  while (hand.length < handLimit(state.players[p])) {
    if (pile.length === 0) {
      if (discards.length === 0) break;
      pile = shuffled(discards, rng);
      discards = [];
      events.push({ type: 'note', text: 'the discards are shuffled into a new pile' });
    }
    hand.push(pile.shift() as Card);
    drawn++;
  }
  state = withPlayer({ ...state, pile, discards }, p, { hand });
  events.push({ type: 'note', text: `${who}'s turn: draws ${drawn}` });
  // 2. Cards with three sticks go.
  const worn = state.players[p].installed.filter((slot) => slot.sticks >= WEAR);
  if (worn.length > 0) {
    state = withPlayer({ ...state, discards: [...state.discards, ...worn.map((s) => s.card)] }, p, {
      installed: state.players[p].installed.filter((slot) => slot.sticks < WEAR),
    });
    events.push({ type: 'note', text: `${who}'s ${worn.map((s) => cardName(s.card)).join(', ')} wear${worn.length === 1 ? 's' : ''} out` });
  }
  // 3. The effects.
  return runEffects(state, events);
}

/** Step 3 from `phase.next` on, until an effect waits or all are done. */
export function runEffects(start: GyozanState, events: GameEvent[]): Step {
  let state = start;
  const p = current(state);
  const who = playerName(p);
  if (state.phase.step !== 'effects') return { state, events };
  for (let i = state.phase.next; i < state.players[p].installed.length; i++) {
    const slot = state.players[p].installed[i];
    if (slot.fresh) continue;
    const phase = { step: 'effects' as const, next: i + 1 };
    if (slot.card.color === 'black') state = withSlot(state, p, i, { sticks: slot.sticks + 1 });
    state = { ...state, phase };
    const player = state.players[p];
    switch (slot.card.kind) {
      case '船':
        state = withPlayer(state, p, { rice: player.rice + 1 });
        events.push({ type: 'note', text: `${who}'s 船: 1 rice` });
        break;
      case '王':
        state = withPlayer(state, p, { coins: player.coins + 2 });
        events.push({ type: 'note', text: `${who}'s 王: 2 coins` });
        break;
      case '虎': {
        const options = stealOptions(state, p);
        if (options.length === 0) {
          events.push({ type: 'note', text: `${who}'s 虎 finds nothing to take` });
          break;
        }
        return { state: { ...state, waiting: { kind: 'choice', card: i, options, purpose: 'steal' } }, events };
      }
      case '筆':
      case '巫':
      case '将':
        return { state: { ...state, waiting: { kind: 'cast', card: i } }, events };
      case '皇':
        if (atGoal(state, p)) break;
        return { state: { ...state, waiting: { kind: 'advance', card: i, squares: stride(state, p) } }, events };
      default:
        // 兵, 弓, 車, 馬 work all the time (hand limit, stride, costs).
        break;
    }
  }
  return { state: { ...state, phase: { step: 'actions', done: 3 }, waiting: null }, events };
}

function withSlot(state: GyozanState, p: number, i: number, change: Partial<Installed>): GyozanState {
  const installed = state.players[p].installed.slice();
  installed[i] = { ...installed[i], ...change };
  return withPlayer(state, p, { installed });
}

/** 虎: one stick (a rice or a coin) from an opponent who has it and is not shielded. */
function stealOptions(state: GyozanState, p: number): string[] {
  const options: string[] = [];
  state.players.forEach((other, q) => {
    if (q === p || other.shielded) return;
    if (other.rice > 0) options.push(`${playerName(q)} rice`);
    if (other.coins > 0) options.push(`${playerName(q)} coin`);
  });
  return options;
}

/** Every card on the board that 将 may hit: of any player not shielded (the player's own included). */
export function cardOptions(state: GyozanState, p: number): string[] {
  const options: string[] = [];
  state.players.forEach((other, q) => {
    if (q !== p && other.shielded) return;
    other.installed.forEach((slot, i) => options.push(`${playerName(q)} ${i + 1} ${cardName(slot.card)}`));
  });
  return options;
}

/** A cast for the effect waiting: 筆, 巫 or 将. */
export function afterCast(state: GyozanState, heads: number): Step {
  const p = current(state);
  const who = playerName(p);
  const waiting = state.waiting;
  if (waiting === null || waiting.kind !== 'cast') return { state, events: [] };
  const kind = state.players[p].installed[waiting.card].card.kind;
  const low = heads <= 3;
  const events: GameEvent[] = [{ type: 'cast', heads, purpose: `${who}'s ${kind}` }];
  let next: GyozanState = { ...state, waiting: null, lastCast: { player: p, kind, heads } };
  if (kind === '筆') {
    next = low ? withPlayer(next, p, { shielded: true }) : withPlayer(next, p, { coins: next.players[p].coins + 2 });
    events.push({ type: 'note', text: low ? `${who}'s 筆: 虎 and 将 cannot touch ${who} until its next turn` : `${who}'s 筆: 2 coins` });
  } else if (kind === '巫') {
    if (low) {
      next = { ...next, halfCost: true };
      events.push({ type: 'note', text: `${who}'s 巫: the move costs half this turn` });
    } else if (!atGoal(next, p)) {
      events.push({ type: 'note', text: `${who}'s 巫: the piece advances` });
      return { state: { ...next, waiting: { kind: 'advance', card: waiting.card, squares: stride(next, p) } }, events };
    }
  } else {
    const options = cardOptions(next, p);
    if (options.length > 0) {
      const purpose = low ? 'stick' : 'destroy';
      return { state: { ...next, waiting: { kind: 'choice', card: waiting.card, options, purpose } }, events };
    }
    events.push({ type: 'note', text: `${who}'s 将: no card to reach` });
  }
  return runEffects(next, events);
}

/** The choice for the effect waiting: 虎's theft, 将's stick or destruction. */
export function afterChoice(state: GyozanState, choice: string): Step {
  const p = current(state);
  const who = playerName(p);
  const waiting = state.waiting;
  if (waiting === null || waiting.kind !== 'choice') return { state, events: [] };
  const [target, what] = choice.split(' ');
  const q = Number(target.slice(1)) - 1;
  let next: GyozanState = { ...state, waiting: null };
  const events: GameEvent[] = [];
  if (waiting.purpose === 'steal') {
    const key = what === 'rice' ? 'rice' : 'coins';
    next = withPlayer(next, q, { [key]: next.players[q][key] - 1 });
    next = withPlayer(next, p, { [key]: next.players[p][key] + 1 });
    events.push({ type: 'note', text: `${who}'s 虎 takes a ${what} from ${target}` });
  } else {
    const slot = Number(what) - 1;
    const card = next.players[q].installed[slot];
    if (waiting.purpose === 'stick') {
      next = withSlot(next, q, slot, { sticks: card.sticks + 1 });
      events.push({ type: 'note', text: `${who}'s 将 puts a stick on ${target}'s ${cardName(card.card)}` });
    } else {
      next = withPlayer({ ...next, discards: [...next.discards, card.card] }, q, {
        installed: next.players[q].installed.filter((_, i) => i !== slot),
      });
      events.push({ type: 'note', text: `${who}'s 将 destroys ${target}'s ${cardName(card.card)}` });
      // The player's own effects still to come shift down when one of its own earlier cards goes.
      if (q === p && next.phase.step === 'effects' && slot < next.phase.next) next = { ...next, phase: { step: 'effects', next: next.phase.next - 1 } };
    }
  }
  return runEffects(next, events);
}

/** Ends the turn: the next player begins. */
export function endTurn(state: GyozanState, rng: Rng, events: GameEvent[]): Step {
  return beginTurn({ ...state, turn: state.turn + 1 }, rng, events);
}

/** The player's piece moves to `to` (already checked); the game ends on the 皇山. */
export function movePiece(state: GyozanState, to: number): { state: GyozanState; won: boolean } {
  const p = current(state);
  const at = state.options.routes[p].indexOf(to);
  const moved = withPlayer(state, p, { at });
  const won = atGoal(moved, p);
  return { state: won ? { ...moved, winner: p } : moved, won };
}

/** Why an action of steps 4–7 may not be taken now, or null. */
export function actionError(state: GyozanState, move: GyozanMove): { code: string; message: string } | null {
  const p = current(state);
  const player = state.players[p];
  if (state.phase.step !== 'actions' || state.waiting !== null) return { code: 'pending', message: 'the effects of this turn come first' };
  const done = state.phase.done;
  const late = (step: number, what: string) => (done > step ? { code: 'too-late', message: `${what} comes before what was done this turn` } : null);
  switch (move.type) {
    case 'exchange':
      if (late(4, 'an exchange')) return late(4, 'an exchange');
      if (!Number.isInteger(move.coins) || move.coins < 1) return { code: 'bad-amount', message: 'buy 1 coin or more' };
      if (player.rice < move.coins * RICE_PER_COIN) return { code: 'too-poor', message: `${move.coins} coins cost ${move.coins * RICE_PER_COIN} rice; ${playerName(p)} has ${player.rice}` };
      return null;
    case 'dismantle': {
      if (late(5, 'dismantling')) return late(5, 'dismantling');
      const slot = player.installed[move.slot - 1];
      if (slot === undefined) return { code: 'no-such-card', message: `${playerName(p)} has no card in slot ${move.slot}` };
      const cost = cardCost(player, slot.card);
      if (player[cost.in] < cost.amount) return { code: 'too-poor', message: `dismantling the ${cardName(slot.card)} costs ${cost.amount} ${cost.in}` };
      return null;
    }
    case 'install': {
      if (late(5, 'installing')) return late(5, 'installing');
      if (!player.hand.some((c) => sameCard(c, move.card))) return { code: 'not-in-hand', message: `${playerName(p)} holds no ${cardName(move.card)}` };
      if (move.card.kind === '無') return { code: 'blank', message: 'a 無 is not installed: cash it for 2 coins' };
      if (player.installed.length >= MAX_INSTALLED) return { code: 'full', message: `${MAX_INSTALLED} cards at most are installed` };
      const cost = cardCost(player, move.card);
      if (player[cost.in] < cost.amount) return { code: 'too-poor', message: `the ${cardName(move.card)} costs ${cost.amount} ${cost.in}` };
      return null;
    }
    case 'discard': {
      if (late(5, 'discarding')) return late(5, 'discarding');
      if (move.cards.length === 0) return { code: 'bad-move', message: 'discard one card or more' };
      const hand = player.hand.slice();
      for (const card of move.cards) {
        const at = hand.findIndex((c) => sameCard(c, card));
        if (at < 0) return { code: 'not-in-hand', message: `${playerName(p)} does not hold that many ${cardName(card)}` };
        hand.splice(at, 1);
      }
      return null;
    }
    case 'cash':
      if (late(5, 'cashing a 無')) return late(5, 'cashing a 無');
      return player.hand.some((c) => c.kind === '無') ? null : { code: 'not-in-hand', message: `${playerName(p)} holds no 無` };
    case 'move': {
      const cost = moveCost(state, player, move.pay);
      if (player[move.pay] < cost) return { code: 'too-poor', message: `the move costs ${cost} ${move.pay}` };
      if (move.to !== landing(state, p)) return { code: 'wrong-square', message: `the piece goes ${stride(state, p)} square(s) along its route` };
      return null;
    }
    case 'end':
      return null;
    default:
      return { code: 'bad-move', message: 'not an action now' };
  }
}

/** Applies an action of steps 4–6 (checked). */
export function applyAction(state: GyozanState, move: GyozanMove, events: GameEvent[]): GyozanState {
  const p = current(state);
  const who = playerName(p);
  const player = state.players[p];
  switch (move.type) {
    case 'exchange':
      events.push({ type: 'note', text: `${who} buys ${move.coins} coin(s) for ${move.coins * RICE_PER_COIN} rice` });
      return { ...withPlayer(state, p, { rice: player.rice - move.coins * RICE_PER_COIN, coins: player.coins + move.coins }), phase: { step: 'actions', done: 4 } };
    case 'dismantle': {
      const slot = player.installed[move.slot - 1];
      const cost = cardCost(player, slot.card);
      events.push({ type: 'note', text: `${who} dismantles its ${cardName(slot.card)} for ${cost.amount} ${cost.in}` });
      const next = withPlayer({ ...state, discards: [...state.discards, slot.card] }, p, {
        [cost.in]: player[cost.in] - cost.amount,
        installed: player.installed.filter((_, i) => i !== move.slot - 1),
      });
      return { ...next, phase: { step: 'actions', done: 5 } };
    }
    case 'install': {
      const cost = cardCost(player, move.card);
      const at = player.hand.findIndex((c) => sameCard(c, move.card));
      events.push({ type: 'note', text: `${who} installs a ${cardName(move.card)} for ${cost.amount} ${cost.in}` });
      const next = withPlayer(state, p, {
        [cost.in]: player[cost.in] - cost.amount,
        hand: player.hand.filter((_, i) => i !== at),
        installed: [...player.installed, { card: move.card, sticks: 0, fresh: true }],
      });
      return { ...next, phase: { step: 'actions', done: 6 } };
    }
    case 'discard': {
      const hand = player.hand.slice();
      for (const card of move.cards) hand.splice(hand.findIndex((c) => sameCard(c, card)), 1);
      const rice = DISCARD_RICE * move.cards.length;
      events.push({ type: 'note', text: `${who} discards ${move.cards.map(cardName).join(' ')} for ${rice} rice` });
      return { ...withPlayer({ ...state, discards: [...state.discards, ...move.cards] }, p, { hand, rice: player.rice + rice }), phase: { step: 'actions', done: 6 } };
    }
    case 'cash': {
      const at = player.hand.findIndex((c) => c.kind === '無');
      events.push({ type: 'note', text: `${who} throws a 無 away for 2 coins` });
      const next = withPlayer({ ...state, discards: [...state.discards, player.hand[at]] }, p, {
        hand: player.hand.filter((_, i) => i !== at),
        coins: player.coins + 2,
      });
      return { ...next, phase: { step: 'actions', done: 6 } };
    }
    default:
      return state;
  }
}
