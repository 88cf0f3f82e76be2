// The kiosk screen's words from its state, in both languages: the game, what the board waits
// for, and what each teaching event shows (state.ts folds the events, screen.ts says them).
import { describe, expect, it } from 'vitest';
import type { GameDetail, HostEvent } from '../types.ts';
import { panelsOf, screenOf, waitingOf, type Screen } from './screen.ts';
import { initialState, needsReload, pickBoard, withEvent, withLoad, type KioskState } from './state.ts';

const BOARD = 'sim-1';

function gameDetail(over: Partial<GameDetail> = {}): GameDetail {
  return {
    id: 'sim-1.1', board: BOARD, boards: [BOARD], game: 'cetkaik', title: 'Cetkaik 机戦', view: null, log: [], awaiting: null,
    prompt: null, confirm: [], enterable: [], actions: [], toMove: 'IA', over: false, scores: null, sheet: null, result: null,
    areas: [], computer: null, remote: null, ...over,
  } as GameDetail;
}

const playing = (over: Partial<GameDetail> = {}): KioskState => withLoad({ ...initialState(), board: BOARD }, gameDetail(over), {});
const event = (e: Record<string, unknown>): HostEvent => ({ t: 1, board: BOARD, game: 'sim-1.1', ...e }) as HostEvent;
const fold = (state: KioskState, ...events: Record<string, unknown>[]): KioskState => events.reduce((s, e) => withEvent(s, event(e)), state);
const inGame = (s: Screen) => { if (s.mode !== 'game') throw new Error('not a game screen'); return s; };

describe('the board followed', () => {
  it('is the one the address names when the host has it, else the first (and the page says so)', () => {
    const boards = [{ id: 'a' }, { id: 'b' }];
    expect(pickBoard('b', boards)).toEqual({ board: 'b', missing: null });
    expect(pickBoard(null, boards)).toEqual({ board: 'a', missing: null });
    expect(pickBoard('zz', boards)).toEqual({ board: 'a', missing: 'zz' });
    expect(pickBoard(null, [])).toEqual({ board: null, missing: null });
    expect(screenOf({ ...initialState(), board: 'a', missing: 'zz' }, 'en').note).toBe('There is no board "zz": showing a.');
    expect(screenOf({ ...initialState(), board: 'a', missing: 'zz' }, 'ja').note).toBe('盤「zz」はありません。a を表示しています。');
  });
});

describe('the idle screen', () => {
  it('shows when the board has no game, naming the board; with no board it says so', () => {
    expect(screenOf({ ...initialState(), board: BOARD }, 'en')).toEqual({ mode: 'idle', board: 'Board sim-1', note: '' });
    expect(screenOf({ ...initialState(), board: BOARD }, 'ja')).toEqual({ mode: 'idle', board: '盤 sim-1', note: '' });
    expect(screenOf(initialState(), 'en')).toEqual({ mode: 'idle', board: '', note: 'No board is connected.' });
    expect(screenOf(initialState(), 'ja').note).toBe('盤が接続されていません。');
  });
});

describe('a game', () => {
  it('shows its title, whose turn and the last move in words, in the page language', () => {
    const state = playing({ toMove: 'A', log: [{ move: 'KAI片KY', label: { en: 'IA-side: soldier from KAI to KY', ja: 'IA側: KAIの兵がKYへ' } }] });
    expect(inGame(screenOf(state, 'en'))).toMatchObject({ title: 'Cetkaik 机戦', turn: 'A to move', lastMove: 'IA-side: soldier from KAI to KY' });
    expect(inGame(screenOf(state, 'ja'))).toMatchObject({ title: 'Cetkaik 机戦', turn: 'A の番です', lastMove: 'IA側: KAIの兵がKYへ' });
  });

  it('says when no move is made yet, a refused move as refused, and no turn when the game names none or is over', () => {
    expect(inGame(screenOf(playing(), 'en')).lastMove).toBe('No move yet');
    expect(inGame(screenOf(playing(), 'ja')).lastMove).toBe('まだ手はありません');
    const refused = playing({ log: [{ move: 'A1-A9', failed: true, label: { en: 'A1 to A9', ja: 'A1からA9' } }] });
    expect(inGame(screenOf(refused, 'en')).lastMove).toBe('A1 to A9 (refused)');
    expect(inGame(screenOf(refused, 'ja')).lastMove).toBe('A1からA9（無効）');
    expect(inGame(screenOf(playing({ toMove: null }), 'en')).turn).toBe('');
    expect(inGame(screenOf(playing({ over: true }), 'en')).turn).toBe('');
  });

  it('goes back to the idle screen when the game leaves the board', () => {
    expect(screenOf(withLoad(playing(), null, {}), 'en').mode).toBe('idle');
  });
});

