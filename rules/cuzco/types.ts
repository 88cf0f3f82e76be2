// The Cuzco assistant's state and moves. Holdings mirror the position JSON key for key.
import type { Json } from '../contract.ts';
import type { Circle, Colour, God, Good } from './data/vocabulary.ts';

export const SEATS = ['P1', 'P2', 'P3', 'P4'] as const;
export type Seat = (typeof SEATS)[number];

export const ROUNDS = 6;

export interface Quipu {
  /** The village's number on the board, 1–12. */
  village: number;
  /** The village's printed feather colour, VP and circle. */
  feather: Colour;
  vp: number;
  circle: Circle;
  /** Another player's quipu lies on this one (the village's VP go to the top of the pile). */
  covered: boolean;
}

export interface Tile {
  /** 1–12, the ability's number in the aid's list. */
  ability: number;
  /** Slid down (still on the mask board, still counted by missions). */
  slid: boolean;
}

export interface Holdings {
  feathers: Record<Colour, number>;
  quipu: Quipu[];
  research: Tile[];
  farm: Tile[];
  goods: Record<Good, number>;
  gods: Record<God, number>;
  offerings: number;
  food: number;
  priests: number;
  circlets: number;
  inti: number;
  turnOrder: number;
  /** Missions completed, as the aid numbers them ("S-03", "12"), in the order completed. */
  missions: string[];
}

/**
 * `play`: a round is being played; `markers`: the round was closed and the score markers are
 * awaited (an entry); `end`: the six rounds are over, Mama Killa's cards may still complete
 * missions; `over`: the final ranking stands.
 */
export type Stage = 'play' | 'markers' | 'end' | 'over';

/** How a mission was completed: as met (6 VP), or one short with card 04 played from hand or through an Inti medal (4 VP). */
export type Via = 'met' | 'mamakilla' | 'inti';

export interface Completion {
  player: Seat;
  mission: string;
  /** 1–6, or 'end' for a card played at the game end. */
  round: number | 'end';
  vp: number;
  via: Via;
}

export interface CuzcoState {
  seats: Seat[];
  players: Record<string, Holdings>;
  /** The round being played (1–6); 6 once the game has reached its end. */
  round: number;
  stage: Stage;
  /** The score markers at the end of each closed round, per seat. */
  sheet: Record<string, number>[];
  completions: Completion[];
}

export interface CuzcoOptions {
  /** How many players a new session starts with (a position brings its own). */
  players: number;
}

export type CuzcoMove =
  /** A JSON merge patch (RFC 7386) of one player's holdings, in the position JSON's shape. */
  | { type: 'set'; player: Seat; patch: { [key: string]: Json } }
  | { type: 'complete'; player: Seat; mission: string; via: Via }
  /** Corrects a closed round's score marker. */
  | { type: 'track'; round: number; player: Seat; vp: number }
  /** Closes the round being played: the score markers are asked for next. */
  | { type: 'round' }
  /** After the sixth round: the final scoring stands. */
  | { type: 'end' };
