// The game contract: everything the host, the detector, the lights and the dashboard know
// about a game. Games are pure: no I/O, no clock, randomness only through the Rng passed in.
import type { CellSet } from './cellset.ts';
import type { Rng } from './rng.ts';

export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

export interface RuleError {
  /** Stable machine-readable code, e.g. 'not-your-piece', 'bad-notation'. */
  code: string;
  /** One sentence a player understands. */
  message: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A grid of cells. `corners`: the board also senses the grid's inner corners (a second layer of
 * reed switches where four cells meet, for pieces that sit across four cells); their cells are
 * numbered after the grid's own (see cells.ts, `cornerCell`).
 */
export interface Geometry { rows: number; cols: number; corners?: boolean }

/**
 * A rectangle of the game's cells that the host places whole on a board: a player's tableau, a
 * market row, the one board of a one-board game. Areas are fixed for a game's life. The host puts
 * each on a board of its own or several side by side on one board (regions); the game never
 * knows which. See areas.ts for the cell numbering across areas.
 */
export interface Area {
  /** Stable and unique within the game: a seat's name, or 'offer', 'board'… */
  id: string;
  rows: number;
  cols: number;
  /** The seat whose area this is; absent for a shared area. */
  seat?: string;
}

/**
 * A JSON Schema (the subset the dashboard renders as a form: objects of strings, enums, integers,
 * numbers, booleans and arrays of those, with `title`, `description`, `minimum`, `maximum`; a
 * `label` and a `help` `{en, ja}` beside `title` and `description` say them in the page's language).
 */
export type JsonSchema = { [key: string]: Json };

/** Words in both languages of the product: English and Japanese. */
export type Label = { en: string; ja: string };

/** A move in words, for the button that makes it; `group` gathers related moves under one heading. */
export type MoveWords = Label & { group?: Label };

/** A piece as a newcomer hears of it on lifting it: its name and how it moves, in both languages. */
export interface PieceWords { name: Label; moves: Label }

/**
 * A move of a value the player picks (an amount, a number of heads, a player's holdings): the form
 * and the move it makes. `schema` is an object schema (see JsonSchema; each property may carry a
 * `label` in both languages, and `oneOf` of `{const, title, label}` for choices with names);
 * `move` is the move's notation with `{name}` standing for property `name` of the value filled in
 * (a string or a number as written, anything else as compact JSON).
 */
export interface MoveForm { label: Label; schema: JsonSchema; move: string; group?: Label }

/** What a player is offered for the moves the board does not take by itself. */
export interface MoveOffer<M> {
  /** The moves to offer as buttons: the usual ones. Default: every legal move. */
  moves?: M[];
  /** Moves of a value the player picks. */
  forms?: MoveForm[];
}

/** What a lit cell means; the host's theme gives each a colour. */
export const LIGHT_ROLES = [
  'selected', // the lifted piece's square
  'target', // a plain legal destination
  'capture', // a destination that captures
  'cast', // a destination that needs a cast
  'step', // a square a piece may step over
  'error', // something wrong stands here
  'clear', // guidance: take the piece off this cell
  'fill', // guidance: put a piece on this cell
  'last', // the last move
  'confirm', // a move just committed (blinks for a moment, then shows as 'last')
  'hint', // a cell that is part of some legal move (placement games)
  'centre', // a strongly marked start area
  'heads', // a stick that fell heads
  'score', // a scored area
  'gold', // a scored bonus
  'site', // fixed features of the site drawn by the LEDs
  'pick', // a cell to tap (or confirm with the next button): a move waiting for a confirmation, an option of a choice
  'suggest', // a good move lit at a player's request (a hint): its piece and where it goes
] as const;
export type LightRole = (typeof LIGHT_ROLES)[number];

