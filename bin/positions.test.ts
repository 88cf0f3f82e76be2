// `tabletop moves` and `tabletop score` on many positions: several files, JSON Lines on stdin,
// --json results per position, bad positions reported while the others go on, the size limit.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeGame, type AnyGame, type FreeState } from '../rules/index.ts';
import { bufferIo, main } from './cli.ts';
import { movesCommandFor } from './commands/moves.ts';
import { scoreCommandFor } from './commands/score.ts';
import { MAX_POSITION_BYTES } from './positions.ts';

const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
const cuzcoExample = new URL('../rules/cuzco/testing/example-position.json', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'positions-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const position = (...occupied: string[]) => JSON.stringify({ occupied });

async function run(argv: string[], stdin = '') {
  const io = bufferIo(stdin);
  const code = await main(argv, io);
  return { code, out: io.stdout, err: io.stderr };
}

/** The free game's moves for one position, as the single-file output prints them. */
async function movesOf(...occupied: string[]): Promise<string[]> {
  const r = await run(['moves', 'free', file('one.json', position(...occupied))]);
  expect(r.code).toBe(0);
  return r.out;
}

describe('tabletop moves with several files', () => {
  it('prefixes each move with its file and a tab, files in the order given, moves sorted', async () => {
    const a = file('a.json', position('A1'));
    const b = file('b.json', position('I9', 'E5'));
    const r = await run(['moves', 'free', b, a]);
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const expected = [...(await movesOf('I9', 'E5')).map((m) => `${b}\t${m}`), ...(await movesOf('A1')).map((m) => `${a}\t${m}`)];
    expect(r.out).toEqual(expected);
  });

  it('reports a bad file on stderr and goes on with the others; exit 2', async () => {
    const good = file('good.json', position('A1'));
    const bad = file('bad.json', position('Z1'));
    const r = await run(['moves', 'free', bad, join(dir, 'missing.json'), good]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      `tabletop: ${bad}: position: Z1 is not a cell of this 9×9 board`,
      `tabletop: ${join(dir, 'missing.json')}: cannot be read: ENOENT`,
    ]);
    expect(r.out).toEqual((await movesOf('A1')).map((m) => `${good}\t${m}`));
  });

  it('keeps the plain single-file output: moves alone, and an error as a usage error', async () => {
    expect((await movesOf('A1')).slice(0, 3)).toEqual(['A1-A2', 'A1-A3', 'A1-A4']);
    const r = await run(['moves', 'free', file('z.json', '{"occupied": [')]);
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/^tabletop: .*z\.json: not valid JSON: /);
    expect(r.out).toEqual([]);
  });
});

describe('tabletop moves GAME - (JSON Lines on stdin)', () => {
  const lines = [position('A1'), '', 'not json', position('Z1'), `  ${position('I9')}  `].join('\n');

  it('--json: one result line per position, named -:LINE, blank lines skipped; exit 2 when any failed', async () => {
    const r = await run(['moves', 'free', '-', '--json'], lines);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([]);
    const results = r.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(results.map((x) => x.source)).toEqual(['-:1', '-:3', '-:4', '-:5']);
    expect(results[0]).toEqual({ source: '-:1', moves: await movesOf('A1') });
    expect(results[1]).toEqual({ source: '-:3', error: { code: 'bad-json', message: expect.stringMatching(/^not valid JSON: /) } });
    expect(results[2]).toEqual({ source: '-:4', error: { code: 'bad-position', message: 'Z1 is not a cell of this 9×9 board' } });
    expect(results[3]).toEqual({ source: '-:5', moves: await movesOf('I9') });
  });

  it('plain: the source and a tab before each move; exit 0 when all were answered', async () => {
    const r = await run(['moves', 'free', '-'], `${position('A1')}\r\n${position('B2')}\n`);
    expect(r.code).toBe(0);
    expect(r.out).toEqual([...(await movesOf('A1')).map((m) => `-:1\t${m}`), ...(await movesOf('B2')).map((m) => `-:2\t${m}`)]);
  });

  it('mixes files and stdin in the order given, and takes - once only', async () => {
    const a = file('mix.json', position('C3'));
    const r = await run(['moves', 'free', a, '-', '--json'], position('D4'));
    expect(r.out.map((l) => (JSON.parse(l) as { source: string }).source)).toEqual([a, '-:1']);
    const twice = await run(['moves', 'free', '-', '-']);
    expect(twice.code).toBe(2);
    expect(twice.err).toEqual(['tabletop: - (stdin) may be given once']);
  });

  it('passes the options to every position', async () => {
    const r = await run(['moves', 'free', '-', '--json', '--options', '{"add": true, "sticks": "physical"}'], `${position('A1')}\n${position('A1', 'A2')}`);
    expect(r.code).toBe(0);
    const counts = r.out.map((l) => (JSON.parse(l) as { moves: string[] }).moves.length);
    expect(counts).toEqual([80 + 80, 2 * 79 + 79]);
    expect(r.out.join()).toContain('+E5');
  });
});

