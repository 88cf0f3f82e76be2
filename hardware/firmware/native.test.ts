// The firmware's pure C modules (CRC, SLIP, protocol codec, debounce, LED chain order), built
// with this machine's gcc and run against the same vectors as the TS code: every vector the
// TS side passes, the C side must pass too.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinProfiles } from '../profile.ts';
import type { FrameVectors } from '../vectors/frame-cases.ts';
import type { DebounceCase } from './native-commands.ts';
import { chainAnswer, chainCommand, debounceAnswer, debounceCommand, errorTokens, messageTokens } from './native-commands.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const frames = JSON.parse(readFileSync(new URL('../vectors/frames.json', import.meta.url), 'utf8')) as FrameVectors;
const debounce = JSON.parse(readFileSync(new URL('../vectors/debounce.json', import.meta.url), 'utf8')) as { cases: DebounceCase[] };

interface Check { name: string; command: string; expected: string }

const checks: Check[] = [
  { name: 'crc check value', command: `crc ${Buffer.from('123456789').toString('hex')}`, expected: `crc ${frames.crc.check}` },
  ...frames.messages.flatMap((v) => [
    { name: `encode ${v.name}`, command: `encode ${messageTokens(v.message)}`, expected: `frame ${v.frame} slip ${v.slip}` },
    { name: `decode ${v.name}`, command: `decode ${v.frame}`, expected: messageTokens(v.message) },
    { name: `unslip ${v.name}`, command: `slip ${v.slip}`, expected: `frames ${v.frame}` },
  ]),
  // The firmware reads HELLO's appended fields but has no corner layer: it reads a STATE with
  // corners as its older form.
  ...frames.appended.map((v) => ({
    name: `decode appended ${v.name}`, command: `decode ${v.frame}`, expected: messageTokens(v.message.type === 'HELLO' ? v.message : v.older),
  })),
  ...frames.lenient.map((v) => ({ name: `decode lenient ${v.name}`, command: `decode ${v.frame}`, expected: messageTokens(v.message) })),
  ...frames.corrupt.flatMap((v) => [
    { name: `reject ${v.name}`, command: `decode ${v.frame}`, expected: errorTokens(v.error) },
    { name: `unslip corrupt ${v.name}`, command: `slip ${v.slip}`, expected: `frames ${v.frame}` },
  ]),
  ...frames.slipStreams.map((v) => ({
    name: `slip stream ${v.name}`, command: `slip ${v.stream}`, expected: ['frames', ...v.frames].join(' '),
  })),
  ...debounce.cases.map((c) => ({ name: `debounce: ${c.name}`, command: debounceCommand(c), expected: debounceAnswer(c) })),
  { name: 'debounce refuses an unknown mode', command: 'debounce lazy 5 1 0:1', expected: 'bad-mode' },
  ...Object.values(builtinProfiles).map((p) => ({ name: `LED chain of ${p.id}`, command: chainCommand(p), expected: chainAnswer(p) })),
];

let answers: string[] = [];

beforeAll(() => {
  // Builds (or finds up to date) the native test program, under the build lock.
  execFileSync('bash', [`${here}build.sh`, 'native'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const run = spawnSync(`${here}build/native/native_test`, {
    input: checks.map((c) => c.command).join('\n') + '\n', encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`native_test exited with ${run.status}: ${run.stderr}`);
  answers = run.stdout.split('\n').slice(0, -1);
}, 120_000);

describe('firmware C modules, native, against the shared vectors', () => {
  it('answers every command with one line', () => {
    expect(answers).toHaveLength(checks.length);
  });

  it('covers every vector file section', () => {
    expect(frames.messages.length + frames.lenient.length + frames.corrupt.length + frames.slipStreams.length).toBeGreaterThan(30);
    expect(debounce.cases.length).toBeGreaterThan(10);
    expect(debounce.cases.filter((c) => c.mode === 'eager').length).toBeGreaterThan(5); // both modes, one table
    expect(debounce.cases.filter((c) => (c.mode ?? 'deferred') === 'deferred').length).toBeGreaterThan(10);
  });

  it.each(checks.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    expect(answers[i]).toBe(checks[i].expected);
  });
});
