// The board scenarios (scenarios.json, played by the simulated-board runner) checked against the
// rules: every position is one the game reads, every move listed is legal in turn, and the cells
// the scenarios expect lit while a piece is in hand are what its moves' footprints say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { footprintOf } from '../footprint.ts';
import { seededRng } from '../rng.ts';
import { hasamiGame as game } from './game.ts';
import type { HasamiState } from './types.ts';

type Step = { lift?: string[]; place?: string[]; expect?: { moves?: string[]; lights?: Record<string, string | null>; view?: object } };
type Scenario = { name: string; board: string; seed: number; options: object; position: object; steps: Step[] };

const { scenarios } = JSON.parse(readFileSync(new URL('./scenarios.json', import.meta.url), 'utf8')) as { scenarios: Scenario[] };
const G = { rows: 9, cols: 9 };
const name = (c: number) => game.cellName(c, G);

/** Plays the moves in order, failing on a refusal. */
function played(start: HasamiState, moves: string[]): HasamiState {
  return moves.reduce((s, text) => {
    const m = game.parseMove(text, s);
    if (!m.ok) throw new Error(m.error.message);
    const next = game.play(s, m.value, seededRng(1));
    if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
    return next.value.state;
  }, start);
}

/** What a lifted piece's moves light: destinations (target or capture) and the pieces they take (clear). */
function inHand(state: HasamiState, from: string): Map<string, string> {
  const lit = new Map<string, string>([[from, 'selected']]);
  for (const move of game.legalMoves(state).filter((m) => name(m.from) === from)) {
    const fp = footprintOf(game, state, move);
    for (const c of fp.fill) lit.set(name(c), fp.kind === 'capture' ? 'capture' : 'target');
    for (const c of fp.remove) lit.set(name(c), 'clear');
  }
  return lit;
}

describe('Hasami Shogi board scenarios', () => {
  it('has a plain move, a single and a double capture', () => {
    expect(scenarios.map((s) => s.name)).toEqual([expect.stringMatching(/^a plain move/), expect.stringMatching(/^a single capture/), expect.stringMatching(/^a double capture/)]);
  });

  it.each(scenarios.map((s) => [s.name, s] as const))('%s: agrees with the rules', (_name, scenario) => {
    expect(scenario.board).toBe('9x9');
    const options = game.parseOptions(scenario.options);
    if (!options.ok) throw new Error(options.error.message);
    const position = game.parsePosition(scenario.position, options.value);
    if (!position.ok) throw new Error(position.error.message);
    let committed: string[] = [];
    // What the players did since the last move was committed.
    let lifted: string[] = [];
    let placed: string[] = [];
    let checked = 0;
    for (const step of scenario.steps) {
      lifted = [...lifted, ...(step.lift ?? [])];
      placed = [...placed, ...(step.place ?? [])];
      const wanted = step.expect;
      if (wanted === undefined) continue;
      if (wanted.moves) {
        expect(wanted.moves.slice(0, committed.length)).toEqual(committed);
        if (wanted.moves.length > committed.length) [lifted, placed] = [[], []];
        committed = wanted.moves;
      }
      const state = played(position.value, committed);
      if (wanted.view) expect(game.view(state)).toMatchObject(wanted.view);
      // A single piece of the side to move in hand: its destinations and the pieces they would take.
      if (wanted.lights && lifted.length === 1 && placed.length === 0) {
        const lit = inHand(state, lifted[0]);
        for (const [cell, role] of Object.entries(wanted.lights)) expect(lit.get(cell) ?? null, `${scenario.name}: ${cell}`).toBe(role);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
