// How a game is drawn. A view is one file in games/, named after the game's id, exporting
// `view: GameView`; the registry finds it by that name, so a new game's view is one new file.
// Board coordinates: one unit per cell, (0, 0) the top-left corner of the top-left cell.
import type { GameDetail } from '../types.ts';

export type ComputerStatus = NonNullable<GameDetail['computer']>;

export interface DrawContext {
  rows: number;
  cols: number;
  /** Which seat of the game this board plays (its place in the game's `boards`): 0 for a game on
   *  one board. Games with a site per player (Scarabya) draw that seat's site. */
  seat?: number;
  /** The top-left corner of a cell named in the game's notation; null when it is not on the board. */
  at(name: string): { x: number; y: number } | null;
  /** Under the LEDs: special squares (water, scored areas…). */
  ground: SVGGElement;
  /** Over the LEDs: the pieces. Give each piece's group `data-piece-cell="NAME"` so the board can
   *  show it faded while it is lifted off the board. */
  pieces: SVGGElement;
}

export interface Fact { label: string; value: string }

/**
 * One entry of the legend beside the board: a mark of the game's picture (a side's colour, a
 * water square, a dashed ring) drawn small by `draw` into a one-cell SVG group, and what it means.
 */
export interface LegendMark { key: string; text: { en: string; ja: string }; draw(g: SVGGElement): void }

export interface GameView {
  /** Draws special squares under the LEDs. */
  ground?(view: unknown, ctx: DrawContext): void;
  /** Draws the game's pieces where the game has them. */
  pieces?(view: unknown, ctx: DrawContext): void;
  /** Short facts beside the board: whose turn, hands, what is left. */
  facts?(view: unknown): Fact[];
  /** The light roles the game's board shows (beside the ones every board game uses), for the legend. */
  roles?: readonly string[];
  /** The marks of the game's picture, for the legend. */
  legend?(view: unknown): LegendMark[];
  /**
   * The game's picture beside the board, or in its place for a game played on no board: what no
   * board shows (the sticks as they fell, an offer row, a tableau on no board, the purses, the
   * hand tile). Drawn into `target` again whenever the game's view changes.
   */
  picture?(view: unknown, target: HTMLElement, ctx: PictureContext): void;
  /**
   * Whether the game's own panel takes the place of this form action (Cuzco's holdings form of its
   * own replaces the generic one drawn from the schema); such a form is not drawn among the actions.
   */
  ownsForm?(form: { move: string }): boolean;
  /** The game's two sides, when it names them (Cetkaik's A and IA): a remote match's seats are these. */
  sides?: readonly [string, string];
  /** A panel of the game's own under the board (forms, a reference): drawn into `target`. */
  panel?(view: unknown, target: HTMLElement, ctx: PanelContext): void;
}

/** What a picture knows of where the game is played. */
export interface PictureContext {
  /** The game's areas (a tableau per player, an offer row…) and the board each lies on (null: on no board). */
  areas: readonly { id: string; seat: string | null; rows: number; cols: number; board: string | null }[];
  /** The board shown beside the picture, if any. */
  board: string | null;
  /** What that board lights now (cell → role), as the lights show it. */
  lights: Readonly<Record<string, string>>;
  /** The computer opponent, when one is seated: whether it is thinking, its move, its latest answer. */
  computer: ComputerStatus | null;
}

/** What a game's panel may do: send a move in the game's notation (the operator only), report a problem. */
export interface PanelContext {
  operator: boolean;
  move(text: string): void;
  fail(message: string): void;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
