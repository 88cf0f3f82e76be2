// The Activity panel's lines: in English the lines the page always showed, in Japanese from the
// catalogue; a reason the catalogue has no words for reads in the English the event carries.
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../types.ts';
import { describeEvent, notice, reasonText } from './activity.ts';

const at = { t: 1500, board: 'a', game: 'a.1' };
const ev = (e: Record<string, unknown>): HostEvent => ({ ...at, ...e }) as HostEvent;

/** Events and the line each gives in English, then in Japanese. */
const LINES: [HostEvent, string, string][] = [
  [ev({ type: 'move', move: 'A1-B1' }), 'move: A1-B1', '指し手: A1-B1'],
  [ev({ type: 'move', move: 'A1-B1', failed: true }), 'move: A1-B1 (failed)', '指し手: A1-B1（失敗）'],
  [ev({ type: 'rejected', reason: 'C5-C6: there is no piece on C5', code: 'empty-source', params: { move: 'C5-C6' } }),
    'refused: C5-C6: there is no piece on C5', '受け付けません: C5-C6: そこに駒はありません'],
  [ev({ type: 'rejected', reason: 'there is no move to undo', code: 'nothing-to-undo' }), 'refused: there is no move to undo', '受け付けません: 取り消せる手がありません'],
  [ev({ type: 'correction', clear: ['A1', 'B2'], fill: [] }), 'put the board back: clear A1 B2, fill nothing', '盤を戻してください: A1 B2 を空ける'],
  [ev({ type: 'correction', clear: ['A1'], fill: ['C3'], reason: 'wrong shape: that is not the T' }),
    'wrong shape: that is not the T; put the board back: clear A1, fill C3', 'wrong shape: that is not the T。盤を戻してください: A1 を空ける、C3 に駒を置く'],
  [ev({ type: 'corrected' }), 'the board matches the game again', '盤がゲームと一致しました'],
  [ev({ type: 'link', state: 'ready' }), 'link ready', '接続: 準備完了'],
  [ev({ type: 'link', state: 'lost', reason: 'no frame from /dev/x for 2000 ms', said: { code: 'link-silent', params: { path: '/dev/x', ms: 2000 } } }),
    'link lost: no frame from /dev/x for 2000 ms', '接続: 切断（/dev/x から 2000 ms 応答がありません）'],
  [ev({ type: 'cast', heads: 3, purpose: 'stepping' }), 'cast for stepping: 3 heads', '投棒（踏越え）: 表 3 本'],
  [ev({ type: 'cast', heads: 2, purpose: 'P1\'s turn' }), 'cast for P1\'s turn: 2 heads', '投棒（P1\'s turn）: 表 2 本'],
  [ev({ type: 'pending', for: 'cast', sticks: 5, purpose: 'water' }), 'waiting for a cast of 5 sticks (water)', '棒 5 本の投棒を待っています（入水）'],
  [ev({ type: 'pending', for: 'cast', sticks: 5, purpose: 'free cast', words: { en: 'Cast the 5 sticks and count the heads', ja: '棒を 5 本投げて、表の数を数える' } }),
    'waiting for a cast of 5 sticks (free cast)', '棒を 5 本投げて、表の数を数える（棒 5 本）'],
  [ev({ type: 'pending', for: 'cast', sticks: 4, purpose: 'P1 (the banker) throws' }), 'waiting for a cast of 4 sticks (P1 (the banker) throws)', '棒 4 本の投棒を待っています（P1 (the banker) throws）'],
  [ev({ type: 'choice', prompt: 'Which one?', options: ['a', 'b'] }), 'Which one?: a / b', 'Which one?：a / b'],
  [ev({ type: 'choice', prompt: 'Paid how?', options: ['rice', 'coins'], words: { en: 'Paid how?', ja: '米で払いますか、銭で払いますか？' } }),
    'Paid how?: rice / coins', '米で払いますか、銭で払いますか？：rice / coins'],
  [ev({ type: 'score', scores: { P1: 3, P2: 1 } }), 'scores P1 3, P2 1', '得点 P1 3, P2 1'],
  [ev({ type: 'end', scores: {}, winner: 'P1', reason: 'move limit' }), 'game over (move limit), P1 winner', '終局（move limit）。勝者は P1 です'],
  [ev({ type: 'end', scores: {}, winner: null, reason: 'abandoned', said: { code: 'abandoned' } }), 'game over (abandoned), no winner', '終局（中断）。勝者はいません'],
  [ev({ type: 'note', text: 'choice withdrawn', said: { code: 'choice-withdrawn' } }), 'choice withdrawn', '選択を取り下げました'],
  [ev({ type: 'note', text: 'P1 bets 2 on 3' }), 'P1 bets 2 on 3', 'P1 bets 2 on 3'],
  [ev({ type: 'note', text: 'round 2 begins', words: { en: 'round 2 begins', ja: '第 2 ラウンド開始' } }), 'round 2 begins', '第 2 ラウンド開始'],
  [ev({ type: 'end', scores: {}, winner: null, reason: 'move limit', words: { en: 'move limit', ja: '手数の上限' } }), 'game over (move limit), no winner', '終局（手数の上限）。勝者はいません'],
  [ev({ type: 'undone', move: 'A1-B1' }), 'took back A1-B1', 'A1-B1 を取り消しました'],
  [ev({ type: 'entry', prompt: 'Which seed?', schema: {} }), 'Which seed? (to enter)', 'Which seed?（入力してください）'],
  [ev({ type: 'confirm', moves: ['A1-B1', 'A1-C1'] }), 'waiting for a confirmation: A1-B1 / A1-C1', '確定を待っています: A1-B1 / A1-C1'],
  [ev({ type: 'press', button: 'next' }), 'button next', 'ボタン next'],
  [ev({ type: 'tap', cell: 'E5' }), 'tap on E5', 'E5 をタップ'],
  [ev({ type: 'journal', reason: 'the journal /j was removed while the game ran: written again whole (120 bytes) and kept on', said: { code: 'journal-removed', params: { path: '/j' } } }),
    'journal: the journal /j was removed while the game ran: written again whole (120 bytes) and kept on', '記録: ゲーム中に記録ファイル /j が削除されました。全体を書き直して記録を続けます'],
  [ev({ type: 'message', from: 'fleet', text: 'closing in 10 minutes' }), 'message from the fleet: closing in 10 minutes', 'お店のスタッフからのメッセージ: closing in 10 minutes'],
  [ev({ type: 'bot', side: 'P2', move: 'E5-E6', reason: 'takes the centre' }), 'bot (P2): plays E5-E6 — make it on the board; takes the centre',
    'コンピュータ（P2）: E5-E6 を指します。盤上で動かしてください。takes the centre'],
  [ev({ type: 'bot', side: 'P2', choice: 'red', reason: 'more points' }), 'bot (P2): chooses red; more points', 'コンピュータ（P2）: red を選びます。more points'],
  [ev({ type: 'bot', side: 'P2', reason: 'could not decide: the bot failed: boom', said: { code: 'bot-undecided', params: { error: 'the bot failed: boom' } } }),
    'bot (P2): ; could not decide: the bot failed: boom', 'コンピュータ（P2）: 手を決められませんでした: the bot failed: boom'],
  // Teaching: their words come in both languages.
  [ev({ type: 'hint', move: 'NI片NU', by: 'bot', label: { en: 'A-side: 兵 from NI to NU', ja: 'A側：NIの兵をNUへ' } }), 'hint (bot): A-side: 兵 from NI to NU', 'ヒント（bot）：A側：NIの兵をNUへ'],
  [ev({ type: 'lesson', lesson: 'cetkaik-first', step: 2, steps: 8, say: { en: 'Take it.', ja: '取ります。' }, move: 'CO片CU' }), 'lesson step 2 of 8: Take it.', 'レッスン ステップ 2/8：取ります。'],
  [ev({ type: 'lesson', lesson: 'cetkaik-first', step: 8, steps: 8, say: { en: 'Well played.', ja: 'お見事です。' }, done: true }), 'lesson over: Well played.', 'レッスン終了：お見事です。'],
  [ev({ type: 'setup', cell: 'KA', piece: { en: 'black 筆 of the IA-side', ja: 'IA側の黒筆' }, placed: 3, total: 49 }), 'set up black 筆 of the IA-side on KA (3 of 49 placed)', 'KA にIA側の黒筆を置いてください（3/49 個）'],
  [ev({ type: 'setup', cell: null, piece: null, placed: 49, total: 49 }), 'the board shows the starting position: play', '初期配置が整いました。対局を始めましょう'],
];