/**
 * How much of a move the board can see:
 * - `fully` (the default): lift and fill say it all; a still board showing it commits it;
 * - `partly`: the board sees lift and fill but they do not tell the whole move (a tile lifted
 *   from the offer and put on top of others, where no sensor is; a worker the board cannot see).
 *   The host lights `mark` and commits only on a confirmation: the `next` button, a tap on a
 *   marked cell, or the dashboard. Settling alone never commits it;
 * - `not`: the board sees nothing of it (taking tokens); it is only ever entered (dashboard, API,
 *   CLI, script).
 */
export type Sensing = 'fully' | 'partly' | 'not';

/** How the destination of a move is lit while its piece is lifted. */
export type TargetKind = 'plain' | 'capture' | 'cast' | 'step';

/**
 * What a move does to the board's occupancy, so the host can match moves without knowing the
 * game. Every member but the ones a move needs may be left out (empty sets, a `plain` target,
 * `fully` sensed). Expected occupancy after the move = occupancy(state) − from − remove + fill.
 */
export interface Footprint {
  /** Where the moving piece (or pieces) stands before the move: emptied, and put down on `fill`. */
  from?: CellSet;
  /**
   * Pieces taken off the board for good, away from where the mover lands (a custodian capture, a
   * piece jumped over): lit as cells to clear, on lift as a preview and while the move waits for
   * them to leave. A piece captured where the mover lands is `touch`.
   */
  remove?: CellSet;
  /** Cells empty before and occupied after (a placement may fill several at once). */
  fill?: CellSet;
  /** Cells occupied before and after whose piece is replaced (a capture): must be seen empty in between. */
  touch?: CellSet;
  /** Cells the move passes over that a player should see (stepping squares). */
  via?: CellSet;
  /** How the destination is lit. Default `plain`. */
  kind?: TargetKind;
  /** Default `fully`. */
  sensing?: Sensing;
  /**
   * Where a `partly` sensed move goes, lit while it waits for a confirmation; a tap on one of
   * these cells picks this move among the others waiting.
   */
  mark?: CellSet;
}

/** What a game waits for before play can go on. */
/** `words`, on every kind: the prompt in both languages (default: `prompt`, or the cast's purpose, as it is). */
export type Pending =
  /**
   * `decidesMove`: the cast (or choice) decides whether the move just played succeeds (a stepping
   * or water cast; where to stop after a short cast), so the move is reported once it is known,
   * with `failed` when it failed.
   */
  | { kind: 'cast'; sticks: number; purpose: string; decidesMove?: boolean; words?: Label }
  /**
   * `cells`: option → the cells it stands for (lit while the choice is open; a tap on a cell
   * picks the one option naming it).
   */
  | { kind: 'choice'; prompt: string; options: string[]; decidesMove?: boolean; cells?: Record<string, number[]>; words?: Label }
  /**
   * Data the board cannot sense (a tile turned up from a pile, a player's holdings), described by
   * `schema`. The dashboard renders it as a form; the API, the CLI and scripts take the JSON.
   * `resolve` refuses bad data with the reason. `example`: a valid entry, shown as a hint.
   */
  | { kind: 'entry'; prompt: string; schema: JsonSchema; example?: Json; decidesMove?: boolean; words?: Label };

export type PendingInput = { cast: number } | { choice: string } | { entry: Json };

/**
 * Things that happened, for the event stream, the journal and the lights. `words`: the end's
 * reason, or the note, in both languages (default: `reason` or `text` as it is).
 */
export type GameEvent =
  | { type: 'cast'; heads: number; purpose: string }
  | { type: 'score'; scores: Record<string, number>; detail?: Json }
  | { type: 'end'; scores: Record<string, number>; winner: string | null; reason: string; words?: Label }
  | { type: 'note'; text: string; words?: Label };

export interface Outcome<S> {
  state: S;
  events: GameEvent[];
  /** True when the move was played but failed (a failed cast: the piece goes back). */
  failed?: boolean;
}

/** When several legal moves look the same on the board. `words`: the prompt in both languages (default: `prompt` as it is). */
export type Disambiguation<M> = { move: M } | { choice: { prompt: string; options: M[]; words?: Label } };