describe('what the board waits for', () => {
  it('a move, by default', () => {
    expect(waitingOf(playing(), 'en')).toEqual({ kind: 'move', text: 'Make a move on the board.', detail: '' });
    expect(waitingOf(playing(), 'ja').text).toBe('盤の上で駒を動かしてください。');
  });

  it('a choice: the question and its options in words', () => {
    const state = playing({
      awaiting: { type: 'choice', prompt: 'taxot or tymok', options: ['taxot', 'tymok'] },
      prompt: { en: 'End the season or go on?', ja: '終季か再行か' },
      actions: [{ kind: 'choice', label: { en: 'End the season', ja: '終季' }, choice: 'taxot' }, { kind: 'choice', label: { en: 'Go on', ja: '再行' }, choice: 'tymok' }],
    });
    expect(waitingOf(state, 'en')).toEqual({ kind: 'choice', text: 'A choice to make on the dashboard:', detail: 'End the season or go on? — End the season · Go on' });
    expect(waitingOf(state, 'ja')).toEqual({ kind: 'choice', text: 'ダッシュボードで選んでください:', detail: '終季か再行か — 終季 · 再行' });
  });

  it('a cast of the sticks, counting them', () => {
    const state = playing({ awaiting: { type: 'pending', for: 'cast', sticks: 5, purpose: 'stepping' }, prompt: { en: 'Cast for the step', ja: '踏越えの投棒' } });
    expect(waitingOf(state, 'en')).toEqual({ kind: 'cast', text: 'Cast the 5 sticks and enter how many fell heads.', detail: 'Cast for the step' });
    expect(waitingOf(state, 'ja')).toEqual({ kind: 'cast', text: '棒を 5 本投げて、表の数を入力してください。', detail: '踏越えの投棒' });
  });

  it('an entry, with its question (the game\'s words, else its prompt)', () => {
    const state = playing({ awaiting: { type: 'entry', prompt: 'the tile turned up', schema: {} } });
    expect(waitingOf(state, 'en')).toEqual({ kind: 'entry', text: 'Something to enter on the dashboard:', detail: 'the tile turned up' });
    expect(waitingOf({ ...state, game: { ...state.game!, prompt: { en: 'The tile', ja: 'めくったタイル' } } }, 'ja').detail).toBe('めくったタイル');
  });

  it('a confirmation of a move the board shows in part', () => {
    expect(waitingOf(playing({ confirm: ['KA片LAKA'] }), 'en').kind).toBe('confirm');
    expect(waitingOf(playing({ confirm: ['KA片LAKA'] }), 'ja').text).toContain('「次へ」');
  });

  it('a correction, before anything else but the end: from the event, with its cells (the reason in English only), until corrected', () => {
    const state = fold(playing({ confirm: ['x'] }), { type: 'correction', clear: ['E5'], fill: ['A1'], reason: 'a piece moved out of turn' });
    expect(waitingOf(state, 'en')).toEqual({ kind: 'correction', text: 'Put the board back as the lights show.', detail: 'Take off: E5 · Put back: A1 · (a piece moved out of turn)' });
    expect(waitingOf(state, 'ja')).toEqual({ kind: 'correction', text: '光の示すとおりに盤を戻してください。', detail: '取り除く: E5 · 置き直す: A1' });
    expect(waitingOf(fold(state, { type: 'corrected' }), 'en').kind).toBe('confirm');
  });

  it('a correction the board\'s lights show when the page loads (and the event\'s reason kept while they show it)', () => {
    const moved = { log: [{ move: 'A1-E5', label: { en: 'A1 to E5', ja: 'A1からE5' } }] };
    const loaded = withLoad({ ...initialState(), board: BOARD }, gameDetail(moved), { E5: 'clear', A1: 'fill', B2: 'target' });
    expect(waitingOf(loaded, 'en')).toMatchObject({ kind: 'correction', detail: 'Take off: E5 · Put back: A1' });
    const told = fold(playing(moved), { type: 'correction', clear: ['E5'], fill: [], reason: 'why' });
    expect(withLoad(told, gameDetail(moved), { E5: 'clear' }).correction).toEqual({ clear: ['E5'], fill: [], reason: 'why' });
    expect(waitingOf(withLoad(loaded, gameDetail(moved), {}), 'en').kind).toBe('correction');
    expect(waitingOf(fold(loaded, { type: 'corrected' }), 'en').kind).toBe('move');
  });

  it('a new game\'s set-up lit before its first move (the page loaded during it): the set-up, not a correction, until it is done', () => {
    const loaded = withLoad({ ...initialState(), board: BOARD }, gameDetail(), { KA: 'fill', E5: 'clear' });
    expect(loaded.correction).toBeNull();
    expect(waitingOf(loaded, 'ja')).toEqual({ kind: 'setup', text: '盤を準備してください。光る升に駒を置きます。', detail: '' });
    expect(waitingOf(withLoad(loaded, gameDetail(), {}), 'en').kind).toBe('move');
    expect(waitingOf(fold(loaded, { type: 'setup', cell: null, piece: null, placed: 49, total: 49 }), 'en').kind).toBe('move');
    // A correction said before the first move is one.
    const told = fold(playing(), { type: 'correction', clear: ['E5'], fill: [] });
    expect(waitingOf(withLoad(told, gameDetail(), { E5: 'clear' }), 'en').kind).toBe('correction');
  });

  it('the computer: thinking, then its move to make on the board', () => {
    expect(waitingOf(playing({ computer: { side: 'A', level: 'easy', thinking: true } }), 'en').text).toBe('The computer is thinking…');
    expect(waitingOf(playing({ computer: { side: 'A', level: 'easy', thinking: false, move: 'KA片LA' } }), 'ja')).toEqual({ kind: 'computer-move', text: '盤に光るコンピューターの手を指してください。', detail: 'KA片LA' });
  });

  it('the other table of a remote match', () => {
    const remote = (f: 'peer-to-make' | 'us-to-make') => ({ remote: { waiting: { seq: 1, move: 'A1-E5', for: f } } } as unknown as Partial<GameDetail>);
    expect(waitingOf(playing(remote('peer-to-make')), 'en').kind).toBe('peer');
    expect(waitingOf(playing(remote('us-to-make')), 'en')).toEqual({ kind: 'peer-move', text: "Make the other table's move, lit on the board.", detail: 'A1-E5' });
  });

  it('nothing once the game is over: the winner, and how to start another', () => {
    expect(waitingOf(playing({ over: true, result: { winner: 'IA', reason: 'tam2' } }), 'en'))
      .toEqual({ kind: 'over', text: 'Game over.', detail: 'Winner: IA Start a new game from the dashboard (scan the code).' });
    expect(waitingOf(playing({ over: true, result: { winner: null, reason: 'abandoned' } }), 'ja').detail).toBe('勝者はいません。新しいゲームはダッシュボードから始めます（コードを読み取ってください）。');
  });
});

