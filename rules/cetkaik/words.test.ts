// The dashboard's words for Cetkaik (words.ts, offer.ts): moves, choices and pending prompts in
// English and Japanese, and the moves offered as buttons.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng.ts';
import { fillMove } from '../../dashboard/client/move-form.ts';
import { randomPlayout } from './playout.ts';
import { cast, game, move, options, playText, position, start, text } from './testing/support.ts';
import type { CetkaikMove, CetkaikState } from './types.ts';

const words = (state: CetkaikState, notation: string) => game.describeMove!(state, move(state, notation));

/** The fixture of the board tests: A's bow on LU, IA's 兵 on LY, A holding 赤馬 and 黒弓. */
const fixture = () => position({
  board: { ZO: '皇', LU: 'A赤弓', TU: 'A赤兵', LY: 'IA黒兵', LAU: 'IA赤兵', PIA: 'IA黒王' },
  hands: { A: ['赤馬', '黒弓'] },
});

describe('a move in words', () => {
  it('names the side, the piece by colour and kind, the squares, what it takes and the casts it needs', () => {
    const initial = start();
    expect(words(initial, 'KI片KU')).toEqual({
      en: 'A-side: black 兵 (soldier) from KI to KU',
      ja: 'A側: KIの黒兵がKUへ',
      group: { en: 'Black 兵 (soldier) on KI', ja: 'KIの黒兵' },
    });
    expect(words(initial, 'NI片NO水')).toMatchObject({
      en: 'A-side: black 兵 (soldier) from NI to NO — water cast: 3 or more heads of 5 sticks',
      ja: 'A側: NIの黒兵がNOへ（入水の投棒: 5本中表3本以上）',
    });
    expect(words(initial, 'LA片TILO')).toMatchObject({
      en: 'A-side: black 馬 (horse) from LA steps on the red 兵 (soldier) on TI, then to LO',
      ja: 'A側: LAの黒馬がTIの赤兵を踏み、LOへ',
    });
    expect(words(initial, 'KE片LE心NE')).toMatchObject({
      en: 'A-side: red 巫 (shaman) from KE steps on the red 弓 (archer) on LE, then aims at NE — stepping cast: 1 or more heads of 5 sticks',
      ja: 'A側: KEの赤巫がLEの赤弓を踏み、NEを目指す（踏越えの投棒: 5本中表1本以上）',
    });
    const state = fixture();
    expect(words(state, 'LU片LY')).toEqual({
      en: 'A-side: red 弓 (archer) from LU takes the black 兵 (soldier) on LY',
      ja: 'A側: LUの赤弓がLYの黒兵を取る',
      group: { en: 'Red 弓 (archer) on LU', ja: 'LUの赤弓' },
    });
    expect(words(state, '赤馬NE')).toEqual({
      en: 'A-side: drops the red 馬 (horse) from hand on NE',
      ja: 'A側: 手駒の赤馬をNEに打つ',
      group: { en: 'From hand: red 馬 (horse)', ja: '手駒: 赤馬' },
    });
  });

  it('says when a piece comes back to its own square, and what the Tam2 costs', () => {
    const initial = start();
    expect(words(initial, 'ZA片TEZA')).toMatchObject({
      en: 'A-side: red 王 (king) from ZA steps on the red 虎 (tiger) on TE, then comes back to ZA',
      ja: 'A側: ZAの赤王がTEの赤虎を踏み、ZAに戻る',
    });
    expect(words(initial, 'ZO皇[XY]ZO')).toEqual({
      en: 'A-side: 皇 (Tam2) from ZO through XY back to ZO — 皇再来: a −3 penalty hand',
      ja: 'A側: 皇がZOからXYを経てZOに戻る（皇再来: −3点の罰役）',
      group: { en: '皇 (Tam2) on ZO', ja: 'ZOの皇' },
    });
    expect(words(initial, 'ZO皇[XY]ZAITY').en).toBe('A-side: 皇 (Tam2) from ZO through XY, steps on the black 船 (boat) on ZAI, then to TY');
    // Online a Tam2 move back costs nothing; a step on the Tam2 costs −5 × the stake at once.
    const online = start({ ruleset: 'cerke_online' });
    expect(words(online, 'ZO皇[XY]ZO').en).toBe('A-side: 皇 (Tam2) from ZO through XY back to ZO');
    const onTam = position({ ruleset: 'cerke_online', board: { ZO: '皇', ZU: 'A黒兵' } });
    expect(words(onTam, 'ZU片ZO心ZY')).toMatchObject({
      en: 'A-side: black 兵 (soldier) from ZU steps on the 皇 (Tam2) on ZO, then aims at ZY — 撃皇: −5 points at once; stepping cast: 1 or more heads of 5 sticks (fewer: stop nearer or give up)',
      ja: 'A側: ZUの黒兵がZOの皇を踏み、ZYを目指す（撃皇: 即座に−5点、踏越えの投棒: 5本中表1本以上（足りなければ手前で止まるか諦める））',
    });
    const strict = position({ board: { ZO: '皇', ZU: 'A黒兵' } });
    expect(words(strict, 'ZU片ZO心ZY').en).toContain('撃皇: a −5 penalty hand');
  });

  it('describes 古机戦 moves: a 車 takes by jumping over the piece', () => {
    const old = game.setup(options({ ruleset: 'old' }), seededRng(1));
    const moves = game.legalMoves(old);
    expect(moves.length).toBeGreaterThan(0);
    const first = game.describeMove!(old, moves[0]);
    expect(first.en).toMatch(/^A-side: red \S+ \(\w+\) from [A-Z]+ /);
    const jump = value(game.parsePosition({ ruleset: 'old', toMove: 'A', board: { TI: { side: 'A', kind: 'kaun1' }, TE: { side: 'IA', kind: 'kauk2' }, ZA: { side: 'A', kind: 'io' }, ZIA: { side: 'IA', kind: 'io' } }, captured: { A: [], IA: [] } }, options({ ruleset: 'old' })));
    const take = game.legalMoves(jump).find((m) => text(jump, m) === 'TI片TA');
    expect(take && game.describeMove!(jump, take)).toMatchObject({
      en: 'A-side: red 車 (chariot) from TI jumps over and takes the black 兵 (soldier) on TE, landing on TA',
      ja: 'A側: TIの赤車がTEの黒兵を跳び越えて取り、TAへ',
    });
  });

  it('gives every legal move of seeded positions words in both languages, other than its notation, under a group', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const ruleset of ['y1huap1', 'cerke_online', 'kyouiku', 'old']) {
      for (const seed of [1, 2]) {
        const states = randomPlayout(game.setup(options({ ruleset }), seededRng(seed)), seededRng(seed * 31), 120);
        for (const state of states.filter((s, i) => i % 30 === 0 && game.pending(s) === null && !game.isOver(s))) {
          for (const m of game.legalMoves(state)) {
            const said = game.describeMove!(state, m);
            const notation = text(state, m);
            const fine = said.en.length > 10 && said.ja.length > 4 && said.en !== notation && said.ja !== notation
              && !/片|undefined|NaN/.test(said.en + said.ja) && (said.group?.en.length ?? 0) > 0 && (said.group?.ja.length ?? 0) > 0;
            if (!fine) wrong.push(`${notation}: ${JSON.stringify(said)}`);
            checked++;
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(1500);
  });
});

describe('choices and prompts in words', () => {
  it('再行 and 終季: the stake doubling, and the points 終季 scores now', () => {
    const declared = playText(fixture(), 'LU片LY').state;
    expect(game.pending(declared)).toMatchObject({
      kind: 'choice',
      options: ['tymok', 'taxot'],
      words: {
        en: 'A-side made 馬弓兵: play on (再行, the stake doubles) or end the season (終季, score now)?',
        ja: 'A側は馬弓兵ができた: 再行（賭け率が倍に）か終季（ここで得点）か',
      },
    });
    expect(game.describeChoice!(declared, 'tymok')).toEqual({ en: 'Play on (再行): the stake doubles to ×2', ja: '再行（続ける）: 賭け率が×2になる' });
    expect(game.describeChoice!(declared, 'taxot')).toEqual({
      en: 'End the season (終季): win 5 points (馬弓兵: 5 × stake 1)',
      ja: '終季（季を終える）: 5点を得る（馬弓兵: 5点 × 賭け率1）',
    });
  });

  it('a penalty brings the declaration: said as incurred', () => {
    const back = playText(start(), 'ZO皇[XY]ZO').state;
    expect(game.pending(back)).toMatchObject({ words: { en: expect.stringMatching(/^A-side incurred 皇再来: play on/) } });
  });

  it('the sticks for a water entry and a stepping move; online, where to stop after a short cast', () => {
    const water = playText(start(), 'NI片NO水').state;
    expect(game.pending(water)).toMatchObject({
      kind: 'cast',
      words: {
        en: 'Cast the five sticks: A-side\'s black 兵 (soldier) from NI enters the water on NO with 3 or more heads, else the move fails',
        ja: '入水の投棒: A側のNIの黒兵がNOの水に入る — 5本中表3本以上で成功、足りなければ失敗',
      },
    });
    const online = position({ ruleset: 'cerke_online', board: { LE: 'A赤弓', LI: 'A赤兵' } });
    const stepped = playText(online, 'LE片LI心LY').state;
    expect(game.pending(stepped)).toMatchObject({
      words: { en: 'Cast the five sticks: A-side\'s red 弓 (archer) from LE, stepping on LI, reaches LY with 3 or more heads, else it may stop nearer or give up' },
    });
    const short = cast(stepped, 1).state;
    expect(game.pending(short)).toMatchObject({
      options: ['LU', 'give-up'],
      words: { en: 'The sticks show 1: stop on a square from LI toward LY within 1, or give up', ja: '表は1本: LIからLYの方へ1マス以内で止まるか、諦めるか' },
    });
    expect(game.describeChoice!(short, 'LU')).toEqual({ en: 'Stop on LU', ja: 'LUで止まる' });
    expect(game.describeChoice!(short, 'give-up')).toEqual({ en: 'Give up: the move fails, the piece stays on LE', ja: '諦める: 手は失敗、駒はLEに残る' });
  });

  it('a drop of one of several pieces: each option names its piece', () => {
    const state = fixture();
    expect(game.describeChoice!(state, '黒弓NE')).toEqual({ en: 'The black 弓 (archer)', ja: '黒弓' });
  });
});

describe('the moves offered as buttons', () => {
  const same = (state: CetkaikState, m: CetkaikMove) => {
    const said = game.describeMove!(state, m);
    return said.group?.en ?? '';
  };

  it('one route of the same move, captures first, drops as a form, a complete move always', () => {
    for (const seed of [4, 5, 6]) {
      const states = randomPlayout(start(), seededRng(seed), 160).filter((s) => game.pending(s) === null && !game.isOver(s));
      for (const state of states.filter((_, i) => i % 10 === 0)) {
        const offer = game.offer!(state);
        const moves = offer.moves ?? [];
        expect(moves.length).toBeGreaterThan(0);
        const legal = new Set(game.legalMoves(state).map((m) => text(state, m)));
        for (const m of moves) expect(legal.has(text(state, m))).toBe(true);
        expect(new Set(moves.map((m) => text(state, m))).size).toBe(moves.length);
        // Every board move is offered or has one that ends on its square from its square.
        const reach = new Set(moves.map((m) => (m.type === 'drop' ? '' : `${m.src}>${m.dest}`)));
        for (const m of game.legalMoves(state)) if (m.type !== 'drop') expect(reach.has(`${m.src}>${m.dest}`), text(state, m)).toBe(true);
        // Captures come before every move that takes nothing.
        const takes = moves.map((m) => m.type === 'piece' && m.dest !== m.src && state.board[m.dest] !== 0);
        expect(takes.indexOf(false) < 0 || takes.lastIndexOf(true) < takes.indexOf(false)).toBe(true);
        // Moves back to their own square come last (the host shows the first 200 buttons).
        const back = moves.map((m) => m.type !== 'drop' && m.dest === m.src);
        expect(back.indexOf(true) < 0 || back.indexOf(false, back.indexOf(true)) < 0).toBe(true);
        for (const m of moves) expect(same(state, m)).not.toBe('');
        const held = state.hands[state.toMove].length;
        expect(offer.forms?.length ?? 0).toBe(held > 0 ? 1 : 0);
      }
    }
  });

  it('the drop form makes a legal drop from any piece held and empty square', () => {
    const state = fixture();
    const [form] = game.offer!(state).forms!;
    expect(form.label).toEqual({ en: 'A-side: drop a piece from hand', ja: 'A側: 手駒を打つ' });
    const props = form.schema.properties as { piece: { oneOf: { const: string; label: { en: string } }[] }; square: { enum: string[] } };
    expect(props.piece.oneOf.map((o) => [o.const, o.label.en])).toEqual([['赤馬', 'red 馬 (horse)'], ['黒弓', 'black 弓 (archer)']]);
    expect(props.square.enum).toHaveLength(81 - 6);
    for (const piece of props.piece.oneOf) {
      for (const square of props.square.enum) {
        const parsed = game.parseMove(fillMove(form.move, { piece: piece.const, square }), state);
        expect(parsed.ok && game.play(state, parsed.value, seededRng(1)).ok).toBe(true);
      }
    }
  });
});

function value<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