/** How a game ended: the winner (null for a draw or a game with no winner), the scores, why. */
export interface GameResult {
  winner: string | null;
  scores: Record<string, number>;
  reason: string;
  /** The reason in both languages (default: `reason` as it is). */
  words?: Label;
}

/** Where a game comes from and how complete it is, for `tabletop games` and the dashboard. */
export interface GameAbout {
  /** The rulebook or source it follows, in words (no links outside the repo). */
  source: string;
  /** `reconstruction`: playable, but rules the source does not give are our readings. */
  status: 'playable' | 'reconstruction';
  /** How many players, e.g. [2, 4]. */
  players: [number, number];
  /** One line on what is data we invented (a demo tile set), or what is left out. */
  notes?: string;
}

/** The scores of a position as if the game ended there, with how they add up. */
export interface ScoreSheet {
  scores: Record<string, number>;
  /** Per player, each part of the score by name. */
  breakdown?: Record<string, Record<string, number>>;
  /** Best first; tied players keep seat order (the game's tie rules applied). */
  ranking?: string[];
}

export interface Game<S, M, O = Json> {
  readonly id: string;
  readonly title: string;
  /** The game's name in both languages, as its rulebook writes it (the screens' choice); `title` in both when absent. */
  readonly names?: Label;
  readonly about?: GameAbout;

  /**
   * Validates options (from JSON); unknown keys and bad values are errors. `board` is the size of
   * the board the game will be played on, when known (a game may adapt to it or refuse it).
   */
  parseOptions(json: unknown, board?: Geometry): Result<O>;
  /**
   * The board the game is played on, or null for a game with no board (played from the
   * dashboard, the CLI and the caster; occupancy and footprints are then empty and unused).
   * With `areas`, the size of the largest area (what one board must hold at least).
   */
  geometry(options: O): Geometry | null;
  setup(options: O, rng: Rng): S;

  /**
   * Cell names in the game's own notation (`ZO` in Cetkaik, `A1` elsewhere), on a board (or, with
   * `areas`, within one area) of this geometry. A game that uses corner cells names them too
   * (cells.ts: `^A1` is the corner below and right of A1).
   */
  cellName(cell: number, geometry: Geometry): string;
  parseCell(name: string, geometry: Geometry): number | null;

  /**
   * Every move possible now. A move only ever entered that takes any whole amount of a range (a
   * stake, a bet) is listed by the ends of its range, never once per amount: `play` checks it.
   */
  legalMoves(state: S): M[];
  play(state: S, move: M, rng: Rng): Result<Outcome<S>>;
  /** What the game waits for, or null when a move may be played. */
  pending(state: S): Pending | null;
  resolve(state: S, input: PendingInput, rng: Rng): Result<Outcome<S>>;

  occupancy(state: S): CellSet;
  footprint(state: S, move: M): Footprint;

  /**
   * Optional: the game's cells come in several areas (a tableau per player and a shared offer
   * row), each placed by the host on a board of its own or as a region of a bigger board. Cells
   * are then numbered across areas (areas.ts: area i's cells follow area i−1's), `occupancy`,
   * `footprint`, lights and `explainMismatch` use those numbers, and `cellName`/`parseCell` name
   * cells within one area (the host adds the area where a board holds several). A move may span
   * areas (bought from the offer into a tableau).
   */
  areas?(state: S): Area[];
  /**
   * Optional, with `areas`: the areas a game set up with these options starts with, from the
   * options alone (what `areas(setup(options, rng))` gives, for any rng). The catalogue describes
   * the board from it without a setup: Scarabya's draws a whole site.
   */
  startAreas?(options: O): Area[];
  disambiguate(state: S, moves: M[]): Disambiguation<M>;

  parseMove(text: string, state: S): Result<M>;
  formatMove(move: M, state: S): string;
  parsePosition(json: unknown, options: O): Result<S>;
  formatPosition(state: S): Json;

  /** Plain JSON for the dashboard and the CLI. */
  view(state: S): Json;