describe('the teaching events', () => {
  it('a piece in hand stays named while its cell is lit as lifted (or to fill), and is forgotten once put down', () => {
    const horse = { name: { en: 'horse (馬)', ja: '馬' }, moves: { en: 'Moves.', ja: '動きます。' } };
    const held = fold(playing(), { type: 'lifted', cell: 'KE', piece: horse }, { type: 'lights', cells: { KE: 'selected', LE: 'target' } });
    expect(panelsOf(held, 'en').map((p) => p.kind)).toEqual(['lifted']);
    expect(panelsOf(fold(held, { type: 'lights', cells: { KE: 'fill' } }), 'en').map((p) => p.kind)).toEqual(['lifted']);
    expect(panelsOf(fold(held, { type: 'lights', cells: {} }), 'en')).toEqual([]);
  });

  it('a piece lifted: its name and how it moves; a piece the game does not name, by its cell', () => {
    const horse = { name: { en: 'horse (馬)', ja: '馬' }, moves: { en: 'Moves any distance diagonally.', ja: '斜めに何升でも進みます。' } };
    const state = fold(playing(), { type: 'lifted', cell: 'KE', piece: horse });
    expect(panelsOf(state, 'en')).toEqual([{ kind: 'lifted', heading: 'In hand', text: 'horse (馬) from KE', detail: 'Moves any distance diagonally.', progress: '' }]);
    expect(panelsOf(state, 'ja')).toEqual([{ kind: 'lifted', heading: '持ち上げた駒', text: 'KE の馬', detail: '斜めに何升でも進みます。', progress: '' }]);
    expect(panelsOf(fold(state, { type: 'lifted', cell: 'A1', piece: null }), 'en')).toEqual([{ kind: 'lifted', heading: 'In hand', text: 'A piece lifted from A1.', detail: '', progress: '' }]);
  });

  it('a hint: the move in words (else its notation), and who chose it', () => {
    const bot = fold(playing(), { type: 'hint', move: 'KA片LA', by: 'bot', label: { en: 'Scribe from KA to LA', ja: 'KAの筆をLAへ' } });
    expect(panelsOf(bot, 'en')).toEqual([{ kind: 'hint', heading: 'Hint', text: 'Scribe from KA to LA', detail: "The computer's choice, lit on the board.", progress: '' }]);
    expect(panelsOf(bot, 'ja')[0]).toMatchObject({ heading: 'ヒント', text: 'KAの筆をLAへ', detail: 'コンピューターが選んだ手です。盤に光っています。' });
    expect(panelsOf(fold(playing(), { type: 'hint', move: 'A1-E5', by: 'rule' }), 'en')[0]).toMatchObject({ text: 'A1-E5', detail: 'A good move by a simple rule, lit on the board.' });
  });

  it('a lesson step: what to do, "step 3 of 12"; the last one says the lesson is done', () => {
    const step = fold(playing(), { type: 'lesson', lesson: 'cetkaik-first', step: 3, steps: 12, say: { en: 'Move the soldier one step forward.', ja: '兵を一歩前に進めます。' }, move: 'KAI片KY' });
    expect(panelsOf(step, 'en')).toEqual([{ kind: 'lesson', heading: 'Lesson', text: 'Move the soldier one step forward.', detail: '', progress: 'Step 3 of 12' }]);
    expect(panelsOf(step, 'ja')).toEqual([{ kind: 'lesson', heading: 'レッスン', text: '兵を一歩前に進めます。', detail: '', progress: 'ステップ 3/12' }]);
    const done = fold(step, { type: 'lesson', lesson: 'cetkaik-first', step: 12, steps: 12, say: { en: 'That is the game.', ja: 'これで終わりです。' }, done: true });
    expect(panelsOf(done, 'en')[0]).toMatchObject({ progress: 'Step 12 of 12', detail: 'Lesson complete: well played!' });
    // A lesson step outlives the move it asked for: the next step replaces it.
    expect(panelsOf(fold(step, { type: 'move', move: 'KAI片KY' }), 'en').map((p) => p.kind)).toEqual(['lesson']);
  });

  it('set-up lights: the next cell and piece with a count, then all in place; the board waits for the set-up meanwhile', () => {
    const next = fold(playing(), { type: 'setup', cell: 'KA', piece: { en: 'black scribe', ja: '黒の筆' }, placed: 5, total: 49 });
    expect(panelsOf(next, 'en')).toEqual([{ kind: 'setup', heading: 'Setting up', text: 'Put the black scribe on KA.', detail: '', progress: '5 of 49 in place' }]);
    expect(panelsOf(next, 'ja')).toEqual([{ kind: 'setup', heading: '駒の配置', text: 'KA に黒の筆を置いてください。', detail: '', progress: '49 個中 5 個を配置済み' }]);
    expect(waitingOf(next, 'en').kind).toBe('setup');
    expect(panelsOf(fold(playing(), { type: 'setup', cell: 'B2', piece: null, placed: 0, total: 3 }), 'en')[0].text).toBe('Put a piece on B2.');
    const ready = fold(next, { type: 'setup', cell: null, piece: null, placed: 49, total: 49 });
    expect(panelsOf(ready, 'ja')).toEqual([{ kind: 'setup', heading: '駒の配置', text: '49 個すべて置きました。始められます。', detail: '', progress: '' }]);
    expect(waitingOf(ready, 'en').kind).toBe('move');
  });

  it('shows them in the order a newcomer meets them; a move puts away the piece in hand, the hint and the set-up', () => {
    const all = fold(playing(),
      { type: 'hint', move: 'A1-E5', by: 'rule' },
      { type: 'lifted', cell: 'A1', piece: null },
      { type: 'lesson', lesson: 'l', step: 1, steps: 2, say: { en: 'Go', ja: '進む' } },
      { type: 'setup', cell: null, piece: null, placed: 2, total: 2 });
    expect(panelsOf(all, 'en').map((p) => p.kind)).toEqual(['setup', 'lesson', 'lifted', 'hint']);
    expect(panelsOf(fold(all, { type: 'move', move: 'A1-E5' }), 'en').map((p) => p.kind)).toEqual(['lesson']);
  });

  it('takes only the followed board\'s events, and shows none of another game\'s', () => {
    const other = withEvent(playing(), { ...event({ type: 'lifted', cell: 'A1', piece: null }), board: 'sim-2' });
    expect(panelsOf(other, 'en')).toEqual([]);
    const oldGame = fold(playing(), { type: 'lifted', cell: 'A1', piece: null, game: 'sim-1.0' });
    expect(panelsOf(oldGame, 'en')).toEqual([]);
    const unnamed = withEvent(playing(), { t: 1, board: BOARD, type: 'hint', move: 'A1-E5', by: 'rule' } as HostEvent);
    expect(panelsOf(unnamed, 'en').map((p) => p.kind)).toEqual(['hint']);
  });

  it('do not make the page read the game again; the game\'s own events do', () => {
    expect(['lifted', 'hint', 'lesson', 'setup'].map((type) => needsReload(event({ type })))).toEqual([false, false, false, false]);
    expect(['move', 'choice', 'cast', 'correction', 'corrected', 'confirm', 'lights', 'end'].every((type) => needsReload(event({ type })))).toBe(true);
  });
});
