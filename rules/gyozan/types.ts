// 行山: options, moves and state, plain data frozen once built.
import type { Card } from './cards.ts';

export const STICKS = 5;
export const START_HAND = 3;
export const MAX_INSTALLED = 9;
/** A black card wears out after three of its owner's turns (a 20-point stick a turn). */
export const WEAR = 3;
export const RICE_PER_COIN = 5;
export const MOVE_RICE = 10;
export const MOVE_COINS = 2;
export const DISCARD_RICE = 2;

export interface GyozanOptions {
  players: number;
  /** The deck, in no order (the host shuffles it). */
  deck: readonly Card[];
  /** Whether `deck` is our invented demo deck. */
  demoDeck: boolean;
  /** Each player's route, start first, ZO last. */
  routes: readonly (readonly number[])[];
  demoRoutes: boolean;
  /** Resources each player starts with. */
  startRice: number;
  startCoins: number;
}

export interface Installed {
  readonly card: Card;
  /** 20-point sticks on it: three and it is removed. */
  readonly sticks: number;
  /** Installed this turn: no effect until its owner's next turn. */
  readonly fresh: boolean;
}

export interface Player {
  readonly hand: readonly Card[];
  readonly installed: readonly Installed[];
  readonly rice: number;
  readonly coins: number;
  /** Index on the player's route. */
  readonly at: number;
  /** A 筆 cast of 3 or less: 虎 and 将 cannot touch this player until its next turn. */
  readonly shielded: boolean;
}

/** Where the turn stands: the effects of step 3 one by one, then the player's actions. */
export type Phase =
  /** Step 3, the effect of the installed card at this index is next. */
  | { readonly step: 'effects'; readonly next: number }
  /** Steps 4–7; `done` is the last step taken (4 exchange, 5 dismantle, 6 install/discard). */
  | { readonly step: 'actions'; readonly done: number };

/** What an effect waits for. */
export type Waiting =
  | { readonly kind: 'cast'; readonly card: number }
  /** 虎: whose resource to take; 将: which card gets a stick or is destroyed. */
  | { readonly kind: 'choice'; readonly card: number; readonly options: readonly string[]; readonly purpose: 'steal' | 'stick' | 'destroy' }
  /** An effect moves the piece: the player moves it on the board (`advance`). */
  | { readonly kind: 'advance'; readonly card: number; readonly squares: number };

export type GyozanMove =
  /** Step 4: buy coins with rice (5 rice a coin). */
  | { type: 'exchange'; coins: number }
  /** Step 5: dismantle one of the player's installed cards (its slot, 1-based), paying its cost. */
  | { type: 'dismantle'; slot: number }
  /** Step 6: install a card from the hand, paying its cost. */
  | { type: 'install'; card: Card }
  /** Step 6: discard cards from the hand, 2 rice each. */
  | { type: 'discard'; cards: Card[] }
  /** Step 6: throw a 無 away for 2 coins. */
  | { type: 'cash' }
  /** Step 7: pay 10 rice or 2 coins (less with 車 and 巫) and move the piece; `to` is where it lands. */
  | { type: 'move'; pay: 'rice' | 'coins'; to: number }
  /** An effect's free advance (巫, 皇), made on the board. */
  | { type: 'advance'; to: number }
  /** The turn ends without moving. */
  | { type: 'end' };

export interface GyozanState {
  readonly options: GyozanOptions;
  readonly players: readonly Player[];
  /** Draw pile, top first; the discards go back in when it runs out. */
  readonly pile: readonly Card[];
  readonly discards: readonly Card[];
  readonly turn: number;
  readonly phase: Phase;
  readonly waiting: Waiting | null;
  /** 巫's 3 or less: this turn's move costs half. */
  readonly halfCost: boolean;
  readonly winner: number | null;
  /** The last cast of the sticks (筆, 巫, 将), for the dashboard's picture; not in the position. */
  readonly lastCast?: { readonly player: number; readonly kind: string; readonly heads: number } | null;
}
