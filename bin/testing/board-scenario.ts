// The format of `rules/<game>/scenarios.json`: board scenarios a game declares as data, played on
// a simulated board by bin/game-scenarios.test.ts (docs/GAME-CONTRACT.md, "Board scenarios").
// Validation is strict so that a typo fails loudly, naming the file, the scenario and the step,
// rather than quietly checking nothing.
import type { Checked } from '../../host/index.ts';
import { LIGHT_ROLES, type Json } from '../../rules/index.ts';
import type { Action } from '../sim-script.ts';

/** What the table must show at a point of a scenario; only the keys given are checked. */
export interface Expectation {
  /** Every move committed so far, in order. */
  moves?: string[];
  /** Cell (as the board names it) → light role, or null for an unlit cell; other cells are not checked. */
  lights?: Record<string, string | null>;
  /** A subset of the game's view (deep partial match). */
  view?: Json;
  toMove?: string | null;
}

export type ScenarioStep = { action: Action } | { wait: number } | { expect: Expectation };

export interface Scenario {
  name: string;
  /** A board profile name; left out: the game's default, as Simulation picks it. */
  board?: string;
  seed: number;
  options?: Json;
  position?: Json;
  steps: ScenarioStep[];
}

const SCENARIO_KEYS = ['name', 'board', 'seed', 'options', 'position', 'steps'];
const STEP_KEYS = ['lift', 'place', 'tap', 'press', 'move', 'entry', 'choose', 'sticks', 'wait', 'expect'];
const EXPECT_KEYS = ['moves', 'lights', 'view', 'toMove'];
/** A wait longer than an hour of table time is surely a mistake (and a slow test). */
const MAX_WAIT_MS = 60 * 60 * 1000;

/** A scenarios file's content, checked whole; errors start with `source` and name the scenario and step. */
export function parseScenarios(json: unknown, source: string): Checked<Scenario[]> {
  if (!isObject(json)) return fail(`${source}: must be an object {"scenarios": [...]}`);
  const extra = Object.keys(json).filter((k) => k !== 'scenarios');
  if (extra.length > 0) return fail(`${source}: unknown key "${extra[0]}" (known: scenarios)`);
  if (!Array.isArray(json.scenarios) || json.scenarios.length === 0) return fail(`${source}: "scenarios" must be a non-empty array`);
  const parsed: Scenario[] = [];
  for (const [i, raw] of json.scenarios.entries()) {
    const label = isObject(raw) && typeof raw.name === 'string' ? `scenario "${raw.name}"` : `scenario ${i + 1}`;
    const scenario = parseScenario(raw);
    if (!scenario.ok) return fail(`${source}: ${label}: ${scenario.error}`);
    // Names become test names: two alike would hide one result.
    if (parsed.some((s) => s.name === scenario.value.name)) return fail(`${source}: ${label}: another scenario has this name`);
    parsed.push(scenario.value);
  }
  return { ok: true, value: parsed };
}

function parseScenario(raw: unknown): Checked<Scenario> {
  if (!isObject(raw)) return fail('must be an object with "name" and "steps"');
  const extra = Object.keys(raw).filter((k) => !SCENARIO_KEYS.includes(k));
  if (extra.length > 0) return fail(`unknown key "${extra[0]}" (known: ${SCENARIO_KEYS.join(', ')})`);
  const { name, board, seed, options, position, steps } = raw;
  if (typeof name !== 'string' || name.trim() === '') return fail('"name" must be a non-empty string');
  if (board !== undefined && typeof board !== 'string') return fail('"board" must be a board profile name such as "9x9"');
  if (seed !== undefined && !(typeof seed === 'number' && Number.isInteger(seed) && seed >= 0)) return fail('"seed" must be a whole number, 0 or more');
  if (options !== undefined && !isObject(options)) return fail('"options" must be an object of the game\'s options');
  if (!Array.isArray(steps) || steps.length === 0) return fail('"steps" must be a non-empty array');
  const parsed: ScenarioStep[] = [];
  for (const [i, step] of steps.entries()) {
    const one = parseStep(step);
    if (!one.ok) return fail(`step ${i + 1}: ${one.error}`);
    parsed.push(one.value);
  }
  if (!parsed.some((s) => 'expect' in s)) return fail('no "expect" step: the scenario would check nothing');
  return {
    ok: true,
    value: { name, seed: (seed as number | undefined) ?? 1, steps: parsed, ...(board === undefined ? {} : { board }), ...(options === undefined ? {} : { options: options as Json }), ...(position === undefined ? {} : { position: position as Json }) },
  };
}

