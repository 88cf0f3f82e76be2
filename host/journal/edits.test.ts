// Any one careless edit of a journal the host wrote — a byte flipped, two lines swapped, a line
// duplicated or deleted, the file cut at any byte, the header's version changed — is named when
// the journal is read as `start` reads it (a host resuming the folder) and as `journal show` does;
// the only edits that may pass are a last line cut short, dropped and reported, and the final
// newline alone cut off (the last line is whole). Never a silent
// resume of a different game. Real files in temp folders; seeded, bounded runs.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rig } from '../testing/journal-rig.ts';
import { readJournal } from './read.ts';

const MOVES = ['set P1 {"food":2}', 'set P1 {"food":3}', 'set P2 {"offerings":1}', 'set P1 {"food":4}', 'set P2 {"offerings":2}'];

/** Cuzco played from the dashboard's inputs by a real host, then killed: its journal, checkpoint and log. */
function played(moves: string[]) {
  const rig = new Rig(mkdtempSync(join(tmpdir(), 'journal-edits-')), []);
  rig.boot({ setUp: true });
  const started = rig.host.startGame([], { game: 'cuzco', options: { players: 2 }, seed: 8 });
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) {
    const done = rig.host.play(started.value.id, move);
    if (!done.ok) throw new Error(done.error);
  }
  const log = rig.host.game(started.value.id)!.log;
  rig.kill();
  const name = readdirSync(rig.dir).find((n) => n.endsWith('.jsonl'))!;
  return { id: started.value.id, log, name, bytes: readFileSync(join(rig.dir, name)), checkpoint: readFileSync(join(rig.dir, `${name}.checkpoint`)) };
}

type Edit =
  | { kind: 'flip'; at: number; mask: number }
  | { kind: 'swap'; a: number; b: number }
  | { kind: 'duplicate'; line: number }
  | { kind: 'delete'; line: number }
  | { kind: 'cut'; at: number }
  | { kind: 'version'; to: number };

function edited(bytes: Buffer, edit: Edit): Buffer {
  const lines = bytes.toString('latin1').split('\n').slice(0, -1).map((l) => `${l}\n`);
  const join_ = (ls: string[]) => Buffer.from(ls.join(''), 'latin1');
  switch (edit.kind) {
    case 'flip': { const out = Buffer.from(bytes); out[edit.at] ^= edit.mask; return out; }
    case 'swap': { const ls = [...lines]; [ls[edit.a], ls[edit.b]] = [ls[edit.b], ls[edit.a]]; return join_(ls); }
    case 'duplicate': { const ls = [...lines]; ls.splice(edit.line, 0, ls[edit.line]); return join_(ls); }
    case 'delete': return join_(lines.filter((_, i) => i !== edit.line));
    case 'cut': return bytes.subarray(0, edit.at);
    case 'version': return join_([lines[0].replace(/"version":\d+/, `"version":${edit.to}`), ...lines.slice(1)]);
  }
}

describe('a journal edited at random', () => {
  const whole = played(MOVES);
  // What a torn last line leaves, when dropped: the game one input short.
  const short = played(MOVES.slice(0, -1));
  const count = whole.bytes.toString('latin1').split('\n').length - 1;
  const edits: fc.Arbitrary<Edit> = fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: fc.nat(whole.bytes.length - 1), mask: fc.integer({ min: 1, max: 255 }) }),
    fc.record({ kind: fc.constant('swap' as const), a: fc.nat(count - 1), b: fc.nat(count - 1) }).filter((e) => e.a !== e.b),
    fc.record({ kind: fc.constant('duplicate' as const), line: fc.nat(count - 1) }),
    fc.record({ kind: fc.constant('delete' as const), line: fc.nat(count - 1) }),
    fc.record({ kind: fc.constant('cut' as const), at: fc.nat(whole.bytes.length - 1) }),
    fc.record({ kind: fc.constant('version' as const), to: fc.nat(9) }).filter((e) => e.to !== 3),
  );
  const outcomes = new Map<string, number>();

  it('is named as an error, or is a last line cut short (dropped and reported); never another game', () => {
    fc.assert(fc.property(edits, (edit) => {
      const dir = mkdtempSync(join(tmpdir(), 'journal-edited-'));
      const path = join(dir, whole.name);
      const bytes = edited(whole.bytes, edit);
      writeFileSync(path, bytes);
      writeFileSync(`${path}.checkpoint`, whole.checkpoint);

      // As `journal show` reads it.
      const shown = readJournal(path);
      // As `start` reads it: a host resuming the folder.
      const rig = new Rig(dir, []);
      const resumed = rig.resume();
      const games = rig.host.games().map((g) => ({ id: g.id, log: g.log }));
      rig.host.close();

      // Passing: the very game (only the final newline cut off: the last line is whole), or the
      // game one input short with its torn last line reported.
      const torn = (warnings: string[]) => warnings.some((w) => w.includes('was cut short (the host stopped mid-write)'));
      const same = bytes.equals(whole.bytes.subarray(0, -1));
      if (shown.ok) {
        expect(torn(shown.value.warnings) || same, `${JSON.stringify(edit)} shown as a game`).toBe(true);
        expect(shown.value.journal.records.length).toBe(same ? MOVES.length : MOVES.length - 1);
      } else {
        expect(shown.error).toContain(path);
      }
      if (resumed.ok) {
        expect(torn(resumed.value.warnings) || same, `${JSON.stringify(edit)} resumed`).toBe(true);
        expect(games).toEqual([same ? { id: whole.id, log: whole.log } : { id: short.id, log: short.log }]);
      } else {
        expect(resumed.error).toContain(basename(path));
      }
      const key = `${edit.kind}: ${resumed.ok ? (same ? 'same' : 'dropped') : 'named'}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }), { seed: 25, numRuns: 300 });
    // Every kind of edit was tried.
    expect(new Set([...outcomes.keys()].map((k) => k.split(':')[0]))).toEqual(new Set(['flip', 'swap', 'duplicate', 'delete', 'cut', 'version']));
  });
});
