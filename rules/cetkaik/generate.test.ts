import { describe, expect, it } from 'vitest';
import { perft } from './perft.ts';
import { game, movesText, start, text } from './testing/support.ts';
import type { CetkaikState } from './types.ts';

/** Board moves and Tam2 moves, leaving out the moves that step over the Tam2 (撃皇). */
function referenceList(state: CetkaikState): string[] {
  const tam = game.formatPosition(state) as { board: Record<string, { kind: string }> };
  const tamSquare = Object.entries(tam.board).find(([, p]) => p.kind === 'tam2')?.[0];
  return game
    .legalMoves(state)
    .filter((m) => m.type !== 'drop')
    .filter((m) => !(m.type === 'piece' && m.via !== null && game.cellName(m.via, { rows: 9, cols: 9 }) === tamSquare))
    .map((m) => text(state, m));
}

describe('move generation from the initial position', () => {
  it('lists exactly 240 board and Tam2 moves for A-side under cerke_online, 撃皇 left out', () => {
    const state = start({ ruleset: 'cerke_online' });
    const list = referenceList(state);
    expect(list).toHaveLength(240);
    expect(new Set(list).size).toBe(240);
  });

  it('follows the community conventions: 水 on plain and finite moves, 心 to every ray square, returns to the origin', () => {
    const list = movesText(start({ ruleset: 'cerke_online' }));
    for (const m of ['LA片TIXO水', 'KE片LE心NE', 'ZA片TEZA', 'ZO皇[XY]ZAITY', 'NI片NO水', 'KA片KE心KA', 'ZO皇[XY]ZO', 'ZO皇[XY]ZAIXY']) {
      expect(list).toContain(m);
    }
    // 心 moves carry no 水 even toward water; distance 1 from the via point is listed.
    expect(list).toContain('XE片CI心XU');
    expect(list).toContain('LE片LI心LU');
    expect(list.filter((m) => m.includes('心') && m.endsWith('水'))).toEqual([]);
  });

  it('has the same 240 for IA-side (the board is symmetric) and in y1huap1', () => {
    expect(referenceList(start({ ruleset: 'cerke_online', firstMovers: ['IA'] }))).toHaveLength(240);
    expect(referenceList(start({ ruleset: 'y1huap1' }))).toHaveLength(240);
  });

  it('also lists the moves that step on the Tam2, which differ between rulesets', () => {
    // Only the 船 on ZI touches the Tam2 on ZO. From ZO the second leg is judged on the Tam2's
    // own square: tam2 hue online and on the fixed hue anyway (ZO is on both diagonals).
    const online = movesText(start({ ruleset: 'cerke_online' })).filter((m) => m.startsWith('ZI片ZO'));
    const strict = movesText(start({ ruleset: 'y1huap1' })).filter((m) => m.startsWith('ZI片ZO'));
    expect(online.length).toBeGreaterThan(0);
    expect(online).toEqual(strict);
  });

  it('counts perft 1 as the number of legal moves, and perft 2 stays as measured', () => {
    const state = start({ ruleset: 'cerke_online' });
    expect(perft(state, 1)).toBe(game.legalMoves(state).length);
    expect(perft(state, 0)).toBe(1);
    // Regression value of this generator (every move counted as succeeding).
    expect(perft(state, 2)).toBe(48944);
  });
});
