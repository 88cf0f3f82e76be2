// The result says what the end event said, for each way a game ends, in the modern rulesets and in 古机戦.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../contract.ts';
import { freezeState } from './state.ts';
import { choose, game, options, playText, position, rng } from './testing/support.ts';
import { oldAt, playOld, startOld } from './old/testing/positions.ts';
import type { CetkaikState } from './types.ts';

function agrees(state: CetkaikState, events: GameEvent[]): void {
  const end = events.find((e) => e.type === 'end');
  if (end?.type !== 'end') throw new Error('expected the end');
  expect(game.result?.(state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
  expect(game.isOver(state)).toBe(true);
}

const cavalry = (extra: Record<string, unknown> = {}) =>
  position({ board: { LU: 'A赤車', LY: 'IA赤兵', KA: 'A赤王', KIA: 'IA黒王' }, hands: { A: ['赤馬', '赤弓'] }, ...extra });

describe('Cetkaik result', () => {
  it('is null while the game goes on', () => {
    expect(game.result?.(game.setup(options(), rng()))).toBeNull();
    expect(game.result?.(cavalry())).toBeNull();
    expect(game.result?.(startOld())).toBeNull();
  });

  it('a score reaching 0, the last season, a side with no move: as the end event', () => {
    const out = choose(playText(freezeState({ ...cavalry(), rate: 4 }), 'LU片LY').state, 'taxot');
    agrees(out.state, out.events);
    const last = choose(playText(cavalry({ options: { seasons: 1 } }), 'LU片LY').state, 'taxot');
    agrees(last.state, last.events);
    const stuck = playText(position({ board: { LU: 'A赤兵' } }), 'LU片LO');
    agrees(stuck.state, stuck.events);
    expect(game.result?.(stuck.state)?.reason).toBe('IA-side has no legal move');
  });

  it('古机戦: the 王 taken, a side with no move: as the end event', () => {
    const won = playOld(oldAt({ ZU: 'A船', XE: 'A将', ZE: 'IA王', TA: 'A王', PIA: 'IA兵' }), 'XE片ZE');
    agrees(won.state, won.events);
    const drawn = playOld(oldAt({ ZI: 'A船', ZO: 'IA船', PIA: 'IA王' }, 'IA'), 'ZO片ZU');
    agrees(drawn.state, drawn.events);
  });
});
