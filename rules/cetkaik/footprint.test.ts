import { footprintOf, type BoardFootprint } from '../footprint.ts';
import { describe, expect, it } from 'vitest';
import { CellSet } from '../cellset.ts';
import { game, move, position, rng, start, value } from './testing/support.ts';
import type { CetkaikMove, CetkaikState } from './types.ts';

const cell = (name: string) => game.parseCell(name, { rows: 9, cols: 9 }) as number;
const names = (set: CellSet) => set.toArray().map((c) => game.cellName(c, { rows: 9, cols: 9 }));
const plainFootprint = (fp: BoardFootprint) => ({ lift: names(fp.lift), fill: names(fp.fill), touch: names(fp.touch), via: names(fp.via), kind: fp.kind });
const fp = (state: CetkaikState, notation: string) => plainFootprint(footprintOf(game, state, move(state, notation)));

describe('what the board sees', () => {
  it('occupancy is every square with a piece, the Tam2 included', () => {
    const occupied = game.occupancy(start());
    expect(occupied.size).toBe(49);
    expect(occupied.has(cell('ZO'))).toBe(true);
    expect(occupied.has(cell('ZU'))).toBe(false);
  });

  it('while the sticks are awaited the piece stands on the declared square; a failed cast puts it back', () => {
    const initial = start();
    const declared = value(game.play(initial, move(initial, 'NI片NO水'), rng())).state;
    const shown = game.occupancy(declared);
    expect(shown.has(cell('NI'))).toBe(false);
    expect(shown.has(cell('NO'))).toBe(true);
    expect(shown.size).toBe(49);
    const failed = value(game.resolve(declared, { cast: 2 }, rng()));
    expect(failed.failed).toBe(true);
    expect(game.occupancy(failed.state).equals(game.occupancy(initial))).toBe(true);
    // Online, a short stepping cast leaves the piece where it was put until a square is taken.
    const online = position({ ruleset: 'cerke_online', board: { LE: 'A赤弓', LI: 'A赤兵' } });
    const stepped = value(game.play(online, move(online, 'LE片LI心LY'), rng())).state;
    const short = value(game.resolve(stepped, { cast: 1 }, rng())).state;
    expect(game.pending(short)).toMatchObject({ kind: 'choice' });
    expect(names(game.occupancy(short))).toEqual(['LI', 'LY']);
  });

  it('footprints: plain, water cast, stepping, ray after stepping, back to the origin, Tam2', () => {
    const initial = start();
    expect(fp(initial, 'KI片KU')).toEqual({ lift: ['KI'], fill: ['KU'], touch: [], via: [], kind: 'plain' });
    expect(fp(initial, 'NI片NO水')).toEqual({ lift: ['NI'], fill: ['NO'], touch: [], via: [], kind: 'cast' });
    expect(fp(initial, 'LA片TILO')).toEqual({ lift: ['LA'], fill: ['LO'], touch: [], via: ['TI'], kind: 'plain' });
    expect(fp(initial, 'KE片LE心NE')).toEqual({ lift: ['KE'], fill: ['NE'], touch: [], via: ['LE'], kind: 'cast' });
    expect(fp(initial, 'ZA片TEZA')).toEqual({ lift: [], fill: [], touch: [], via: ['TE'], kind: 'plain' });
    expect(fp(initial, 'ZO皇[XY]ZO')).toEqual({ lift: [], fill: [], touch: [], via: [], kind: 'plain' });
    expect(fp(initial, 'ZO皇[XY]ZAITY')).toEqual({ lift: ['ZO'], fill: ['TY'], touch: [], via: ['ZAI'], kind: 'plain' });
  });

  it('a move back to its own square: entered on a person\'s turn; lit and confirmed on the computer\'s', () => {
    const sensing = (state: CetkaikState, notation: string) => {
      const footprint = game.footprint(state, move(state, notation));
      return { sensing: footprint.sensing, mark: footprint.mark === undefined ? null : names(footprint.mark) };
    };
    const people = start();
    expect(sensing(people, 'ZA片TEZA')).toEqual({ sensing: 'not', mark: null });
    expect(sensing(people, 'KA片KE心KA')).toEqual({ sensing: 'not', mark: null });
    expect(sensing(people, 'ZO皇[XY]ZO')).toEqual({ sensing: 'not', mark: null });
    // The computer plays A: the person making its move taps the piece (or its stepping square).
    const bot = start({ bot: { side: 'A', level: 'easy' } });
    expect(sensing(bot, 'ZA片TEZA')).toEqual({ sensing: 'partly', mark: ['ZA', 'TE'] });
    expect(sensing(bot, 'KA片KE心KA')).toEqual({ sensing: 'partly', mark: ['KA', 'KE'] });
    expect(sensing(bot, 'ZO皇[XY]ZO')).toEqual({ sensing: 'partly', mark: ['ZO'] });
    expect(sensing(bot, 'KI片KU')).toEqual({ sensing: undefined, mark: null });
    // The computer plays IA and A is to move: A's moves back are a person's own.
    expect(sensing(start({ bot: { side: 'IA', level: 'easy' } }), 'ZA片TEZA')).toEqual({ sensing: 'not', mark: null });
  });

  it('a capture lifts the capturer and touches the captured square; a drop fills its square', () => {
    const state = position({ board: { LU: 'A赤弓', LY: 'IA黒兵' }, hands: { A: ['赤兵'] } });
    expect(fp(state, 'LU片LY')).toEqual({ lift: ['LU'], fill: [], touch: ['LY'], via: [], kind: 'capture' });
    expect(fp(state, '赤兵ZO')).toEqual({ lift: [], fill: ['ZO'], touch: [], via: [], kind: 'plain' });
  });
});

