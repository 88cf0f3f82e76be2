// Test support for game-words.test.ts: Cuzco, Terra Pyramides and Ankh'or played a little from
// their own rules (seeded), and everything their views say drawn into the text DOM — the facts,
// the key, the picture, Cuzco's panel, the board's pieces — as lines of text.
import { ankhorGame, cuzcoGame, seededRng, terraGame, type Json } from '../../../rules/index.ts';
import { fakeDocument, spoken } from '../../testing/text-dom.ts';
import { inWords } from '../lang.ts';
import { view as ankhor } from './games/ankhor.ts';
import { view as cuzco } from './games/cuzco.ts';
import { view as terra } from './games/terra.ts';
import type { DrawContext, GameView, PictureContext } from './types.ts';

interface Played { state: unknown; view: Json }
interface AnyRules {
  parseOptions(json: unknown): { ok: true; value: unknown } | { ok: false; error: { message: string } };
  setup(options: unknown, rng: ReturnType<typeof seededRng>): unknown;
  legalMoves(state: unknown): unknown[];
  play(state: unknown, move: unknown, rng: ReturnType<typeof seededRng>): { ok: true; value: { state: unknown } } | { ok: false; error: { message: string } };
  pending(state: unknown): { kind: string; options?: string[] } | null;
  resolve(state: unknown, input: unknown, rng: ReturnType<typeof seededRng>): { ok: true; value: { state: unknown } } | { ok: false; error: { message: string } };
  isOver(state: unknown): boolean;
  view(state: unknown): Json;
  parseMove(text: string, state: unknown): { ok: true; value: unknown } | { ok: false; error: { message: string } };
}

/** The views met along a seeded game of random legal moves (every `every`-th, and the last). */
export function seededViews(rules: AnyRules, options: unknown, seed: number, steps: number, every: number): Json[] {
  const parsed = rules.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rng = seededRng(seed);
  let state = rules.setup(parsed.value, rng);
  const out: Json[] = [rules.view(state)];
  for (let i = 1; i <= steps && !rules.isOver(state); i++) {
    const asked = rules.pending(state);
    let next;
    if (asked !== null) {
      const input = asked.kind === 'cast' ? { cast: rng.int(0, 3) } : asked.kind === 'choice' ? { choice: asked.options![rng.int(0, asked.options!.length - 1)] } : null;
      if (input === null) break;
      next = rules.resolve(state, input, rng);
    } else {
      const moves = rules.legalMoves(state);
      if (moves.length === 0) break;
      next = rules.play(state, moves[rng.int(0, moves.length - 1)], rng);
    }
    if (!next.ok) break;
    state = next.value.state;
    if (i % every === 0 || rules.isOver(state)) out.push(rules.view(state));
  }
  if (rules.isOver(state)) out.push(rules.view(state));
  return out;
}

export const terraRules = terraGame as unknown as AnyRules;
export const ankhorRules = ankhorGame as unknown as AnyRules;
export const cuzcoRules = cuzcoGame as unknown as AnyRules;

/** A Cuzco game entered by moves and resolved score markers: `script` lines are moves, `{…}` markers. */
export function cuzcoViews(script: (string | Record<string, number>)[]): Json[] {
  const parsed = cuzcoRules.parseOptions({ players: 3 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = cuzcoRules.setup(parsed.value, seededRng(1));
  const out: Json[] = [cuzcoRules.view(state)];
  for (const step of script) {
    const next = typeof step === 'string'
      ? (() => { const m = cuzcoRules.parseMove(step, state); if (!m.ok) throw new Error(`${step}: ${m.error.message}`); return cuzcoRules.play(state, m.value, seededRng(1)); })()
      : cuzcoRules.resolve(state, { entry: step }, seededRng(1));
    if (!next.ok) throw new Error(`${JSON.stringify(step)}: ${next.error.message}`);
    state = next.value.state;
    out.push(cuzcoRules.view(state));
  }
  return out;
}

const el = (tag: string) => fakeDocument.createElement(tag) as unknown as HTMLElement;

/** A board of `rows`×`cols` naming its cells as the notation does ("A1" top-left). */
function boardContext(rows: number, cols: number): DrawContext {
  const board = fakeDocument.createElementNS('svg', 'svg');
  const ground = fakeDocument.createElementNS('svg', 'g');
  const pieces = fakeDocument.createElementNS('svg', 'g');
  board.append(ground, pieces);
  return {
    rows, cols, seat: 0,
    at: (name) => {
      const m = /^(?:[^:]+:)?([A-Z])(\d+)$/.exec(name);
      if (!m) return null;
      const x = m[1].charCodeAt(0) - 65;
      const y = Number(m[2]) - 1;
      return x < cols && y < rows ? { x, y } : null;
    },
    ground: ground as unknown as SVGGElement,
    pieces: pieces as unknown as SVGGElement,
  };
}

const PICTURE: PictureContext = { areas: [], board: null, lights: {}, computer: null };

/**
 * Every line a view says of one game view in the page's language: the facts (label and value),
 * the key, the picture, the panel (read-only, then as the operator) and the board's drawing.
 */
export function says(game: GameView, json: Json): string[] {
  const out: string[] = [];
  for (const f of game.facts?.(json) ?? []) out.push(f.label, f.value);
  for (const m of game.legend?.(json) ?? []) out.push(inWords(m.text));
  if (game.picture) { const t = el('div'); game.picture(json, t, PICTURE); out.push(...spoken(t)); }
  for (const operator of [false, true]) {
    if (!game.panel) break;
    const t = el('div');
    game.panel(json, t, { operator, move: () => {}, fail: () => {} });
    out.push(...spoken(t));
  }
  if (game.pieces || game.ground) {
    const ctx = boardContext(10, 10);
    game.ground?.(json, ctx);
    game.pieces?.(json, ctx);
    out.push(...spoken(ctx.ground), ...spoken(ctx.pieces));
  }
  return out;
}

export const VIEWS: Record<'cuzco' | 'terra' | 'ankhor', GameView> = { cuzco, terra, ankhor };

/** A fresh element to draw into. */
export const div = (): HTMLElement => el('div');
