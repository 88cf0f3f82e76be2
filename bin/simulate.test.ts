// `tabletop simulate` end to end: every step kind, deterministic output, clear input errors.
import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from './cli.ts';

const script = new URL('./fixtures/all-steps.json', import.meta.url).pathname;
const options = '{"add":true,"colors":["red","black"],"cast":5,"sticks":"physical"}';
const args = ['simulate', '--game', 'free', '--options', options, '--seed', '7', '--script', script];

async function run(argv: string[]) {
  const io = bufferIo();
  const code = await main(argv, io);
  return { code, out: io.stdout, err: io.stderr, events: io.stdout.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('tabletop simulate', () => {
  it('plays a script with every step kind to the expected events', async () => {
    const { code, events, err } = await run(args);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    for (const e of events) {
      expect(typeof e.t).toBe('number');
      expect(typeof e.type).toBe('string');
    }
    const of = (type: string) => events.filter((e) => e.type === type);
    expect(of('move').map((e) => e.move)).toEqual(['A1-D5', '+E5:black', 'B1-B2']);
    expect(of('cast').map((e) => e.heads)).toEqual([3, 2, 5]);
    expect(of('choice')[0]).toMatchObject({ options: ['+E5:red', '+E5:black'] });
    expect(of('pending')).toHaveLength(3);
    expect(of('rejected')).toEqual([expect.objectContaining({ t: 4500, reason: 'a cast of 5 sticks shows 0 to 5 heads, not 6' })]);
    expect(of('link').map((e) => e.state)).toEqual(expect.arrayContaining(['ready', 'lost', 'reconnecting']));
    expect(of('link').at(-1)).toMatchObject({ state: 'ready' });
    expect(of('lights').length).toBeGreaterThan(3);
    // The move made while unplugged commits once the board is back.
    const reconnected = of('link').find((e) => e.reason === 'reconnected')!;
    const lastMove = of('move').at(-1)!;
    expect(lastMove.t).toBeGreaterThan(reconnected.t as number);
    expect(lastMove.t).toBeLessThan((reconnected.t as number) + 200);
    // Times never go backwards.
    const times = events.map((e) => e.t as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('prints byte-identical output on two runs, also through the real command', async () => {
    const first = await run(args);
    const second = await run(args);
    expect(second.out).toEqual(first.out);
    const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args]);
    expect(stdout).toBe(first.out.map((l) => `${l}\n`).join(''));
  });

  it('depends on the seed only through chance', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulate-'));
    const moves = join(dir, 'moves.json');
    writeFileSync(moves, JSON.stringify({ position: { occupied: ['A1'] }, steps: [
      { at: 100, lift: 'A1' }, { at: 300, place: 'B1' }, { at: 600, lift: 'B1' }, { at: 900, place: 'C1' },
      { at: 1200, lift: 'C1' }, { at: 1500, place: 'D1' },
    ] }));
    const virtual = ['simulate', '--game', 'free', '--options', '{"cast":5}', '--script', moves];
    const a = await run([...virtual, '--seed', '1']);
    const b = await run([...virtual, '--seed', '2']);
    const heads = (r: typeof a) => r.events.filter((e) => e.type === 'cast').map((e) => e.heads);
    expect(a.events.filter((e) => e.type === 'move')).toEqual(b.events.filter((e) => e.type === 'move'));
    expect(heads(a)).not.toEqual(heads(b));
  });

  it('explains bad input and exits 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulate-'));
    const write = (name: string, body: string) => { const p = join(dir, name); writeFileSync(p, body); return p; };
    const cases: [string[], RegExp][] = [
      [['simulate', '--game', 'chess', '--script', script], /unknown game "chess"; games: free/],
      [['simulate', '--game', 'free', '--script', join(dir, 'missing.json')], /cannot read .*missing\.json: ENOENT/],
      [['simulate', '--game', 'free', '--script', write('bad.json', '{"steps": [')], /bad\.json is not valid JSON/],
      [['simulate', '--game', 'free', '--script', write('cell.json', '{"steps":[{"at":5,"lift":"Z9"}]}')], /step 1: "Z9" is not a cell of board/],
      [['simulate', '--game', 'free', '--script', write('far.json', '{"steps":[{"at":1e9,"lift":"A1"}]}')], /step 1: "at" 1000000000 is past the limit of 86400000 ms \(a day of virtual time, MAX_SCRIPT_MS\)/],
      [['simulate', '--game', 'free', '--script', write('farther.json', '{"steps":[{"at":1e300,"lift":"A1"}]}')], /is past the limit of 86400000 ms/],
      [['simulate', '--game', 'free', '--script', write('until.json', '{"until":1e12,"steps":[]}')], /"until" 1000000000000 is past the limit/],
      [['simulate', '--game', 'free', '--script', write('two.json', '{"steps":[{"at":5,"lift":"A1","place":"A2"}]}')], /step 1: a step needs exactly one of/],
      [['simulate', '--game', 'free', '--script', write('order.json', '{"steps":[{"at":5,"unplug":true},{"at":1,"replug":true}]}')], /step 2: "at" 1 is earlier/],
      [['simulate', '--game', 'free', '--options', '{"cast":99}', '--script', script], /options for free/],
      [['simulate', '--game', 'free', '--options', '{"sticks":"loaded"}', '--script', script], /"sticks" must be "virtual" or "physical"/],
      [['simulate', '--game', 'free', '--script', write('board.json', '{"board":"7x7","steps":[]}')], /unknown board "7x7"/],
      [['simulate', '--game', 'free', '--seed', 'x', '--script', script], /--seed must be an integer/],
      [['simulate', '--game', 'free', '--options', `{"x":"${'y'.repeat(70_000)}"}`, '--script', script], /--options is 70008 bytes, larger than the limit of 64 KiB$/],
      [['simulate', '--game', 'free', '--bogus', '--script', script], /Unknown option '--bogus'/],
      [['simulate', '--game', 'free'], /usage: tabletop simulate/],
    ];
    for (const [argv, message] of cases) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err.join('\n'), argv.join(' ')).toMatch(message);
      expect(r.out, `${argv.join(' ')}: nothing printed before the refusal`).toEqual([]);
    }
  });

  it('checks a script whole before it runs: a bad cell late in it prints no event at all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'simulate-'));
    const late = join(dir, 'late.json');
    writeFileSync(late, JSON.stringify({ steps: [{ at: 0, lift: 'A1' }, { at: 500, place: 'A3' }, { at: 3000, lift: 'Q99' }] }));
    const r = await run(['simulate', '--game', 'free', '--script', late]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/step 3: "Q99" is not a cell/);
    expect(r.out).toEqual([]);
  });
});
