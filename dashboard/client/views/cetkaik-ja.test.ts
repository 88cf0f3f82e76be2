// Cetkaik's view in Japanese (the page's language kept as 'ja'): the picture, the computer's line,
// the move in words and the facts come from the message catalogue, the pieces as the rulebook
// writes them (赤兵, 皇); in English the same view still reads as before.
import { beforeEach, describe, expect, it } from 'vitest';
import { cetkaikGame as game, seededRng } from '../../../rules/index.ts';
import type { CetkaikState } from '../../../rules/cetkaik/types.ts';
import { view } from './games/cetkaik.ts';
import { moveWords } from './parts/cetkaik-notation.ts';
import { readView } from './parts/cetkaik-pieces.ts';
import { fakePage } from '../../testing/text-dom.ts';
import type { PictureContext } from './types.ts';

const page = fakePage('ja');
beforeEach(() => localStorage.setItem('tabletop-lang', 'ja'));

function setup(options: Record<string, unknown> = {}): CetkaikState {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return game.setup(parsed.value, seededRng(1));
}

/** The A-side's 兵 entered the water on NO with 4 heads: the season's last cast. */
function afterWater(options: Record<string, unknown> = {}): CetkaikState {
  const first = setup({ firstMovers: ['A'], ...options });
  const parsed = game.parseMove('NI片NO水', first);
  const declared = parsed.ok ? game.play(first, parsed.value, seededRng(1)) : parsed;
  const entered = declared.ok ? game.resolve(declared.value.state, { cast: 4 }, seededRng(1)) : declared;
  if (!entered.ok) throw new Error(entered.error.message);
  return entered.value.state;
}

function drawn(state: CetkaikState, ctx: Partial<PictureContext> = {}): string {
  const target = page.target();
  view.picture!(game.view(state), target, { areas: [], board: 'sim-1', lights: {}, computer: null, ...ctx });
  return page.said(target);
}

describe('Cetkaik in Japanese', () => {
  it('the picture: whose turn, the sides, the hand, the last cast and the names of the pieces', () => {
    const said = drawn(afterWater({ bot: { side: 'A', level: 'easy' } }));
    expect(said).toContain('あなたの番です（IA側・下）');
    expect(said).toContain('自分の駒を持ち上げると行き先が光ります。');
    expect(said).toContain('IA側 · あなた');
    expect(said).toContain('A側 · コンピューター（easy）');
    expect(said).toContain('上（A・E・I段）から始めます。駒の先は下向きです。');
    expect(said).toContain('手駒：');
    expect(said).toContain('この季の役：');
    expect(said).toContain('直前の投棒：A側の今の手');
    expect(said).toContain('A側の入水の投棒（入水には表3本が必要）：表4本／5本');
    expect(said).toContain('足りました：黒兵はNIからNOへ進みました。');
    expect(said).toContain('駒とその名前');
    expect(said).toContain('前へ1マス');
    expect(said).toContain('A側の手駒');
    for (const english of ['Your turn', 'lift one of your pieces', 'Starts at the', 'In hand:', 'Hands 役 this season', 'Last cast', 'Enough:', 'The pieces and their names', 'one step forward', 'Season', 'Stake', 'Scores']) {
      expect(said).not.toContain(english);
    }
  });

  it('the computer’s move in words, and how to make it on the board', () => {
    const said = drawn(setup({ firstMovers: ['A'], bot: { side: 'A', level: 'easy' } }), { computer: { side: 'A', level: 'easy', thinking: false, move: 'NI片NO水', reason: 'NI片NO水 (searched 2 plies, value +1)' } });
    expect(said).toContain('コンピューター（A側・上）の手：NIの黒兵をNOへ動かす（入水：投棒で表3本以上が必要）。');
    expect(said).toContain('盤上でこの手を指してください：NIの駒を持ち上げてNOに置く。');
    expect(said).toContain('理由：NI片NO水');
    expect(said).not.toContain('The computer');
    expect(drawn(setup({ firstMovers: ['A'], bot: { side: 'A', level: 'easy' } }), { computer: { side: 'A', level: 'easy', thinking: true } }))
      .toContain('コンピューターが考えています…');
    expect(drawn(setup({ firstMovers: ['IA'] }), { lights: { NAI: 'selected' } })).toContain('NAIの駒を持っています');
  });

  it('a move taking a piece, the facts beside the board', () => {
    const v = readView(game.view(afterWater()))!;
    expect(moveWords('NAI片NO水', v)).toMatchObject({
      what: 'NAIの黒兵をNOへ動かし、黒兵を取る（入水：投棒で表3本以上が必要）',
      howTo: 'NAIの駒を持ち上げ、NOの兵を取り除いてそこに置く',
    });
    expect(moveWords('ZO皇[ZU]TU', v)?.what).toBe('皇をZOからZUを経てTUへ動かす');
    const facts = view.facts!(game.view(afterWater()));
    expect(facts.map((f) => f.label)).toEqual(['得点', '手番', '季', '賭け率', 'Aの手駒', 'IAの手駒', '直前の手']);
    expect(facts.find((f) => f.label === '手番')?.value).toBe('IA側');
  });

  it('in English the page reads as before', () => {
    localStorage.setItem('tabletop-lang', 'en');
    const said = drawn(afterWater({ bot: { side: 'A', level: 'easy' } }));
    expect(said).toContain('Your turn (IA-side, bottom): lift one of your pieces to see where it may go; put it on a lit square.');
    expect(said).toContain('Enough: the black 兵 (soldier) went from NI to NO.');
    expect(said).toContain('Starts at the top (rows A E I); its pieces point down.');
    expect(view.facts!(game.view(afterWater())).map((f) => f.label)).toEqual(['scores', 'to move', 'season', 'rate', 'hand A', 'hand IA', 'last move']);
  });
});
