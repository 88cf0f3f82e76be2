// The race games' views in Japanese (the page's language kept as 'ja'): 連船之遊's and 行山's pictures,
// facts and board labels come from the message catalogue; in English they read as before.
import { beforeEach, describe, expect, it } from 'vitest';
import { seededRng, shipraceGame } from '../../../rules/index.ts';
import { at, game as gyozanGame, steps } from '../../../rules/gyozan/testing/positions.ts';
import { view as gyozan } from './games/gyozan.ts';
import { view as shiprace } from './games/shiprace.ts';
import { fakePage } from '../../testing/text-dom.ts';
import type { GameView, PictureContext } from './types.ts';

const page = fakePage('ja');
beforeEach(() => localStorage.setItem('tabletop-lang', 'ja'));
const ctx: PictureContext = { areas: [], board: 'sim-1', lights: {}, computer: null };

function drawn(view: GameView, json: unknown): string {
  const target = page.target();
  view.picture!(json, target, ctx);
  return page.said(target);
}

/** 連船之遊 for two, the first cast made: 3 heads. */
function castThree(): unknown {
  const options = shipraceGame.parseOptions({ players: 2 });
  if (!options.ok) throw new Error(options.error.message);
  const cast = shipraceGame.resolve!(shipraceGame.setup(options.value, seededRng(1)), { cast: 3 }, seededRng(1));
  if (!cast.ok) throw new Error(cast.error.message);
  return shipraceGame.view(cast.value.state);
}

/** 行山: P1 cast its 筆 (4 heads) at the start of its turn. */
const gyozanCast = () => gyozanGame.view(steps(steps(at([{ installed: [{ card: '赤筆' }], hand: ['黒兵'] }, {}], { turn: 1 }), ['end']).state, ['cast 4']).state);

describe('連船之遊 in Japanese', () => {
  it('the picture: whose turn, what the cast reaches, each player’s tracks and ships', () => {
    const said = drawn(shiprace, castThree());
    expect(said).toContain('1巡目 · P1の番');
    expect(said).toContain('P1の投棒：表3本／5本');
    expect(said).toContain('表 3 本なら：');
    expect(said).toContain('船 a は 3 進んで地点 3（G3 H3 I3）へ');
    expect(said).toContain('スタート 20');
    expect(said).toContain('ゴール 0/20');
    expect(said).toContain('P1のゴール：0/20');
    expect(said).toContain('積荷 5/15、スタート（A1）');
    expect(said).toContain('盤上のコースは当方の配置です');
    for (const english of ['Round 1', 'to move', 'With 3 heads', 'sails', 'Start 20', 'aboard', 'The track on the board']) expect(said).not.toContain(english);
  });

  it('the facts', () => {
    const facts = shiprace.facts!(castThree());
    expect(facts[0]).toEqual({ label: '手番', value: 'P1（1巡目）' });
    expect(facts[1]).toEqual({ label: '投棒', value: '表 3 本' });
    expect(facts).toContainEqual({ label: 'P1 ゴール／スタート', value: expect.stringMatching(/^0\/20／\d+$/) });
    expect(facts.find((f) => f.label === '船 P1a')?.value).toBe('積荷 5/15、スタート');
  });

  it('in English the picture and the facts read as before', () => {
    localStorage.setItem('tabletop-lang', 'en');
    const said = drawn(shiprace, castThree());
    expect(said).toContain('Round 1 · P1 to move');
    expect(said).toContain('ship a sails 3 to point 3 (G3 H3 I3)');
    expect(said).toContain('5 of 15 aboard, at the start (A1)');
    expect(shiprace.facts!(castThree()).find((f) => f.label === 'ship P1a')?.value).toBe('5 of 15 aboard, start');
  });
});

describe('行山 in Japanese', () => {
  it('the picture: the cast and what it brought, each player’s purse, route, cards and hand; the pile', () => {
    const said = drawn(gyozan, gyozanCast());
    expect(said).toContain('P1の筆、直前の投棒：表4本／5本');
    expect(said).toContain('4 以上：P1が銭 2 を得る');
    expect(said).toContain('皇山まであと 8 マス（KAから）');
    expect(said).toContain('P1の道筋');
    expect(said).toContain('設置：1/9');
    expect(said).toContain('手札：');
    expect(said).toContain('山札：');
    expect(said).toContain('創作：デッキと道筋（本の原典は失われています）。');
    for (const english of ['last cast', '4 or more', 'squares to the', 'Installed', 'Hand:', 'Pile:', 'Invented']) expect(said).not.toContain(english);
    const facts = gyozan.facts!(gyozanCast());
    expect(facts[0].label).toBe('手番');
    expect(facts.find((f) => f.label === 'P1')?.value).toMatch(/^米 \d+・銭 \d+・あと 8 マス$/);
    expect(facts.at(-1)?.label).toBe('山札');
  });

  it('in English the picture reads as before', () => {
    localStorage.setItem('tabletop-lang', 'en');
    const said = drawn(gyozan, gyozanCast());
    expect(said).toContain('4 or more: P1 takes 2 coins');
    expect(said).toContain('8 squares to the 皇山 (from KA)');
    expect(said).toContain('Invented: the deck and the routes (the book’s are lost).');
  });
});