  /**
   * Optional: what the board shows while no piece is in hand and nothing is wrong, e.g. a site
   * drawn by the LEDs, cells where the next placement may go, scored areas. Cell → role, in the
   * cells of `occupancy` (across areas).
   */
  ambientLights?(state: S): ReadonlyMap<number, LightRole>;

  /**
   * Optional: why the board is wrong, when it matches no legal move: `added` cells were filled
   * and `lifted` cells emptied since the position (e.g. "wrong shape", "covers a rock"), in the
   * cells of `occupancy` (across areas).
   */
  explainMismatch?(state: S, added: CellSet, lifted: CellSet): string | null;
  isOver(state: S): boolean;
  /**
   * Optional: how the game ended, or null while it goes on (the same winner and scores as the
   * `end` event that ended it). `view` reads the result here rather than working it out again
   * from the events, and so does the host for a state it has no end event for.
   */
  result?(state: S): GameResult | null;

  /**
   * Optional: the scores as if the game ended now (the final scoring applied), with breakdown and
   * ranking. The host shows it as the running score; `tabletop score GAME FILE` prints it.
   */
  score?(state: S): ScoreSheet;

  /**
   * Optional: which player acts now, for the dashboard and for an opponent played by the host.
   * Null when nobody in particular (the game is over, or all play at once).
   */
  toMove?(state: S): string | null;

  /**
   * Optional, for a newcomer who knows no notation: a move in words in both languages ("P2 bets 10
   * on 3 heads"), shown on the button that makes it and in the move log. Default: its notation.
   */
  describeMove?(state: S, move: M): MoveWords;
  /** Optional: an option of the open choice in words (`taxot` → "End the season (終季)"). Default: the option. */
  describeChoice?(state: S, option: string): Label;
  /**
   * Optional: the moves to offer as buttons when there are too many legal ones to list usefully
   * (every bet of every amount), and forms for moves of a value the player picks.
   */
  offer?(state: S): MoveOffer<M>;
  /**
   * Optional, for teaching at the board: the piece the game has on this cell (its name as the
   * rules write it, and how it moves from there, in one or two sentences), or null when no piece
   * of the game stands there. Cells as in `occupancy`. Said when a piece is lifted, and while a
   * new game's board is set up.
   */
  pieceAt?(state: S, cell: number): PieceWords | null;
  /**
   * Optional: the options as a JSON Schema object the dashboard renders as a form: every option
   * `parseOptions` takes, with `default`, limits (`minimum`, `maximum`, `enum`/`oneOf`) and a
   * `label` in both languages on each property.
   */
  readonly optionSchema?: JsonSchema;

  /** Optional: a computer opponent the host can seat at the table (see GameBot). */
  bot?: GameBot<S, M, O>;
}

/** A side played by the computer, and how strongly. */
export interface BotSeat { side: string; level: string }

/** What the computer does now: a move (made on the board by a person), or an answer to a choice. */
export type BotDecision<M> =
  | { kind: 'move'; move: M; reason: string }
  | { kind: 'choice'; value: string; reason: string };

/**
 * A computer opponent. Pure like the rest: seeded, any clock handed in. The host runs `decide` off
 * its event loop (a worker thread), so a game with a bot keeps its state as plain data (objects,
 * arrays, typed arrays): it is copied there and back.
 */
export interface GameBot<S, M, O> {
  /** The side the computer plays, from the game's options (e.g. `{"bot": {"side": "IA", "level": "normal"}}`); null when people play every side. */
  seat(options: O): BotSeat | null;
  /**
   * What the computer does for `seat` in `state`, where it is that side's turn: a move, or the
   * option of an open choice. `history`: the game's earlier states, oldest first (to avoid
   * going round in circles); `clock`: milliseconds, to keep within the level's time per move.
   */
  decide(state: S, seat: BotSeat, context: { seed: number; history: readonly S[]; clock?: () => number }): Result<BotDecision<M>>;
}

/** A game whose state and move types are hidden, as the host holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any>;
