// Test support: plays a game through the API by following `actions` alone, as a newcomer who
// reads no notation would — a button (a complete move, a choice, the heads of a cast) picked at
// random from a seed, a form filled from its schema — until the game is over or the steps run
// out. Every answer must be a 200; a game that waits with nothing offered fails the test.
import type { FastifyInstance } from 'fastify';
import { fillMove } from '../client/move-form.ts';
import { get, post } from './inject.ts';

type Schema = Record<string, unknown>;
type Label = { en: string; ja: string };

export type Action =
  | { kind: 'move'; label: Label; group?: Label; move: string; confirm?: boolean }
  | { kind: 'form'; label: Label; group?: Label; form: { schema: Schema; move: string } }
  | { kind: 'choice'; label: Label; choice: string }
  | { kind: 'sticks'; label: Label; sticks: number }
  | { kind: 'entry'; label: Label; form: { schema: Schema; example?: unknown } };

export interface FollowedGame {
  id: string;
  game: string;
  over: boolean;
  awaiting: { type: string } | null;
  toMove: string | null;
  actions: Action[];
  log: { move: string; label: Label }[];
  result: { winner: string | null; reason: string } | null;
  view: unknown;
}

/** A small seeded generator (mulberry32): the same seed follows the same path. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value the schema allows: its default where it has one, else a pick among what it allows. */
export function valueFromSchema(schema: unknown, random: () => number = () => 0): unknown {
  if (!isSchema(schema)) return null;
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0) return valueFromSchema(pick(schema.oneOf), random);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return pick(schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const high = typeof schema.maximum === 'number' ? Math.min(schema.maximum, low + 10) : low + 10;
      return schema.type === 'integer' ? low + Math.floor(random() * (high - low + 1)) : low + random() * (high - low);
    }
    case 'boolean': return false;
    case 'string': return 'x'.repeat(typeof schema.minLength === 'number' ? schema.minLength : 1);
    case 'array': {
      const n = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: n }, () => valueFromSchema(schema.items, random));
    }
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueFromSchema(s, random)]));
    }
  }
  return null;
}

/** The request an action makes, its form (if any) filled with `value`. */
export function requestOf(action: Action, value?: unknown): { route: string; body: unknown } {
  switch (action.kind) {
    case 'move': return { route: 'moves', body: { move: action.move } };
    case 'form': return { route: 'moves', body: { move: fillMove(action.form.move, value) } };
    case 'choice': return { route: 'choices', body: { choice: action.choice } };
    case 'sticks': return { route: 'choices', body: { sticks: action.sticks } };
    case 'entry': return { route: 'entries', body: { entry: value } };
  }
}

export async function gameDetail(app: FastifyInstance, id: string): Promise<FollowedGame> {
  const res = await get(app, `/api/games/${encodeURIComponent(id)}`);
  if (res.statusCode !== 200) throw new Error(`GET game ${id}: ${res.statusCode} ${res.body}`);
  return res.json() as FollowedGame;
}

export interface FollowOptions {
  /** Stop after this many inputs (the game need not be over). */
  maxSteps: number;
  seed?: number;
  /** Choose the action to take; default: a complete one at random (forms and entries only when nothing else is offered). */
  pick?(game: FollowedGame, random: () => number): Action;
  /** The value for a form or an entry; default `valueFromSchema` (an entry starts from its example). */
  fill?(action: Extract<Action, { kind: 'form' | 'entry' }>, game: FollowedGame, random: () => number): unknown;
  /** Called after every input with the game as it then stands. */
  after?(game: FollowedGame, action: Action): void;
}

/** How often a refused form is filled again before the test gives up. */
const FORM_TRIES = 20;

export interface Followed { game: FollowedGame; steps: number; taken: Action[] }

/** The default pick: a button at random; a form only when no button is offered. */
export function pickAtRandom(game: FollowedGame, random: () => number): Action {
  const complete = game.actions.filter((a) => a.kind !== 'form' && a.kind !== 'entry');
  const from = complete.length > 0 ? complete : game.actions;
  return from[Math.floor(random() * from.length)];
}

export async function followActions(app: FastifyInstance, id: string, options: FollowOptions): Promise<Followed> {
  const random = seeded(options.seed ?? 1);
  const pick = options.pick ?? pickAtRandom;
  const taken: Action[] = [];
  let game = await gameDetail(app, id);
  let steps = 0;
  while (!game.over && steps < options.maxSteps) {
    if (game.actions.length === 0) throw new Error(`${game.game}: nothing is offered at step ${steps} (awaiting ${JSON.stringify(game.awaiting)}, ${game.toMove ?? 'nobody'} to act)`);
    const action = pick(game, random);
    const fillable = action.kind === 'form' || action.kind === 'entry';
    let res;
    let body: unknown;
    // A button must be taken as it is; a form may be refused for what was filled in (a seed the
    // supply lacks), and a person then fills it again: a few tries with other values.
    for (let attempt = 0; ; attempt++) {
      const value = fillable
        ? (options.fill?.(action, game, random) ?? (attempt === 0 && action.kind === 'entry' && action.form.example !== undefined ? action.form.example : valueFromSchema(action.form.schema, random)))
        : undefined;
      const request = requestOf(action, value);
      body = request.body;
      res = await post(app, `/api/games/${encodeURIComponent(id)}/${request.route}`, { body });
      if (res.statusCode === 200 || !fillable || res.statusCode !== 409 || attempt >= FORM_TRIES) break;
    }
    if (res.statusCode !== 200) throw new Error(`${game.game} step ${steps}: ${JSON.stringify(action)} sent ${JSON.stringify(body)} and got ${res.statusCode} ${res.body}`);
    taken.push(action);
    steps++;
    game = (res.json() as { game: FollowedGame }).game;
    options.after?.(game, action);
  }
  return { game, steps, taken };
}
