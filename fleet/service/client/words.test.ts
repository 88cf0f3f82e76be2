// The page's words that need no browser, in both languages: how long since a moment, a command's
// outcome for every answer the service gives (the browser test sees ok, a 409 and a wrong token),
// a game's lines and an alarm said from its code. English unless a test names Japanese.
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './commands.ts';
import { gameSummary, turnText, type GameWords } from './game-lines.ts';
import { ago, since } from './relative-time.ts';
import { alarmText } from './table-card.ts';

describe('since', () => {
  const t = Date.UTC(2026, 10, 26, 12, 0, 0);
  it('counts seconds, then minutes, hours and days; a clock ahead reads 0 s', () => {
    expect(since(t, t + 12_400)).toBe('12 s');
    expect(since(t, t - 3_000)).toBe('0 s');
    expect(since(t, t + 61_000)).toBe('1 min 1 s');
    expect(since(t, t + 2 * 3_600_000 + 5 * 60_000)).toBe('2 h 5 min');
    expect(since(t, t + 3 * 86_400_000)).toBe('3 days');
  });

  it('leaves out a unit that is 0', () => {
    expect(ago(t, t + 3 * 60_000)).toBe('3 min ago');
    expect(since(t, t + 5 * 3_600_000)).toBe('5 h');
  });

  it('in Japanese: 12秒前, 3分前, 1分1秒, 2時間5分, 3日', () => {
    expect(ago(t, t + 12_400, 'ja')).toBe('12秒前');
    expect(ago(t, t + 3 * 60_000, 'ja')).toBe('3分前');
    expect(since(t, t + 61_000, 'ja')).toBe('1分1秒');
    expect(since(t, t + 2 * 3_600_000 + 5 * 60_000, 'ja')).toBe('2時間5分');
    expect(ago(t, t + 3 * 86_400_000, 'ja')).toBe('3日前');
  });
});

describe('a command outcome', () => {
  const no = (status: number, message: string) => ({ ok: false as const, status, code: 'x', message });
  it('says ok with the ref, or why not in the words the service or the table gave', () => {
    expect(outcomeOf({ ok: true, value: { ref: 'f-1', ok: true } })).toEqual({ kind: 'ok', text: 'ok (ref f-1)' });
    expect(outcomeOf(no(409, 'a game runs on board b'))).toEqual({ kind: 'refused', text: 'refused by the table: a game runs on board b' });
    expect(outcomeOf(no(403, 'the operator token is wrong'))).toEqual({ kind: 'token', text: 'refused, the token: the operator token is wrong' });
    expect(outcomeOf(no(401, 'this needs the operator token')).kind).toBe('token');
    expect(outcomeOf(no(503, 'not connected'))).toEqual({ kind: 'unavailable', text: 'the broker is unavailable: not connected' });
    expect(outcomeOf(no(504, 'did not answer'))).toEqual({ kind: 'unavailable', text: 'no reply: did not answer' });
    expect(outcomeOf({ ok: false, status: 0, code: 'unreachable', message: 'offline' })).toEqual({ kind: 'error', text: 'not sent (unreachable): offline' });
  });

  it('in Japanese, the kind the same, the service\'s words and the ref as they came', () => {
    expect(outcomeOf({ ok: true, value: { ref: 'f-1', ok: true } }, 'ja')).toEqual({ kind: 'ok', text: '完了しました (ref f-1)' });
    expect(outcomeOf(no(409, 'a game runs on board b'), 'ja')).toEqual({ kind: 'refused', text: 'テーブルに断られました: a game runs on board b' });
    expect(outcomeOf(no(504, 'did not answer'), 'ja')).toEqual({ kind: 'unavailable', text: '応答がありません: did not answer' });
    expect(outcomeOf(no(429, 'slow down'), 'ja').text).toBe('操作が多すぎます: slow down');
  });
});

describe('a game in words', () => {
  const g: GameWords = {
    id: 'g1', title: 'Garden', moveCount: 1, lastMove: 'a1', toMove: 'north', over: false, result: null, scores: null,
    players: ['north', 'south'], computer: null, lastMoveAt: null,
  };
  it('counts its moves, says whose turn or how it ended', () => {
    expect(gameSummary(g)).toBe('Garden (game g1): 1 move');
    expect(gameSummary({ ...g, moveCount: 2 })).toBe('Garden (game g1): 2 moves');
    expect(turnText(g)).toBe('north to move');
    expect(turnText({ ...g, over: true, result: { winner: 'south', reason: 'checkmate' } })).toBe('over: south won (checkmate)');
    expect(turnText({ ...g, over: true, result: { winner: null, reason: '' } })).toBe('over: no winner');
  });

  it('in Japanese, ids, seats and reasons untranslated', () => {
    expect(gameSummary({ ...g, moveCount: 2 }, 'ja')).toBe('Garden（ゲーム g1）: 2 手');
    expect(turnText(g, 'ja')).toBe('north の番です');
    expect(turnText({ ...g, over: true, result: { winner: 'south', reason: 'checkmate' } }, 'ja')).toBe('終了: south の勝ち（checkmate）');
    expect(turnText({ ...g, over: true, result: null }, 'ja')).toBe('終了');
  });
});

describe('an alarm', () => {
  const linkDown = { code: 'board-link-down' as const, board: 'b', message: 'board b: link failed (no HELLO)', params: { board: 'b', link: 'failed', reason: 'no HELLO' } };
  it('reads as the service wrote it in English', () => {
    expect(alarmText(linkDown, 'en')).toBe(linkDown.message);
    const waiting = { code: 'waiting' as const, game: 'g', message: 'game g (Garden) has waited for a choice since 2026-11-26T12:00:00.000Z',
      params: { game: 'g', title: 'Garden', awaiting: 'choice', since: '2026-11-26T12:00:00.000Z' } };
    expect(alarmText(waiting, 'en')).toBe(waiting.message);
  });

  it('in Japanese from its code and values, the link state in words too', () => {
    expect(alarmText(linkDown, 'ja')).toBe('ボード b: 接続失敗（no HELLO）');
    expect(alarmText({ code: 'table-lost', message: 'x', params: { table: 't1', since: '2026-11-26T12:00:00.000Z' } }, 'ja'))
      .toBe('テーブル t1 が 2026-11-26T12:00:00.000Z から応答しません（ホストからの応答が途絶えています）');
  });
});