describe('describeEvent', () => {
  it.each(LINES.map(([e, en]) => [e.type, e, en] as const))('says a %s event in English as the page always did', (_, e, en) => {
    expect(describeEvent(e, undefined, 'en')).toBe(en);
  });

  it.each(LINES.map(([e, , ja]) => [e.type, e, ja] as const))('says a %s event in Japanese', (_, e, ja) => {
    expect(describeEvent(e, undefined, 'ja')).toBe(ja);
  });

  it('logs no lifted piece (it is shown beside the board)', () => {
    expect(describeEvent(ev({ type: 'lifted', cell: 'KA', piece: null }), undefined, 'en')).toBeNull();
  });

  it('shows nothing for lights, nor for a confirmation no longer awaited', () => {
    expect(describeEvent(ev({ type: 'lights', cells: { A1: 'target' } }), undefined, 'ja')).toBeNull();
    expect(describeEvent(ev({ type: 'confirm', moves: [] }), undefined, 'en')).toBeNull();
  });

  it('names a move in the words the log gives it', () => {
    expect(describeEvent(ev({ type: 'move', move: 'A1-B1' }), (m) => (m === 'A1-B1' ? 'A1 to B1' : undefined), 'en')).toBe('move: A1 to B1');
  });

  it('reads a code the catalogue does not know in the English the event carries', () => {
    const future = ev({ type: 'link', state: 'dozing', reason: 'the board sleeps', said: { code: 'link-dozing' } });
    expect(describeEvent(future, undefined, 'ja')).toBe('接続: dozing（the board sleeps）');
    const refused = ev({ type: 'rejected', reason: 'A1-B1: the moon is not up', code: 'moon-down', params: { move: 'A1-B1' } });
    expect(describeEvent(refused, undefined, 'ja')).toBe('受け付けません: A1-B1: the moon is not up');
    expect(reasonText('as written', { code: 'no-such-code' }, 'ja')).toBe('as written');
    expect(reasonText('as written', undefined, 'ja')).toBe('as written');
  });

  it('keeps the host’s exact English on an English page, the catalogue’s words being general', () => {
    expect(reasonText('E5-E6: a general cannot go there', { code: 'illegal-move' }, 'en')).toBe('E5-E6: a general cannot go there');
    expect(reasonText('E5-E6: a general cannot go there', { code: 'illegal-move' }, 'ja')).toBe('その手は指せません');
  });
});

