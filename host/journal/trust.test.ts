// A journal edited by accident or by a careless hand is named, never resumed as another game:
// a header changed to an older version, lines swapped, duplicated or cut off its end, times that
// run backwards, an emptied file, a copied journal, an id changed to another game's, two
// journals' contents swapped. Real games in real temp folders, resumed by a real host.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ankhorGame, seededRng, type Json } from '../../rules/index.ts';
import { readJournal } from './read.ts';
import { Rig } from '../testing/journal-rig.ts';
import { asVersion, resummed } from '../testing/journal-text.ts';

const journals = (rig: Rig) => readdirSync(rig.dir).filter((n) => n.endsWith('.jsonl')).sort().map((n) => join(rig.dir, n));
const linesOf = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);
const write = (path: string, lines: string[]) => writeFileSync(path, `${lines.join('\n')}\n`);

/** Cuzco played from the dashboard's inputs (no board): `games` games of three `set`s each, then the host killed. */
function cuzco(games = 1) {
  const rig = new Rig(mkdtempSync(join(tmpdir(), 'journal-trust-')), []);
  rig.boot({ setUp: true });
  const ids: string[] = [];
  for (let g = 0; g < games; g++) {
    const started = rig.host.startGame([], { game: 'cuzco', options: { players: 2 }, seed: 8 });
    if (!started.ok) throw new Error(started.error);
    ids.push(started.value.id);
    for (const move of ['set P1 {"food":2}', 'set P1 {"food":3}', `set P2 {"offerings":${g + 1}}`]) {
      const played = rig.host.play(started.value.id, move);
      if (!played.ok) throw new Error(played.error);
    }
  }
  const logs = ids.map((id) => rig.host.game(id)!.log);
  rig.kill();
  return { rig, ids, logs, paths: journals(rig) };
}

/** What a restart makes of the folder: the error, or the games resumed (id and log) and the warnings. */
function restart(rig: Rig) {
  const report = rig.resume();
  if (!report.ok) return { error: report.error };
  return { games: rig.host.games().map((g) => ({ id: g.id, log: g.log })), warnings: report.value.warnings };
}

describe('a journal edited by hand is named, not resumed', () => {
  it('a header changed to version 1 does not turn the checksums off: the altered record is named', () => {
    const { rig, paths: [path] } = cuzco();
    const lines = linesOf(path);
    lines[0] = lines[0].replace(/"version":\d+/, '"version":1');
    lines[3] = lines[3].replace('{\\"food\\":3}', '{\\"food\\":39}');
    write(path, lines);
    const refused = restart(rig);
    expect(refused.error).toMatch(new RegExp(`^${path}: line [12] `));
    expect(refused.error).toContain('version 1');
    expect(readJournal(path)).toMatchObject({ ok: false, error: expect.stringContaining(`${path}: line`) });
  });

  it('a header changed to version 2 (or any other) on a chained journal is named', () => {
    const { rig, paths: [path] } = cuzco();
    const lines = linesOf(path);
    lines[0] = lines[0].replace(/"version":\d+/, '"version":2');
    write(path, lines);
    expect(restart(rig).error).toBe(`${path}: line 1 says format version 2, but its records are chained as version 3 writes them: the header was changed (restore the journal from a copy, or move it out of the folder to go on without its game)`);
  });

  it('two lines swapped are named, not resumed with the older value', () => {
    const { rig, paths: [path] } = cuzco();
    const lines = linesOf(path);
    [lines[2], lines[3]] = [lines[3], lines[2]];
    write(path, lines);
    expect(restart(rig).error).toMatch(new RegExp(`^${path}: line 3 fails its checksum`));
  });

  it('a line duplicated is named, not resumed with one move too many', () => {
    const { rig, paths: [path] } = cuzco();
    const lines = linesOf(path);
    lines.splice(4, 0, lines[4]);
    write(path, lines);
    expect(restart(rig).error).toMatch(new RegExp(`^${path}: line 6 fails its checksum`));
  });

  it('a journal cut cleanly at a line end is named: the host knows how far it wrote', () => {
    const rig = new Rig(mkdtempSync(join(tmpdir(), 'journal-trust-')), []);
    rig.boot({ setUp: true });
    const started = rig.host.startGame([], { game: 'ankhor', options: { players: 2 }, seed: 21 });
    if (!started.ok) throw new Error(started.error);
    const rng = seededRng(22);
    for (let i = 0; i < 10; i++) ankhorInput(rig, started.value.id, rng);
    rig.kill();
    const [path] = journals(rig);
    const total = linesOf(path).length;
    write(path, linesOf(path).slice(0, 5));
    const error = `${path}: line 6 is missing: the journal ends after line 5, but the host wrote ${total} lines to it (${path}.checkpoint says so): it was cut short, or put back from an older copy`;
    expect(restart(rig).error).toBe(error);
    expect(readJournal(path)).toEqual({ ok: false, error });
  });

  it('times that run backwards are named, even with the sums made right again', () => {
    const { rig, paths: [path] } = cuzco();
    const lines = linesOf(path);
    const at = (line: string) => Number(/"at":(\d+)/.exec(line)![1]);
    lines[3] = lines[3].replace(/"at":\d+/, `"at":${at(lines[2]) - 1000}`);
    writeFileSync(path, resummed(`${lines.join('\n')}\n`));
    expect(restart(rig).error).toMatch(new RegExp(`^${path}: line 4 is dated .* before line 3 \\(.*\\): its lines were moved, or the clock was set back while the game ran`));
  });

  it('an emptied journal is called empty: refused when the host had written to it, else left out', () => {
    const { rig, paths: [path] } = cuzco();
    writeFileSync(path, '');
    const refused = restart(rig);
    expect(refused.error).toMatch(new RegExp(`^${path}: line 1 is missing: the journal is empty, but the host wrote 5 lines to it`));
    expect(refused.error).not.toMatch(/being created/);
    rmSync(`${path}.checkpoint`);
    rig.kill();
    expect(restart(rig)).toEqual({ games: [], warnings: [`${path} is empty: it holds no game`] });
  });
});

