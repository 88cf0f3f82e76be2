// The remote match's line in words: the peer's presence, then what waits on either board, what
// was made, or why the match stopped and each host's position.
import { describe, expect, it } from 'vitest';
import type { GameDetail } from '../types.ts';
import { peerWords, positionWords, stepWords } from './remote.ts';

type Remote = NonNullable<GameDetail['remote']>;
const base: Remote = { match: 'm1', seat: 'north', peer: 'south', connected: true, peerOnline: true, peerSince: null, waiting: null, made: null, stopped: null };

describe('the remote line', () => {
  it('says whether the peer is there, and since when (the players\' own clock)', () => {
    expect(peerWords({ ...base, peerOnline: null })).toBe('south has not been heard from yet');
    expect(peerWords(base)).toBe('south is online');
    const since = new Date(2026, 10, 26, 20, 41, 7).toISOString();
    expect(peerWords({ ...base, peerOnline: false, peerSince: since })).toBe('south is offline since 20:41:07');
  });

  it('says what waits on which board, what was made, and why the match stopped', () => {
    expect(stepWords(base)).toEqual({ kind: 'none', text: 'no move made yet' });
    expect(stepWords({ ...base, waiting: { seq: 1, move: 'A1-E5', for: 'peer-to-make' } })).toEqual({ kind: 'waiting-peer', text: 'waiting for south to make A1-E5 on their board' });
    expect(stepWords({ ...base, waiting: { seq: 2, move: 'A9-E4', for: 'us-to-make' } })).toEqual({ kind: 'waiting-us', text: "make south's move A9-E4 on your board (lit)" });
    expect(stepWords({ ...base, made: { seq: 1, move: 'A1-E5', by: 'seat' } }).text).toBe('A1-E5 made: south made your move on their board');
    expect(stepWords({ ...base, made: { seq: 2, move: 'A9-E4', by: 'peer' } }).text).toBe("A9-E4 made: you made south's move on your board");
    expect(stepWords({ ...base, waiting: { seq: 3, move: 'E5-F5', for: 'peer-to-make' }, stopped: { reason: 'the positions differ', here: null, peer: null } }))
      .toEqual({ kind: 'stopped', text: 'match stopped: the positions differ' });
  });

  it('says a seat with no board takes the peer\'s moves at once', () => {
    const none: Remote = { ...base, boardless: true };
    expect(stepWords({ ...none, made: { seq: 1, move: 'A1-E5', by: 'peer' } })).toEqual({ kind: 'made', text: "A1-E5 made: south's move, taken here at once (no board here)" });
    expect(stepWords({ ...none, waiting: { seq: 1, move: 'A1-E5', for: 'us-to-make' } }).text).toBe("taking south's move A1-E5 (no board here)");
    // This seat's moves are made on the peer's board, as with a board here.
    expect(stepWords({ ...none, made: { seq: 2, move: 'A9-E4', by: 'seat' } }).text).toBe('A9-E4 made: south made your move on their board');
    expect(stepWords({ ...none, waiting: { seq: 2, move: 'A9-E4', for: 'peer-to-make' } }).text).toBe('waiting for south to make A9-E4 on their board');
  });

  it('tells a board whose peer plays on no board that its moves are taken there at once', () => {
    const peerNone: Remote = { ...base, peerBoardless: true };
    expect(stepWords({ ...peerNone, made: { seq: 1, move: 'A1-E5', by: 'seat' } }).text).toBe('A1-E5 made: south plays on no board and took your move at once');
    expect(stepWords({ ...peerNone, waiting: { seq: 1, move: 'A1-E5', for: 'peer-to-make' } }).text).toBe('waiting for south to take A1-E5 (no board there)');
    // The peer's moves are still lit and made here.
    expect(stepWords({ ...peerNone, waiting: { seq: 2, move: 'A9-E4', for: 'us-to-make' } }).text).toBe("make south's move A9-E4 on your board (lit)");
  });

  it('shows each host\'s position of a match stopped because they disagree', () => {
    expect(positionWords('this board (north)', { seq: 1, hash: 'a'.repeat(64), moves: ['A1-E5'] })).toBe(`this board (north): step 1, position ${'a'.repeat(12)}…, moves A1-E5`);
    expect(positionWords("south's board", { seq: 1, hash: 'b'.repeat(64), moves: null })).toBe(`south's board: step 1, position ${'b'.repeat(12)}…, moves not known`);
    expect(positionWords("south's board", null)).toBe("south's board: not known");
  });

  it('says the same in Japanese, with the notation and the names as they are', () => {
    expect(peerWords({ ...base, peerOnline: null }, 'ja')).toBe('south からはまだ応答がありません');
    expect(peerWords(base, 'ja')).toBe('south はオンラインです');
    expect(stepWords({ ...base, waiting: { seq: 2, move: 'A9-E4', for: 'us-to-make' } }, 'ja')).toEqual({ kind: 'waiting-us', text: 'south の手 A9-E4 をこちらの盤で指してください（点灯中）' });
    expect(stepWords({ ...base, made: { seq: 1, move: 'A1-E5', by: 'seat' } }, 'ja').text).toBe('A1-E5 済み: south がこちらの手を相手の盤で指しました');
    expect(stepWords(base, 'ja')).toEqual({ kind: 'none', text: 'まだ手は指されていません' });
    expect(positionWords('この盤（north）', { seq: 1, hash: 'a'.repeat(64), moves: [] }, 'ja')).toBe(`この盤（north）: ステップ 1、局面 ${'a'.repeat(12)}…、手なし`);
  });
});
