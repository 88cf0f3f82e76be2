// What the host facade takes and gives, as plain data: requests, board and game summaries.
import type { DecideBot } from './bots/bot-runner.ts';
import type { BoardProfile, Clock, Hello, Rgb } from '../hardware/index.ts';
import type { JsonSchema, Label } from '../rules/index.ts';
import type { Layout } from './games/placement.ts';
import type { JournalStore } from './journal/store.ts';
import type { LinkCounters, SteppedDown } from './link/index.ts';
import type { LedPower } from './table/table.ts';

export interface NewGame {
  game: string;
  options?: unknown;
  position?: unknown;
  seed?: number;
  /** Where areas go (area id → board and top-left row/column, 0-based); the rest are packed in order. */
  layout?: Layout;
  /**
   * Simulated boards are left empty and lit cell by cell for the players to set up, as real boards
   * are (by default the host puts them in the starting position itself).
   */
  setUp?: boolean;
}

export interface BoardSummary {
  id: string;
  path: string;
  simulated: boolean;
  /** The link's health; `steppedDown` while its line is held below the board's fastest speed after noise or a failed switch. */
  link: { state: string; reason?: string; steppedDown?: SteppedDown };
  profile: BoardProfile;
  game: string | null;
}

export interface BoardDetail extends BoardSummary {
  counters: LinkCounters | null;
  hello: Hello | null;
  /** The serial line's speed now (115200, or the faster one the board was switched to); null without a link. */
  baudRate: number | null;
  /** Occupied cells as the board reports them, named in the game's notation. */
  occupancy: string[];
  /** What each lit cell shows now (cell name → colour, blink). */
  leds: Record<string, Rgb & { blink: boolean }>;
  /** What each lit cell means now (cell name → role: target, capture, …), as the lights events say. */
  lights: Record<string, string>;
  /** The name of every cell, row by row from the top-left (rows × cols names). */
  cells: string[];
  /** The lights' draw at full brightness against the board's cap (above it they are dimmed); null with no game on the board. */
  power: LedPower | null;
}

/** A light role as boards show it, and what it means (for a legend). */
export interface LightRoleInfo { role: string; r: number; g: number; b: number; blink: boolean; label: { en: string; ja: string } }

/** A game the host can start, and what it needs. */
export interface GameInfo {
  id: string;
  title: string;
  /** The game's name in both languages (the rules' `names`, else the title in both). */
  names: Label;
  /** The board it is played on, in words: `9×9`, `10×10`, `any size (9×9 by default)`, `regions`, `no board`. */
  board: string;
  /** What it needs, in words, for the new-game form: `10×10, or no board`. */
  needs: string;
  /** Each connected board: null when the game (with its default options) can be started on it, else why not. */
  fits: Record<string, string | null>;
  /** Fewest and most players. */
  players: [number, number];
  status: string;
  /** What is invented or left out, when the game says. */
  notes?: string;
  /** Its options as a JSON Schema object (defaults, limits, labels in both languages), when the game gives one. */
  options: JsonSchema | null;
}

export interface HostOptions {
  clock: Clock;
  settleMs?: number;
  /** Seed for games started without one (deterministic in tests, time-based in the product). */
  defaultSeed: () => number;
  /** Where every game's journal is kept; without it games are not recorded and cannot be resumed. */
  journal?: JournalStore;
  /** How computer opponents decide (default: a worker thread running the game's bot). */
  decideBot?: DecideBot;
}
