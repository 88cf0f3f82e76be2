import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from './record.ts';
import { replayRecord } from './replay.ts';

// The online game records of records/ (see its README), replayed under cerke_online.
const RECORDS = new URL('./records/', import.meta.url);
const load = (name: string) => {
  const parsed = parseRecord(readFileSync(new URL(name, RECORDS), 'utf8'));
  if (!parsed.ok) throw new Error(`${name}: line ${parsed.error.line}: ${parsed.error.message}`);
  return parsed.value;
};

describe('online game records replay to the end', () => {
  it.each<[string, [string, string, number][], { A: number; IA: number }, string]>([
    ['2022-05-31_case1.txt', [['春', 'IA', 5], ['夏', 'IA', 8], ['秋', 'IA', 7]], { A: 0, IA: 40 }, 'IA'],
    ['2021-11-20_case2.txt', [['春', 'IA', 5], ['夏', 'A', 5], ['秋', 'A', 13], ['冬', 'A', 7]], { A: 40, IA: 0 }, 'A'],
    ['2022-04-01_case3.txt', [['春', 'IA', 5], ['夏', 'A', 15], ['秋', 'A', 10]], { A: 40, IA: 0 }, 'A'],
    ['2022-09-08_case4.txt', [['春', 'A', 20]], { A: 40, IA: 0 }, 'A'],
  ])('%s', (name, seasons, scores, winner) => {
    const replay = replayRecord(load(name));
    if (!replay.ok) throw new Error(`line ${replay.error.line}: ${replay.error.message}`);
    expect(replay.value.seasons.map((s) => [s.season, s.side, s.points])).toEqual(seasons);
    expect(replay.value.state.over).toBe(true);
    expect(replay.value.events.at(-1)).toEqual({ type: 'end', scores, winner, reason: 'a score reached 0' });
  });

  it('stops at the first line the engine does not accept, naming it', () => {
    const record = load('2022-09-08_case4.txt');
    const ply = record.seasons[0].plies[0];
    const broken = { ...record, seasons: [{ ...record.seasons[0], plies: [{ ...ply, side: 'A' as const }, ...record.seasons[0].plies.slice(1)] }] };
    const replay = replayRecord(broken);
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.error).toMatchObject({ line: ply.line, message: expect.stringContaining('IA-side is to move') });
  });

  it('checks the moving piece and the captured piece the record names against the board', () => {
    const record = load('2022-09-08_case4.txt');
    const season = record.seasons[0];
    const at = season.plies.findIndex((p) => p.text === 'TE虎ZA無撃裁手黒船');
    const replace = (move: object) => ({
      ...record,
      seasons: [{ ...season, plies: season.plies.map((p, i) => (i === at ? { ...p, move: { ...p.move, ...move } } : p)) }],
    });
    const wrongPiece = replayRecord(replace({ glyph: '兵', pieceKind: 'kauk2' }));
    expect(wrongPiece.ok).toBe(false);
    if (!wrongPiece.ok) expect(wrongPiece.error.message).toContain('the record moves a 兵 from TE, but a 虎 stands there');
    const wrongCapture = replayRecord(replace({ captured: { color: 'red', kind: 'nuak1' } }));
    expect(wrongCapture.ok).toBe(false);
    if (!wrongCapture.ok) expect(wrongCapture.error).toMatchObject({ line: season.plies[at].line, message: expect.stringContaining('the record captures 赤船, the engine 黒船') });
    const noCapture = replayRecord(replace({ captured: undefined }));
    expect(noCapture.ok).toBe(false);
    if (!noCapture.ok) expect(noCapture.error.message).toContain('the record captures nothing, the engine 黒船');
  });
});
