// `tabletop replay cetkaik RECORD`: the online game records replay to their recorded results;
// the old format is refused as such; a corrupted record stops at the line at fault (exit 2).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from './cli.ts';

const RECORDS = new URL('../rules/cetkaik/records/', import.meta.url);
const recordPath = (name: string) => new URL(name, RECORDS).pathname;

async function replay(...args: string[]) {
  const io = bufferIo();
  const code = await main(['replay', ...args], io);
  return { code, out: io.stdout, err: io.stderr.join('\n') };
}

/** A copy of a record with one line (1-based) replaced. */
function corrupted(name: string, line: number, replace: (text: string) => string): string {
  const lines = readFileSync(recordPath(name), 'utf8').split('\n');
  const changed = replace(lines[line - 1]);
  if (changed === lines[line - 1]) throw new Error(`line ${line} of ${name} did not change`);
  lines[line - 1] = changed;
  const file = join(mkdtempSync(join(tmpdir(), 'cetkaik-replay-')), name);
  writeFileSync(file, lines.join('\n'));
  return file;
}

describe('tabletop replay cetkaik', () => {
  it.each([
    ['2022-05-31_case1.txt', [
      '春: IA-side 終季 with 馬弓兵 = 5 points; scores A 15, IA 25',
      '夏: IA-side 終季 with 王 + 獣 = 8 points; scores A 7, IA 33',
      '秋: IA-side 終季 with 同色馬弓兵 = 7 points; scores A 0, IA 40',
      'final: A 0, IA 40; IA-side wins (a score reached 0)',
    ]],
    ['2021-11-20_case2.txt', [
      '春: IA-side 終季 with 同色獣 = 5 points; scores A 15, IA 25',
      '夏: A-side 終季 with 王 = 5 points; scores A 20, IA 20',
      '秋: A-side 終季 with 行行 + 王 + 獣 = 13 points; scores A 33, IA 7',
      '冬: A-side 終季 with 地心 = 7 points; scores A 40, IA 0',
      'final: A 40, IA 0; A-side wins (a score reached 0)',
    ]],
    ['2022-04-01_case3.txt', [
      '春: IA-side 終季 with 王 = 5 points; scores A 15, IA 25',
      '夏: A-side 終季 with 地心 + 王 + 獣 = 15 points; scores A 30, IA 10',
      '秋: A-side 終季 with 王 + 同色獣 = 10 points; scores A 40, IA 0',
      'final: A 40, IA 0; A-side wins (a score reached 0)',
    ]],
    ['2022-09-08_case4.txt', [
      '春: A-side 終季 with 王 × rate 4 = 20 points; scores A 40, IA 0',
      'final: A 40, IA 0; A-side wins (a score reached 0)',
    ]],
  ])('%s replays to the end with its recorded seasons and scores', async (name, lines) => {
    const r = await replay('cetkaik', recordPath(name));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toEqual(lines);
  });

  it('prints one JSON object per season and a final one with --json', async () => {
    const r = await replay('cetkaik', recordPath('2022-09-08_case4.txt'), '--json');
    expect(r.code).toBe(0);
    expect(r.out.map((l) => JSON.parse(l))).toEqual([
      { type: 'season', season: '春', side: 'A', hands: ['王'], points: 20, rate: 4, scores: { A: 40, IA: 0 } },
      { type: 'final', scores: { A: 40, IA: 0 }, over: true, winner: 'A', reason: 'a score reached 0', seasons: 1 },
    ]);
    const all = await replay('cetkaik', recordPath('2021-11-20_case2.txt'), '--json');
    const objects = all.out.map((l) => JSON.parse(l) as { type: string; points?: number });
    expect(objects.map((o) => o.type)).toEqual(['season', 'season', 'season', 'season', 'final']);
    expect(objects.map((o) => o.points ?? null)).toEqual([5, 5, 13, 7, null]);
  });

  it('refuses the pre-2021 record, saying its format is the old one', async () => {
    const r = await replay('cetkaik', recordPath('2021-10-02_old_version.txt'));
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toMatch(/2021-10-02_old_version\.txt: line 1: this record uses the pre-November-2021 format/);
  });

  it('stops a hand-corrupted record at the line at fault, with the reason', async () => {
    const cases: [string, RegExp][] = [
      // An illegal move: the 兵 on CAI cannot go diagonally to MY.
      [corrupted('2022-05-31_case1.txt', 5, (l) => l.replace('CAI兵CAU', 'CAI兵MY')), /: line 5: CAI兵MY無撃裁: /],
      // Not a square at all.
      [corrupted('2022-05-31_case1.txt', 5, (l) => l.replace('CAI兵CAU', 'CAI兵CAY')), /: line 5: "CAI兵CAY無撃裁": expected the cast field/],
      // Inconsistent: a stepping cast too short for MI→MA, yet not marked failed.
      [corrupted('2022-05-31_case1.txt', 7, (l) => l.replace('橋一此無', '橋一')), /: line 7: "MY弓MIMA橋一": a cast was too low, yet the move is not marked 此無/],
      // A declaration naming a hand the engine does not see.
      [corrupted('2022-05-31_case1.txt', 13, (l) => l.replace('馬弓兵', '獣')), /: line 13: .*獣/],
      // A legal move that does not take the piece the record says it takes.
      [corrupted('2022-09-08_case4.txt', 11, (l) => l.replace('TE虎ZA', 'XI兵XU')), /: line 11: XI兵XU無撃裁手黒船: the record captures 黒船, the engine nothing/],
      // The wrong piece named: a 虎 stands on TE.
      [corrupted('2022-09-08_case4.txt', 11, (l) => l.replace('TE虎ZA', 'TE兵ZA')), /: line 11: TE兵ZA無撃裁手黒船: the record moves a 兵 from TE, but a 虎 stands there/],
    ];
    for (const [file, message] of cases) {
      const r = await replay('cetkaik', file);
      expect(r.code, file).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err, file).toMatch(message);
    }
  });

  it('quotes a bad line short and with its control characters escaped: a 900 KB line or a NUL byte is not echoed', async () => {
    const huge = corrupted('2022-05-31_case1.txt', 5, () => `CAI兵${'X'.repeat(900_000)}`);
    const r = await replay('cetkaik', huge);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/: line 5: "CAI兵X+…": /);
    expect(r.err.length).toBeLessThan(400);
    const nul = corrupted('2022-05-31_case1.txt', 5, (l) => l.replace('CAI兵CAU', 'CAI兵\0\u001b[2J'));
    const n = await replay('cetkaik', nul);
    expect(n.code).toBe(2);
    expect(n.err).not.toMatch(/[\0\u001b]/);
    expect(n.err).toContain('\\u0000\\u001b[2J');
  });

  it('reads a regular file only: a folder, /dev/zero or a named pipe is refused by what it is, at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cetkaik-replay-'));
    expect(await replay('cetkaik', dir)).toMatchObject({ code: 2, err: `tabletop: ${dir} is a folder, not a regular file: give the path of a file` });
    expect(await replay('cetkaik', '/dev/zero')).toMatchObject({ code: 2, err: 'tabletop: /dev/zero is a character device, not a regular file: give the path of a file' });
    const fifo = join(dir, 'record.fifo');
    execFileSync('mkfifo', [fifo]);
    expect(await replay('cetkaik', fifo)).toMatchObject({ code: 2, err: `tabletop: ${fifo} is a named pipe (FIFO), not a regular file: give the path of a file` });
  });

  it('explains bad arguments and exits 2', async () => {
    expect((await replay()).err).toMatch(/usage: tabletop replay cetkaik RECORD/);
    expect((await replay('chess', 'x.txt')).err).toMatch(/cetkaik only, not "chess"/);
    const missing = await replay('cetkaik', '/nonexistent/record.txt');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read \/nonexistent\/record\.txt: ENOENT/);
  });
});
