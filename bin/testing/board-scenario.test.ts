// The scenarios.json format: what it reads, and that every mistake is refused naming the file,
// the scenario and the step.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScenarioFile } from './board-scenario-files.ts';
import { parseScenarios } from './board-scenario.ts';

const FILE = 'rules/demo/scenarios.json';
const scenario = (over: Record<string, unknown> = {}) => ({ name: 'a move', steps: [{ lift: ['A1'] }, { expect: { moves: [] } }], ...over });
const parse = (...scenarios: unknown[]) => parseScenarios({ scenarios }, FILE);
const error = (result: ReturnType<typeof parseScenarios>) => (result.ok ? 'accepted' : result.error);

describe('parseScenarios', () => {
  it('reads every kind of step, with seed 1 and the game\'s board by default', () => {
    const steps = [
      { lift: ['E9'] }, { place: ['P1:B2', 'P1:C2'] }, { tap: 'E5' }, { press: 'undo' }, { move: 'pass' },
      { entry: { seed: 'rose' } }, { choose: 'tymok' }, { sticks: 3 }, { wait: 1000 },
      { expect: { moves: ['E9-E5'], lights: { E5: 'capture', E4: null }, view: { captured: { black: 1 } }, toMove: null } },
    ];
    const parsed = parse({ name: 'all', options: { add: true }, position: { occupied: [] }, steps });
    expect(parsed).toEqual({ ok: true, value: [{ name: 'all', seed: 1, options: { add: true }, position: { occupied: [] }, steps: [
      { action: { kind: 'lift', cells: ['E9'] } },
      { action: { kind: 'place', cells: ['P1:B2', 'P1:C2'] } },
      { action: { kind: 'tap', cell: 'E5' } },
      { action: { kind: 'press', button: 'undo' } },
      { action: { kind: 'move', move: 'pass' } },
      { action: { kind: 'entry', value: { seed: 'rose' } } },
      { action: { kind: 'choose', value: 'tymok' } },
      { action: { kind: 'sticks', heads: 3 } },
      { wait: 1000 },
      { expect: steps[9].expect },
    ] }] });
    expect(parse(scenario({ board: '9x9-buttons', seed: 7 }))).toMatchObject({ ok: true, value: [{ board: '9x9-buttons', seed: 7 }] });
  });

  it('refuses a file that is not a list of scenarios', () => {
    expect(error(parseScenarios([], FILE))).toBe(`${FILE}: must be an object {"scenarios": [...]}`);
    expect(error(parseScenarios({ scenarios: [], more: 1 }, FILE))).toBe(`${FILE}: unknown key "more" (known: scenarios)`);
    expect(error(parseScenarios({ scenarios: [] }, FILE))).toBe(`${FILE}: "scenarios" must be a non-empty array`);
  });

  it('names the scenario, by name or by number, whose keys are wrong', () => {
    expect(error(parse(scenario({ setup: {} })))).toBe(`${FILE}: scenario "a move": unknown key "setup" (known: name, board, seed, options, position, steps)`);
    expect(error(parse(scenario(), { steps: [] }))).toBe(`${FILE}: scenario 2: "name" must be a non-empty string`);
    expect(error(parse(scenario({ seed: -1 })))).toContain('"seed" must be a whole number');
    expect(error(parse(scenario({ options: [] })))).toContain('"options" must be an object');
    expect(error(parse(scenario(), scenario()))).toBe(`${FILE}: scenario "a move": another scenario has this name`);
    expect(error(parse(scenario({ steps: [{ lift: ['A1'] }] })))).toBe(`${FILE}: scenario "a move": no "expect" step: the scenario would check nothing`);
  });

  it('names the step that is wrong, and why', () => {
    const at = (step: unknown) => error(parse(scenario({ steps: [{ expect: { moves: [] } }, step] })));
    const prefix = `${FILE}: scenario "a move": step 2: `;
    expect(at({ lift: ['A1'], place: ['B1'] })).toBe(`${prefix}a step takes exactly one of lift, place, tap, press, move, entry, choose, sticks, wait, expect; this one has lift, place`);
    expect(at({ drop: 'A1' })).toBe(`${prefix}unknown key "drop" (known: lift, place, tap, press, move, entry, choose, sticks, wait, expect)`);
    expect(at({ lift: [] })).toBe(`${prefix}"lift" takes a non-empty list of cell names`);
    expect(at({ press: 'reset' })).toBe(`${prefix}"press" takes "next" or "undo"`);
    expect(at({ sticks: 2.5 })).toContain('"sticks" takes the number of heads');
    expect(at({ wait: 0 })).toContain('"wait" takes a time in ms');
    expect(at({ move: ' ' })).toContain('"move" takes a move');
  });

  it('refuses an expectation that would check nothing or something unknown', () => {
    const at = (expectation: unknown) => error(parse(scenario({ steps: [{ expect: expectation }] })));
    const prefix = `${FILE}: scenario "a move": step 1: "expect": `;
    expect(at({})).toBe(`${prefix}is empty: name at least one of moves, lights, view, toMove`);
    expect(at({ move: ['A1-B1'] })).toBe(`${prefix}unknown key "move" (known: moves, lights, view, toMove)`);
    expect(at({ moves: 'A1-B1' })).toBe(`${prefix}"moves" takes the list of every move committed so far`);
    expect(at({ lights: { A1: 'green' } })).toMatch(new RegExp(`^${prefix}"lights": A1: "green" is no light role \\(selected, target, `));
    expect(at({ view: 3 })).toContain('"view" takes an object');
    expect(at({ toMove: 1 })).toContain('"toMove" takes a seat, or null');
  });
});

describe('readScenarioFile', () => {
  it('names the file, relative to the repository, when it is not JSON', () => {
    const base = mkdtempSync(join(tmpdir(), 'scenarios-'));
    const path = join(base, 'scenarios.json');
    writeFileSync(path, '{ "scenarios": [ ');
    expect(error(readScenarioFile(path, base))).toMatch(/^scenarios\.json: .*JSON/);
  });
});
