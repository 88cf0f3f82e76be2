// The `simulate` script format: timed physical actions and player inputs.
//   {"board"?: "9x9", "boards"?: N, "position"?: …, "until"?: ms, "steps": [{"at": ms, <one action>, "on"?: n | seat}, …]}
// Actions: lift/place CELL|[CELLS], tap CELL, bounce CELL + ms, unplug, replug, press BUTTON (physical);
// sticks N, choose VALUE, move NOTATION, entry JSON (inputs the boards cannot sense).
// "on" picks the board (1…boards) of a physical action, or a seat (the board holding its area).
import type { Json } from '../rules/index.ts';
import type { Checked } from '../host/index.ts';

export type Action =
  | { kind: 'lift'; cells: string[] }
  | { kind: 'place'; cells: string[] }
  | { kind: 'bounce'; cell: string; ms: number }
  | { kind: 'unplug' }
  | { kind: 'replug' }
  | { kind: 'tap'; cell: string }
  | { kind: 'press'; button: 'next' | 'undo' }
  | { kind: 'sticks'; heads: number }
  | { kind: 'choose'; value: string }
  | { kind: 'move'; move: string }
  | { kind: 'entry'; value: Json };

export interface Step {
  at: number;
  action: Action;
  /** The board a physical action happens on, 1-based, or a seat whose area's board it is. */
  on: number | string;
}

export interface Script {
  board?: string;
  /** How many simulated boards (a game with seats: one per seat); left out: one, or none for a game with no board. */
  boards?: number;
  position?: unknown;
  /** Virtual time to run until (default: last step + 2000 ms). */
  until: number;
  steps: Step[];
}

/** A script covers at most a day of the table's time (a day runs in about half a minute). */
export const MAX_SCRIPT_MS = 24 * 60 * 60 * 1000;
/** And at most this many steps. */
export const MAX_SCRIPT_STEPS = 100_000;

const ACTION_KEYS = ['lift', 'place', 'tap', 'bounce', 'unplug', 'replug', 'press', 'sticks', 'choose', 'move', 'entry'] as const;
/** Inputs the boards do not sense: they go to the game, on no board in particular. */
const GAME_INPUTS: readonly string[] = ['sticks', 'choose', 'move', 'entry'];

export function parseScript(json: unknown): Checked<Script> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return fail('the script must be a JSON object with "steps"');
  const { board, boards, position, until, steps, ...rest } = json as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) return fail(`unknown key "${unknownKeys[0]}" (known: board, boards, position, until, steps)`);
  if (board !== undefined && typeof board !== 'string') return fail('"board" must be a board name such as "9x9"');
  if (boards !== undefined && (typeof boards !== 'number' || !Number.isInteger(boards) || boards < 1 || boards > 8)) return fail('"boards" must be a whole number from 1 to 8');
  const boardCount = (boards as number | undefined) ?? 1;
  if (!Array.isArray(steps)) return fail('"steps" must be an array');
  if (steps.length > MAX_SCRIPT_STEPS) return fail(`the script has ${steps.length} steps; the limit is ${MAX_SCRIPT_STEPS}`);
  const parsed: Step[] = [];
  let previous = 0;
  for (const [i, raw] of steps.entries()) {
    const step = parseStep(raw);
    if (!step.ok) return fail(`step ${i + 1}: ${step.error}`);
    if (step.value.at < previous) return fail(`step ${i + 1}: "at" ${step.value.at} is earlier than the step before (${previous})`);
    if (typeof step.value.on === 'number' && step.value.on > boardCount) return fail(`step ${i + 1}: "on" ${step.value.on} but the script has ${boardCount} board${boardCount === 1 ? '' : 's'}`);
    previous = step.value.at;
    parsed.push(step.value);
  }
  const last = parsed.at(-1)?.at ?? 0;
  if (until !== undefined && (typeof until !== 'number' || !Number.isFinite(until) || until < last)) {
    return fail(`"until" must be a time (ms) no earlier than the last step (${last})`);
  }
  if (typeof until === 'number' && until > MAX_SCRIPT_MS) return fail(`"until" ${until} is past the limit of ${MAX_SCRIPT_MS} ms (a day of virtual time, MAX_SCRIPT_MS)`);
  return { ok: true, value: { board, ...(boards === undefined ? {} : { boards: boards as number }), position, until: (until as number | undefined) ?? last + 2000, steps: parsed } };
}