describe('the size limit: 1 MiB per position', () => {
  const huge = `{"occupied": ["A1"], "pad": "${'x'.repeat(MAX_POSITION_BYTES)}"}`;

  it('a file over the limit is refused by name, and the others still answered', async () => {
    const big = file('big.json', huge);
    const small = file('small.json', position('A1'));
    const r = await run(['moves', 'free', big, small, '--json']);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out[0])).toEqual({
      source: big,
      error: { code: 'too-large', message: 'larger than the limit of 1 MiB per position' },
    });
    expect(JSON.parse(r.out[1])).toEqual({ source: small, moves: await movesOf('A1') });
  });

  it('a stdin line over the limit is refused, and the next line read', async () => {
    const r = await run(['moves', 'free', '-', '--json'], `${huge}\n${position('B2')}\n`);
    expect(r.code).toBe(2);
    expect(r.out.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      { source: '-:1', error: { code: 'too-large', message: 'larger than the limit of 1 MiB per position' } },
      { source: '-:2', moves: await movesOf('B2') },
    ]);
  });

  it('a position of exactly the limit is read', async () => {
    const text = position('A1');
    const exact = `${text.slice(0, -1)}${' '.repeat(MAX_POSITION_BYTES - text.length)}}`;
    expect(Buffer.byteLength(exact)).toBe(MAX_POSITION_BYTES);
    const r = await run(['moves', 'free', '-', '--json'], exact);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0])).toEqual({ source: '-:1', moves: await movesOf('A1') });
  });
});

describe('mistakes that stop the command at once (exit 2)', () => {
  it.each<[string, string[], RegExp]>([
    ['an unknown game', ['moves', 'chess', '-'], /unknown game "chess"; games: free, ankhor, cetkaik/],
    ['bad options', ['moves', 'free', '-', '--options', '{"rows": 99}'], /options for free: rows must be an integer from 1 to 26/],
    ['options that are no JSON object', ['moves', 'free', '-', '--options', '[1]'], /--options must be a JSON object/],
    ['no FILE', ['moves', 'free'], /usage: tabletop moves GAME FILE…/],
    ['a game without a score sheet', ['score', 'cetkaik', '-'], /cetkaik has no score sheet/],
  ])('%s', async (_what, argv, message) => {
    const r = await run(argv, position('A1'));
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err.join('\n')).toMatch(message);
  });
});

describe('tabletop score', () => {
  // A game with a score sheet: the free game, scoring one point per piece on the board.
  const scored: AnyGame = {
    ...freeGame,
    score: (state: FreeState) => ({ scores: { P1: state.occupied.size }, ranking: ['P1'] }),
  };
  const score = scoreCommandFor((id) => (id === 'free' ? scored : undefined));

  it('prints JSON.stringify of the score sheet for one file', async () => {
    const io = bufferIo();
    expect(await score.run(['free', file('s.json', position('A1', 'B2'))], io)).toBe(0);
    expect(io.stdout).toEqual(['{"scores":{"P1":2},"ranking":["P1"]}']);
  });

  it('--json: one line per position, errors included', async () => {
    const io = bufferIo(`${position('A1')}\n${position('Z9')}\n`);
    expect(await score.run(['free', '-', '--json'], io)).toBe(2);
    expect(io.stdout.map((l) => JSON.parse(l) as unknown)).toEqual([
      { source: '-:1', score: { scores: { P1: 1 }, ranking: ['P1'] } },
      { source: '-:2', error: { code: 'bad-position', message: 'Z9 is not a cell of this 9×9 board' } },
    ]);
  });

  it('plain with several positions: the source, a tab, the sheet', async () => {
    const io = bufferIo(`${position('A1')}\n${position('A1', 'A2', 'A3')}\n`);
    expect(await score.run(['free', '-'], io)).toBe(0);
    expect(io.stdout).toEqual(['-:1\t{"scores":{"P1":1},"ranking":["P1"]}', '-:2\t{"scores":{"P1":3},"ranking":["P1"]}']);
  });

  it('moves takes the same lookup: a game it does not know is an error', async () => {
    const io = bufferIo();
    expect(await movesCommandFor(() => undefined).run(['free', '-'], io)).toBe(2);
    expect(io.stderr[0]).toMatch(/unknown game "free"/);
  });
});

describe('as a real process, reading stdin', () => {
  it('tabletop moves free - --json < positions.jsonl: one line per position', () => {
    const jsonl = file('positions.jsonl', [position('A1'), position('B2', 'C3'), position('Q1')].join('\n') + '\n');
    const fd = openSync(jsonl, 'r');
    try {
      const r = spawnSync(process.execPath, [bin, 'moves', 'free', '-', '--json'], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(2);
      const results = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { source: string; moves?: string[]; error?: { code: string } });
      expect(results.map((x) => x.source)).toEqual(['-:1', '-:2', '-:3']);
      expect(results[0].moves).toHaveLength(80);
      expect(results[1].moves).toHaveLength(2 * 79);
      expect(results[2].error?.code).toBe('bad-position');
    } finally {
      closeSync(fd);
    }
  });

  it('tabletop moves cuzco -: a position nested 3,000 levels deep is refused as too deep, the positions after it still answered', () => {
    const good = JSON.stringify(JSON.parse(readFileSync(cuzcoExample, 'utf8')));
    // Holdings nested far deeper than any game reads (once a stack overflow that ended the process).
    const deep = `{"players": {"P1": {"feathers": ${'{"orange": '.repeat(3000)}1${'}'.repeat(3000)}}}}`;
    const r = spawnSync(process.execPath, [bin, 'moves', 'cuzco', '-'], { input: [good, deep, good].join('\n'), encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('tabletop: -:2: position: too deep: more than 32 levels of objects and lists in the position\n');
    const sources = r.stdout.trimEnd().split('\n').map((line) => line.split('\t')[0]);
    expect(new Set(sources)).toEqual(new Set(['-:1', '-:3']));
    expect(sources.filter((s) => s === '-:3')).toHaveLength(sources.filter((s) => s === '-:1').length);
  });

  it('tabletop score cetkaik says it has no score sheet, exit 2', () => {
    const r = spawnSync(process.execPath, [bin, 'score', 'cetkaik', '-'], { input: '{}\n', encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('tabletop: cetkaik has no score sheet (tabletop games lists which games have one)\n');
  });
});