describe('one game, one journal', () => {
  it('a copied journal is named, not resumed as a second game', () => {
    const { rig, paths: [path] } = cuzco();
    const copy = path.replace('.jsonl', ' (copy).jsonl');
    copyFileSync(path, copy);
    expect(restart(rig).error).toMatch(new RegExp(`^${escape(copy)}: line 2 holds game cuzco\\.1 begun .*, which the host names .*-cuzco\\.1\\.jsonl: `));
  });

  it('a journal copied under a name of the same game: both files are named', () => {
    const { rig, paths: [path] } = cuzco();
    const copy = path.replace('.jsonl', '-2.jsonl');
    copyFileSync(path, copy);
    expect(restart(rig).error).toBe(`${copy} and ${path} both hold game cuzco.1: one is a copy; move the one that is not the game out of ${rig.dir} (a game is resumed from one journal only)`);
  });

  it('an id changed to another game’s is named: the real game keeps its id', () => {
    const { rig, paths: [first, second] } = cuzco(2);
    const text = readFileSync(second, 'utf8').replace('"id":"cuzco.2"', '"id":"cuzco.1"');
    writeFileSync(second, resummed(text));
    expect(restart(rig).error).toMatch(new RegExp(`^${second}: line 2 holds game cuzco\\.1 begun `));
    expect(existsSync(first)).toBe(true);
  });

  it('two journals’ contents swapped are named', () => {
    const { rig, paths: [first, second] } = cuzco(2);
    const [a, b] = [readFileSync(first), readFileSync(second)];
    writeFileSync(first, b);
    writeFileSync(second, a);
    expect(restart(rig).error).toMatch(new RegExp(`^${first}: line 2 holds game cuzco\\.2 begun `));
  });

  it('untouched, both games resume under their own ids with every move', () => {
    const { rig, ids, logs } = cuzco(2);
    expect(restart(rig)).toEqual({ games: ids.map((id, i) => ({ id, log: logs[i] })).reverse(), warnings: [] });
  });
});

describe('journals written by older hosts', () => {
  /** The Cuzco journal as a host of that version wrote it: its lines, no checkpoint. */
  const older = (version: 1 | 2) => {
    const made = cuzco();
    const [path] = made.paths;
    writeFileSync(path, asVersion(readFileSync(path, 'utf8'), version));
    rmSync(`${path}.checkpoint`, { force: true });
    return { ...made, path };
  };

  it('a version-2 journal edited to say version 1, a `set` altered, is named: never read without its sums', () => {
    const { rig, path } = older(2);
    const lines = linesOf(path);
    expect(lines[0]).toBe('{"format":"tabletop-journal","version":2}');
    lines[0] = lines[0].replace('"version":2', '"version":1');
    lines[3] = lines[3].replace('{\\"food\\":3}', '{\\"food\\":39}');
    expect(lines[3]).toContain('39');
    write(path, lines);
    const error = `${path}: line 1 says format version 1, but its records carry checksums, which version 1 never wrote: the header was changed (restore the journal from a copy, or move it out of the folder to go on without its game)`;
    expect(restart(rig)).toEqual({ error });
    expect(readJournal(path)).toEqual({ ok: false, error });
  });

  it('a version-2 journal resumes as before, with every move, and goes on', () => {
    const { rig, ids, logs, path } = older(2);
    expect(restart(rig)).toEqual({ games: [{ id: ids[0], log: logs[0] }], warnings: [] });
    expect(rig.host.play(ids[0], 'set P2 {"offerings":4}').ok).toBe(true);
    const log = rig.host.game(ids[0])!.log;
    rig.kill();
    expect(restart(rig)).toEqual({ games: [{ id: ids[0], log }], warnings: [] });
    expect(readJournal(path)).toMatchObject({ ok: true, value: { warnings: [] } });
  });

  it('a version-1 journal (no sums, no checkpoint) is read and resumed as before, and goes on', () => {
    const { rig, ids, logs, path } = older(1);
    expect(linesOf(path).slice(1).every((l) => !l.includes('"sum"'))).toBe(true);
    const shown = readJournal(path);
    expect(shown.ok && shown.value.journal.records.map((r) => r.record.type)).toEqual(['move', 'move', 'move']);
    expect(restart(rig)).toEqual({ games: [{ id: ids[0], log: logs[0] }], warnings: [] });
    expect(rig.host.play(ids[0], 'set P2 {"offerings":4}').ok).toBe(true);
    const log = rig.host.game(ids[0])!.log;
    rig.kill();
    expect(restart(rig)).toEqual({ games: [{ id: ids[0], log }], warnings: [] });
  });
});

function escape(text: string): string { return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }

/** One seeded Ankh'or input: a move, a choice or an entry, as the dashboard sends them. */
function ankhorInput(rig: Rig, id: string, rng: ReturnType<typeof seededRng>): void {
  const { state } = rig.host.gameState(id)!;
  const pending = ankhorGame.pending(state as never);
  if (pending?.kind === 'choice') { rig.host.choose(id, pending.options[rng.int(0, pending.options.length - 1)]); return; }
  if (pending?.kind === 'entry') { rig.host.enter(id, pending.example as Json); return; }
  const texts = ankhorGame.legalMoves(state as never).map((m) => ankhorGame.formatMove(m, state as never));
  rig.host.play(id, texts[rng.int(0, texts.length - 1)]);
}