function parseStep(raw: unknown): Checked<Step> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('a step must be an object like {"at": 0, "lift": "A1"}');
  const step = raw as Record<string, unknown>;
  const at = step.at;
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) return fail('"at" must be a time in ms, 0 or more');
  if (at > MAX_SCRIPT_MS) return fail(`"at" ${at} is past the limit of ${MAX_SCRIPT_MS} ms (a day of virtual time, MAX_SCRIPT_MS)`);
  const keys = ACTION_KEYS.filter((k) => k in step);
  if (keys.length !== 1) return fail(`a step needs exactly one of ${ACTION_KEYS.join(', ')}`);
  const physical = !GAME_INPUTS.includes(keys[0]);
  const extra = Object.keys(step).filter((k) => k !== 'at' && k !== keys[0] && !(keys[0] === 'bounce' && k === 'ms') && !(physical && k === 'on'));
  if (extra.length > 0) return fail(`unexpected key "${extra[0]}"`);
  const on = step.on ?? 1;
  const seatName = typeof on === 'string' && on.length > 0 && on.length <= 64;
  if (!seatName && (typeof on !== 'number' || !Number.isInteger(on) || on < 1)) return fail('"on" must be a board number (1 or more) or a seat');
  const action = parseAction(keys[0], step);
  return action.ok ? { ok: true, value: { at, action: action.value, on: on as number | string } } : action;
}

function parseAction(key: (typeof ACTION_KEYS)[number], step: Record<string, unknown>): Checked<Action> {
  const value = step[key];
  switch (key) {
    case 'lift':
    case 'place': {
      const cells = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(cells) || cells.length === 0 || !cells.every((c) => typeof c === 'string')) {
        return fail(`"${key}" takes a cell name or a non-empty array of them`);
      }
      return { ok: true, value: { kind: key, cells } };
    }
    case 'bounce': {
      const ms = step.ms;
      if (typeof value !== 'string') return fail('"bounce" takes a cell name');
      if (typeof ms !== 'number' || !(ms > 0) || ms > 10_000) return fail('"bounce" needs "ms": the burst length, 0 < ms ≤ 10000');
      return { ok: true, value: { kind: 'bounce', cell: value, ms } };
    }
    case 'unplug':
    case 'replug':
      if (value !== true) return fail(`"${key}" takes true`);
      return { ok: true, value: { kind: key } };
    case 'sticks':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return fail('"sticks" takes the number of heads, an integer ≥ 0');
      return { ok: true, value: { kind: 'sticks', heads: value } };
    case 'choose':
      if (typeof value !== 'string') return fail('"choose" takes one of the offered options, as a string');
      return { ok: true, value: { kind: 'choose', value } };
    case 'tap':
      if (typeof value !== 'string') return fail('"tap" takes a cell name (the piece there is lifted and put back)');
      return { ok: true, value: { kind: 'tap', cell: value } };
    case 'press':
      if (value !== 'next' && value !== 'undo') return fail('"press" takes "next" or "undo"');
      return { ok: true, value: { kind: 'press', button: value } };
    case 'move':
      if (typeof value !== 'string' || value.trim() === '') return fail('"move" takes a move in the game\'s notation');
      return { ok: true, value: { kind: 'move', move: value } };
    case 'entry':
      if (value === undefined) return fail('"entry" takes the JSON the game asks for');
      return { ok: true, value: { kind: 'entry', value: value as Json } };
  }
}

function fail(error: string): { ok: false; error: string } { return { ok: false, error }; }
