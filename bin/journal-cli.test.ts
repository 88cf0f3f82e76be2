// `tabletop journal show|export FILE`: a journal replayed through the rules, printed in the
// game's own notation; clear errors for corrupt and newer journals, and for journals shorter
// than their host wrote them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JournalStore, type Appendable } from '../host/index.ts';
import { journal } from './commands/journal.ts';
import { bufferIo } from './io.ts';

const header = { format: 'tabletop-journal', version: 1 };
const created = {
  type: 'created', at: Date.UTC(2025, 0, 1), id: 'sim-1.1', game: 'cetkaik', seed: 1,
  options: { firstMovers: ['A'], sticks: 'physical' },
  boards: [{ id: 'sim-1', path: 'sim:1', profile: '9x9', seat: null }],
};
const at = Date.UTC(2025, 0, 1, 0, 1);
const cetkaik = [
  header, created,
  { type: 'move', move: 'LA片TIXO水', at },
  { type: 'cast', heads: 0, purpose: 'water', at },
  { type: 'move', move: 'KAI片KY', at },
  { type: 'move', move: 'LA片TILO', at },
  { type: 'undo', at },
  { type: 'move', move: 'KA片LAKA', at },
];

/** A journal file of these records (a string is written as it is: a corrupt line). */
function file(records: (object | string)[], tail = ''): string {
  const path = join(mkdtempSync(join(tmpdir(), 'journal-cli-')), 'game.jsonl');
  writeFileSync(path, records.map((r) => `${typeof r === 'string' ? r : JSON.stringify(r)}\n`).join('') + tail);
  return path;
}

async function run(...args: string[]) {
  const io = bufferIo();
  const code = await journal(args, io);
  return { code, out: io.stdout, err: io.stderr };
}

const head = [
  '# Cetkaik 机戦 (cetkaik) · game sim-1.1 · seed 1 · begun 2025-01-01T00:00:00.000Z',
  '# options {"firstMovers":["A"],"sticks":"physical"} · board sim:1 (9x9)',
];

describe('tabletop journal', () => {
  it('show: every move in the game\'s notation, with its casts, the undos and what they took back', async () => {
    expect(await run('show', file(cetkaik))).toEqual({
      code: 0,
      err: [],
      out: [
        ...head,
        '   1. LA片TIXO水',
        '        cast 0 heads (water) → LA片TIXO水 failed',
        '   2. KAI片KY',
        '   3. LA片TILO',
        '        undo (takes back LA片TILO)',
        '   4. KA片LAKA',
        '# not over: 3 moves so far',
      ],
    });
  });

  it('export: the game as it stands, its moves one per line (undone ones left out), casts as comments', async () => {
    expect(await run('export', file(cetkaik))).toEqual({
      code: 0,
      err: [],
      out: [...head, '# 3 moves, one per line; casts and choices as comments', 'LA片TIXO水', '# cast 0 (water)', '# failed', 'KAI片KY', 'KA片LAKA'],
    });
  });

  it('reads a journal whose last line was cut short, saying it left the line out', async () => {
    const path = file(cetkaik, '{"type":"move","move":"KY');
    const { code, out, err } = await run('show', path);
    expect(code).toBe(0);
    expect(err).toEqual([`tabletop: ${path}: line 9 was cut short (the host stopped mid-write): left out`]);
    expect(out.at(-2)).toBe('# line 9 was cut short (the host stopped mid-write) and is left out');
  });

  it('names the file and line of a corrupt journal, and of a move the rules refuse (exit 2)', async () => {
    const corrupt = file([...cetkaik.slice(0, 4), '{"type":"move","mo', ...cetkaik.slice(4)]);
    expect(await run('show', corrupt)).toEqual({ code: 2, out: [], err: [`tabletop: ${corrupt}: line 5 is not JSON`] });
    const illegal = file([...cetkaik.slice(0, 4), { type: 'move', move: 'KA片KA', at }]);
    const refused = await run('export', illegal);
    expect(refused.code).toBe(2);
    expect(refused.err[0]).toMatch(new RegExp(`^tabletop: ${illegal}: line 5: the rules refuse the move KA片KA: `));
  });

  it('refuses a journal from a newer tabletop, and a file that is not there', async () => {
    const newer = file([{ ...header, version: 4 }, created]);
    expect(await run('show', newer)).toEqual({
      code: 2, out: [],
      err: [`tabletop: ${newer}: line 1 says journal format version 4, written by a newer tabletop; this one reads versions up to 3: update tabletop to read it`],
    });
    expect(await run('show', '/nowhere/game.jsonl')).toEqual({ code: 2, out: [], err: ['tabletop: cannot read the journal /nowhere/game.jsonl: ENOENT'] });
    expect((await run('print', 'x')).err[0]).toMatch(/^tabletop: usage: tabletop journal show\|export FILE/);
  });

  it('reads a journal as its host wrote it (chained sums, checkpoint), and names one cut short at a line end', async () => {
    const store = new JournalStore({ dir: mkdtempSync(join(tmpdir(), 'journal-cli-')), now: () => at });
    const { type: _t, at: _a, ...game } = created;
    const made = store.create(game);
    if (!made.ok) throw new Error(made.error);
    for (const record of cetkaik.slice(2)) {
      const { at: _at, ...input } = record as unknown as Appendable & { at: number };
      expect(made.value.append(input)).toBeNull();
    }
    made.value.close();
    const path = made.value.path;
    const whole = await run('show', path);
    expect(whole).toMatchObject({ code: 0, err: [] });
    expect(whole.out.slice(2)).toEqual(['   1. LA片TIXO水', '        cast 0 heads (water) → LA片TIXO水 failed', '   2. KAI片KY', '   3. LA片TILO', '        undo (takes back LA片TILO)', '   4. KA片LAKA', '# not over: 3 moves so far']);
    const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
    writeFileSync(path, `${lines.slice(0, -2).join('\n')}\n`);
    expect(await run('show', path)).toEqual({
      code: 2, out: [],
      err: [`tabletop: ${path}: line 7 is missing: the journal ends after line 6, but the host wrote 8 lines to it (${path}.checkpoint says so): it was cut short, or put back from an older copy`],
    });
  });
});