describe('moves that look the same on the board', () => {
  const pick = (state: CetkaikState, ...notations: string[]) => {
    const verdict = game.disambiguate(state, notations.map((n) => move(state, n)));
    return 'move' in verdict
      ? game.formatMove(verdict.move, state)
      : { prompt: verdict.choice.prompt, options: verdict.choice.options.map((m) => game.formatMove(m, state)) };
  };

  it('prefers the route with no cast and no penalty', () => {
    const state = position({ board: { LU: 'A赤王', LO: 'A赤兵' } });
    expect(pick(state, 'LU片LOKO', 'LU片KO')).toBe('LU片KO');
    const water = start();
    expect(pick(water, 'NI片NO水', 'NI片NO水')).toBe('NI片NO水');
  });

  it('lists the routes that cast before a free route to the same square (the board lights in list order)', () => {
    const state = start();
    const listed = game.legalMoves(state).map((m) => game.formatMove(m, state));
    expect(listed.indexOf('LE片NE')).toBeGreaterThan(listed.indexOf('LE片KE心NE'));
    // Every group of look-alike moves ends with the move the board lights, the one a free route wins.
    const bySquares = new Map<string, CetkaikMove[]>();
    for (const m of game.legalMoves(state)) {
      if (m.type !== 'piece' || m.src === m.dest) continue;
      const key = `${m.src}-${m.dest}`;
      bySquares.set(key, [...(bySquares.get(key) ?? []), m]);
    }
    for (const moves of bySquares.values()) {
      const verdict = game.disambiguate(state, moves);
      if ('move' in verdict) expect(footprintOf(game, state, moves.at(-1)!).kind).toBe(footprintOf(game, state, verdict.move).kind);
    }
  });

  it('takes the first of routes that risk exactly the same', () => {
    const state = position({ board: { LU: 'A赤王', LO: 'A赤兵', KO: 'A赤兵' } });
    expect(pick(state, 'LU片LOKY', 'LU片KOKY')).toBe('LU片KOKY');
    const tam = start();
    expect(pick(tam, 'ZO皇[TY]TO', 'ZO皇[TU]TO', 'ZO皇[ZU]TO')).toBe('ZO皇[TU]TO');
  });

  it('asks when the routes risk different casts', () => {
    // To TI the 弓 may step on LI (then 2 squares right) or on TE (then 1 square down).
    const state = position({ board: { LE: 'A赤弓', LI: 'A赤兵', TE: 'A赤兵' } });
    expect(pick(state, 'LE片LI心TI', 'LE片TE心TI')).toEqual({
      prompt: expect.stringContaining('route') as unknown as string,
      options: ['LE片TE心TI', 'LE片LI心TI'],
    });
  });

  it('prefers no penalty: a route over the Tam2 loses to one that casts the same', () => {
    const state = position({ board: { LE: 'A赤弓', LI: '皇', TE: 'A赤兵' } });
    // Over the Tam2 (撃皇) 2 squares, or over TE 1 square: different risks, so a choice, penalty last.
    const verdict = pick(state, 'LE片LI心TI', 'LE片TE心TI');
    expect(verdict).toMatchObject({ options: ['LE片TE心TI', 'LE片LI心TI'] });
  });

  it('asks which piece when drops of different pieces land on the same square', () => {
    const state = position({ board: {}, hands: { A: ['赤兵', '黒兵', '赤兵'] } });
    expect(pick(state, '赤兵NO', '黒兵NO', '赤兵NO')).toEqual({
      prompt: 'Which piece was put on NO? (赤兵, 黒兵)',
      options: ['赤兵NO', '黒兵NO'],
    });
    expect(pick(state, '赤兵NO')).toBe('赤兵NO');
  });
});