describe('notice (the status line)', () => {
  it('says a message, the journal and a wrong board in the page’s language', () => {
    const message = ev({ type: 'message', from: 'fleet', text: 'last round' });
    expect(notice(message, 'en')).toBe('Message from the fleet: last round');
    expect(notice(message, 'ja')).toBe('お店のスタッフからのメッセージ: last round');
    const journal = ev({ type: 'journal', reason: 'the journal /j was removed', said: { code: 'journal-removed', params: { path: '/j' } } });
    expect(notice(journal, 'en')).toBe('Journal: the journal /j was removed.');
    expect(notice(journal, 'ja')).toBe('記録: ゲーム中に記録ファイル /j が削除されました。全体を書き直して記録を続けます。');
    const wrong = ev({ type: 'correction', clear: ['A1'], fill: [], reason: 'wrong shape: that is not the T' });
    expect(notice(wrong, 'en')).toBe('The board is wrong: wrong shape: that is not the T.');
    expect(notice(wrong, 'ja')).toBe('盤が違います: wrong shape: that is not the T。');
    expect(notice(ev({ type: 'correction', clear: ['A1'], fill: [] }), 'ja')).toBeNull();
    expect(notice(ev({ type: 'move', move: 'A1-B1' }), 'ja')).toBeNull();
  });
});