function parseStep(raw: unknown): Checked<ScenarioStep> {
  if (!isObject(raw)) return fail(`a step must be an object with one of ${STEP_KEYS.join(', ')}`);
  const keys = Object.keys(raw);
  if (keys.length !== 1 || !STEP_KEYS.includes(keys[0])) {
    const unknown = keys.find((k) => !STEP_KEYS.includes(k));
    return fail(unknown !== undefined ? `unknown key "${unknown}" (known: ${STEP_KEYS.join(', ')})` : `a step takes exactly one of ${STEP_KEYS.join(', ')}; this one has ${keys.length === 0 ? 'none' : keys.join(', ')}`);
  }
  const key = keys[0];
  const value = raw[key];
  const action = (a: Action): Checked<ScenarioStep> => ({ ok: true, value: { action: a } });
  switch (key) {
    case 'lift':
    case 'place': {
      const cells = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(cells) || cells.length === 0 || !cells.every((c) => typeof c === 'string' && c !== '')) return fail(`"${key}" takes a non-empty list of cell names`);
      return action({ kind: key, cells });
    }
    case 'tap':
      if (typeof value !== 'string' || value === '') return fail('"tap" takes a cell name');
      return action({ kind: 'tap', cell: value });
    case 'press':
      if (value !== 'next' && value !== 'undo') return fail('"press" takes "next" or "undo"');
      return action({ kind: 'press', button: value });
    case 'move':
      if (typeof value !== 'string' || value.trim() === '') return fail('"move" takes a move in the game\'s notation');
      return action({ kind: 'move', move: value });
    case 'entry':
      if (value === undefined) return fail('"entry" takes the JSON the game asks for');
      return action({ kind: 'entry', value: value as Json });
    case 'choose':
      if (typeof value !== 'string') return fail('"choose" takes one of the offered options, as a string');
      return action({ kind: 'choose', value });
    case 'sticks':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return fail('"sticks" takes the number of heads, a whole number');
      return action({ kind: 'sticks', heads: value });
    case 'wait':
      if (typeof value !== 'number' || !(value > 0) || value > MAX_WAIT_MS) return fail(`"wait" takes a time in ms, more than 0 and at most ${MAX_WAIT_MS}`);
      return { ok: true, value: { wait: value } };
    default: {
      const expectation = parseExpectation(value);
      return expectation.ok ? { ok: true, value: { expect: expectation.value } } : fail(`"expect": ${expectation.error}`);
    }
  }
}

function parseExpectation(raw: unknown): Checked<Expectation> {
  if (!isObject(raw)) return fail(`takes an object with some of ${EXPECT_KEYS.join(', ')}`);
  const keys = Object.keys(raw);
  const unknown = keys.find((k) => !EXPECT_KEYS.includes(k));
  if (unknown !== undefined) return fail(`unknown key "${unknown}" (known: ${EXPECT_KEYS.join(', ')})`);
  if (keys.length === 0) return fail(`is empty: name at least one of ${EXPECT_KEYS.join(', ')}`);
  const { moves, lights, view, toMove } = raw;
  if (moves !== undefined && !(Array.isArray(moves) && moves.every((m) => typeof m === 'string'))) return fail('"moves" takes the list of every move committed so far');
  if (lights !== undefined) {
    if (!isObject(lights) || Object.keys(lights).length === 0) return fail('"lights" takes an object: cell → role, or null for unlit');
    for (const [cell, role] of Object.entries(lights)) {
      if (role !== null && !(LIGHT_ROLES as readonly unknown[]).includes(role)) return fail(`"lights": ${cell}: ${JSON.stringify(role)} is no light role (${LIGHT_ROLES.join(', ')}, or null)`);
    }
  }
  if (view !== undefined && !isObject(view)) return fail('"view" takes an object: the part of the game\'s view to check');
  if (toMove !== undefined && toMove !== null && typeof toMove !== 'string') return fail('"toMove" takes a seat, or null');
  return { ok: true, value: raw as Expectation };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(error: string): { ok: false; error: string } { return { ok: false, error }; }
