// The free game's and Garden's views in Japanese (the page's language kept as 'ja'): their facts
// and pictures come from the message catalogue; in English they read as before.
import { beforeEach, describe, expect, it } from 'vitest';
import { view as free } from './games/free.ts';
import { view as garden } from './games/garden.ts';
import { fakePage } from '../../testing/text-dom.ts';
import type { PictureContext } from './types.ts';

const page = fakePage('ja');
beforeEach(() => localStorage.setItem('tabletop-lang', 'ja'));

const freeView = { pieces: [{ name: 'A1' }, { name: 'B2', color: 'red' }], movesMade: 3, lastCast: 2, sticks: 4 };
const gardenView = { gardens: { P1: { plants: { A1: 'rose' }, watered: ['A1'], fences: [] }, P2: { plants: {}, watered: [], fences: [] } }, supply: { rose: 2, tulip: 1 }, toMove: 'P1', planting: 'P2' };
/** P1's garden on the board sim-1, P2's on none. */
const gardens: PictureContext = {
  areas: [{ id: 'P1', seat: 'P1', rows: 3, cols: 3, board: 'sim-1' }, { id: 'P2', seat: 'P2', rows: 3, cols: 3, board: null }],
  board: 'sim-1', lights: {}, computer: null,
};

function drawn(picture: NonNullable<typeof free.picture>, json: unknown, ctx: PictureContext): string {
  const target = page.target();
  picture(json, target, ctx);
  return page.said(target);
}

describe('the free game and Garden in Japanese', () => {
  it('the free game: its facts and the last cast', () => {
    expect(free.facts!(freeView)).toEqual([
      { label: '駒', value: '2' },
      { label: '手数', value: '3' },
      { label: '直前の投棒', value: '表 2 本' },
    ]);
    const said = drawn(free.picture!, freeView, gardens);
    expect(said).toContain('直前の投棒：表2本／4本');
    expect(said).not.toContain('The last cast');
  });

  it('Garden: the garden on no board, the seeds left, whose turn and what is asked', () => {
    const said = drawn(garden.picture!, gardenView, gardens);
    expect(said).toContain('P2の庭（盤にはないので、ボタンで遊びます）');
    expect(said).toContain('まだ引ける種');
    expect(said).toContain('バラ × 2');
    expect(said).toContain('チューリップ × 1');
    for (const english of ['garden', 'Seeds left', 'rose']) expect(said).not.toContain(english);
    expect(garden.facts!(gardenView)).toEqual([
      { label: '手番', value: 'P1' },
      { label: '植え付け', value: 'P2：どの種を引きましたか？' },
    ]);
  });

  it('in English they read as before', () => {
    localStorage.setItem('tabletop-lang', 'en');
    expect(free.facts!(freeView)[2]).toEqual({ label: 'last cast', value: '2 heads' });
    const said = drawn(garden.picture!, gardenView, gardens);
    expect(said).toContain('P2\'s garden (played from the buttons: no board holds it)');
    expect(said).toContain('rose × 2');
    expect(garden.facts!(gardenView)[1]).toEqual({ label: 'planting', value: 'P2: which seed was drawn?' });
  });
});
