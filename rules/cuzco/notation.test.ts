import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuzcoGame as game } from './game.ts';
import { moveArb, positionJson } from './testing/arbitraries.ts';
import { table, value } from './testing/builders.ts';

const state = table({ P1: {}, P2: {} });
const parse = (text: string) => game.parseMove(text, state);

describe('the move notation', () => {
  it('reads each kind of move, and writes it back in its canonical form', () => {
    const cases: [string, string][] = [
      ['set P1 {"feathers": {"orange": 3}, "food": 2}', 'set P1 {"feathers":{"orange":3},"food":2}'],
      ['set p2 {}', 'set P2 {}'],
      ['complete P1 12', 'complete P1 12'],
      ['complete P1 1 MamaKilla', 'complete P1 01 mamakilla'],
      ['complete p2 s3 inti', 'complete P2 S-03 inti'],
      ['complete P1 S-06 met', 'complete P1 S-06'],
      ['track r3 P2 37', 'track r3 P2 37'],
      ['  round ', 'round'],
      ['end', 'end'],
    ];
    for (const [text, canonical] of cases) expect(game.formatMove(value(parse(text)), state), text).toBe(canonical);
    expect(value(parse('set P1 {"quipu":null}'))).toEqual({ type: 'set', player: 'P1', patch: { quipu: null } });
  });

  it('refuses what is not a move, saying what a move looks like', () => {
    for (const text of ['', 'set P1', 'set P1 [1]', 'set P1 {"a":', 'set P5 {}', 'complete P1 56', 'complete P1 S-07', 'complete P1 12 twice',
      'track r7 P1 3', 'track r1 P1 1000', 'track r1 P1 -3', 'round 2', 'pass', `set P1 {"a":"${'x'.repeat(20_000)}"}`]) {
      const parsed = parse(text);
      expect(parsed.ok, text.slice(0, 30)).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('bad-notation');
    }
    expect(parse('fly')).toMatchObject({ error: { message: expect.stringMatching(/set P1 \{json\} \| complete P1 12/) } });
  });

  it('round-trips every move: parse(format(m)) is m', () => {
    fc.assert(fc.property(moveArb, (move) => {
      expect(parse(game.formatMove(move, state))).toEqual({ ok: true, value: move });
    }), { numRuns: 300 });
  });
});

describe('the position format', () => {
  it('reads back what it writes, for any valid position', () => {
    fc.assert(fc.property(positionJson, (json) => {
      const parsed = game.parsePosition(json, { players: 2 });
      if (!parsed.ok) throw new Error(`${parsed.error.message}\n${JSON.stringify(json)}`);
      const written = game.formatPosition(parsed.value);
      expect(written).toEqual(json);
      expect(value(game.parsePosition(written, { players: 2 }))).toEqual(parsed.value);
    }), { numRuns: 200 });
  });

  it('reads the example of the README', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const example = /## Position JSON\n```json\n([\s\S]*?)```/.exec(readme)![1];
    const s = value(game.parsePosition(JSON.parse(example), { players: 2 }));
    expect(s).toMatchObject({ round: 2, stage: 'play', sheet: [{ P1: 14 }] });
    expect(s.players.P1.quipu[1].covered).toBe(true);
  });

  it('fills left-out keys with their defaults: a session at the start of round 1', () => {
    const s = value(game.parsePosition({ players: { P1: { feathers: { pink: 1 } }, P2: {} } }, { players: 2 }));
    expect(game.formatPosition(s)).toEqual({
      players: {
        P1: {
          feathers: { orange: 0, purple: 0, pink: 1, turquoise: 0 }, quipu: [], research: [], farm: [],
          goods: { soup: 0, clothes: 0, bowl: 0, decanter: 0, tools: 0, jewelry: 0 },
          gods: { viracocha: 0, pachamama: 0, 'mama-sara': 0, 'mama-killa': 0, illapa: 0 },
          offerings: 0, food: 0, priests: 0, circlets: 0, inti: 0, turnOrder: 1, missions: [],
        },
        P2: expect.objectContaining({ turnOrder: 1 }),
      },
      round: 1, stage: 'play', sheet: [], completions: [],
    });
  });

  it('refuses bad positions with the field named', () => {
    const bad = (json: unknown) => {
      const parsed = game.parsePosition(json, { players: 2 });
      if (parsed.ok) throw new Error(`accepted ${JSON.stringify(json)}`);
      expect(parsed.error.code).toBe('bad-position');
      return parsed.error.message;
    };
    expect(bad([])).toMatch(/JSON object/);
    expect(bad({ players: { P2: {} } })).toMatch(/P1 to Pn/);
    expect(bad({ players: { P1: {}, P2: {}, P3: {}, P4: {}, P5: {} } })).toMatch(/P1 to Pn/);
    expect(bad({ players: { P1: { feathers: { orange: 4 } } } })).toBe('P1 feathers.orange: expected integer to be less or equal to 3');
    expect(bad({ players: { P1: { wood: 1 } } })).toBe('P1 wood: unexpected property');
    expect(bad({ players: { P1: { quipu: [{ village: 3, feather: 'red', vp: 2, circle: 'inner' }] } } })).toMatch(/^P1 quipu\.0\.feather/);
    expect(bad({ players: { P1: { quipu: [{ village: 3, feather: 'pink', vp: 2, circle: 'inner' }, { village: 3, feather: 'pink', vp: 2, circle: 'inner' }] } } })).toMatch(/village 3 is listed twice/);
    expect(bad({ players: { P1: { research: [{ ability: 2, slid: false }, { ability: 2, slid: true }, { ability: 2, slid: false }, { ability: 2, slid: false }] } } })).toMatch(/only 3 exist/);
    expect(bad({ players: { P1: { missions: ['12', '12'] } } })).toMatch(/^P1 missions/);
    expect(bad({ players: { P1: { missions: ['56'] } } })).toBe('P1 missions.0: must be one of S-01, S-02, S-03 … 55, not "56"');
    expect(bad({ players: { P1: { quipu: [{ village: 3, feather: 'red', vp: 2, circle: 'inner' }] } } })).toBe('P1 quipu.0.feather: must be one of orange, purple, pink, turquoise, not "red"');
    expect(bad({ players: { P1: {} }, round: 3 })).toMatch(/"sheet" must hold 2 rows/);
    expect(bad({ players: { P1: {} }, round: 2, sheet: [{ P1: 5, P2: 3 }] })).toMatch(/"P2" is not a player/);
    expect(bad({ players: { P1: {} }, stage: 'end', round: 5 })).toMatch(/comes after round 6/);
    expect(bad({ players: { P1: { missions: ['12'] } }, completions: [{ player: 'P1', mission: '12', round: 1, vp: 4, via: 'met' }] })).toMatch(/scores 6 VP/);
    expect(bad({ players: { P1: {} }, completions: [{ player: 'P1', mission: '12', round: 1, vp: 6, via: 'met' }] })).toMatch(/not among P1's completed missions/);
    expect(bad({ players: { P1: {} }, turn: 1 })).toMatch(/unknown key "turn"/);
  });

  it('takes options {"players": 1–4} and nothing else', () => {
    expect(game.parseOptions({}, undefined)).toEqual({ ok: true, value: { players: 2 } });
    expect(game.parseOptions({ players: 4 }, { rows: 8, cols: 8 })).toEqual({ ok: true, value: { players: 4 } });
    expect(game.parseOptions({ players: 5 })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(game.parseOptions({ seats: 2 })).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
  });
});
