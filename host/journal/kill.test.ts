// Kill the host at 20 seeded random points of a game (one in each twentieth of it), boot a fresh
// one on the same journal folder: every committed move is there, and the game goes on exactly as
// an uninterrupted run of the same players (same moves, same virtual casts, same states, same journal).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame, seededRng, type Json } from '../../rules/index.ts';
import type { NewGame } from '../host.ts';
import { parseJournal, type ParsedJournal } from './parse.ts';
import { playOn, Players } from '../testing/players.ts';
import { Rig } from '../testing/journal-rig.ts';

interface Run {
  /** Every record after `created`, without times. */
  records: unknown[];
  position: Json;
  log: unknown[];
}

function journalOf(dir: string): ParsedJournal {
  const names = readdirSync(dir).filter((n) => n.endsWith('.jsonl'));
  expect(names).toHaveLength(1);
  const parsed = parseJournal(readFileSync(join(dir, names[0])), names[0]);
  if (!parsed.ok) throw new Error(parsed.error);
  if ('unborn' in parsed.value) throw new Error('unborn journal');
  return parsed.value;
}

function outcomeOf(rig: Rig, game: NewGame): Run {
  const journal = journalOf(rig.dir);
  const records = journal.records.map(({ record }) => { const { at: _at, ...rest } = record; return rest; });
  const rules = findGame(game.game)!;
  const detail = rig.host.games()[0];
  const state = detail ? rig.host.gameState(detail.id)!.state : null;
  return { records, position: state === null ? null : rules.formatPosition(state), log: detail?.log ?? [] };
}

// The host is killed, the machine never loses power: a journal on tmpfs keeps every record the
// same, without a disk sync per record (most of a game's time on disk).
const parent = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

async function start(game: NewGame, seed: number, maxMoves: number) {
  const rig = new Rig(mkdtempSync(join(parent, 'journal-kill-')), Rig.boards(1));
  rig.boot({ setUp: true });
  const started = rig.host.startGame('b1', game);
  if (!started.ok) throw new Error(started.error);
  rig.reportAll();
  return { rig, players: new Players(seed, maxMoves) };
}

async function killedAt(game: NewGame, seed: number, maxMoves: number, killAt: number) {
  const { rig, players } = await start(game, seed, maxMoves);
  expect(await playOn(rig, players, killAt)).toBe('killed');
  const before = rig.host.games()[0];
  const logAtKill = before ? before.log : null;
  const resumed = rig.resume();
  if (!resumed.ok) throw new Error(resumed.error);
  const after = rig.host.games()[0];
  if (logAtKill !== null && after) expect(after.log, `log right after a restart at ${killAt} ms`).toEqual(logAtKill);
  if (!after) expect(journalOf(rig.dir).ended, `no game resumed after ${killAt} ms: it must have ended`).toBe(true);
  expect(await playOn(rig, players)).toBe('done');
  const outcome = outcomeOf(rig, game);
  rmSync(rig.dir, { recursive: true }); // tmpfs is memory
  return outcome;
}

async function killTest(game: NewGame, seed: number, maxMoves: number, points: number) {
  const { rig, players } = await start(game, seed, maxMoves);
  expect(await playOn(rig, players)).toBe('done');
  const reference = outcomeOf(rig, game);
  rmSync(rig.dir, { recursive: true });
  const end = rig.clock.now() - 1000;
  const moves = reference.records.filter((r) => (r as { type: string }).type === 'move').length;
  expect(moves).toBeGreaterThan(maxMoves / 2);
  const rng = seededRng(seed * 31 + 7);
  // One point at random in each of `points` equal slices: the whole game is covered with few.
  const slice = Math.floor(end) / points;
  for (let i = 0; i < points; i++) {
    const killAt = rng.int(Math.max(1, Math.ceil(i * slice)), Math.floor((i + 1) * slice));
    const run = await killedAt(game, seed, maxMoves, killAt);
    // Killed after the end record (the last slice can be): no game is resumed (killedAt checks
    // the journal ended), so there is no position or log to compare, only the journal.
    const resumed = run.position !== null;
    expect(run, `killed at ${killAt} ms (point ${i + 1})`).toEqual(resumed ? reference : { ...reference, position: null, log: [] });
  }
  return reference;
}

describe('killing the host mid-game', () => {
  it('free with virtual casts: 20 random kill points, each game goes on as if nothing happened', async () => {
    const game: NewGame = {
      game: 'free', seed: 5,
      options: { cast: 5, limit: 24 },
      position: { occupied: ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8'] },
    };
    const reference = await killTest(game, 11, 30, 20);
    expect(reference.records.filter((r) => (r as { type: string }).type === 'cast')).toHaveLength(23); // none after the last move: the game is over
    expect(reference.records.at(-1)).toMatchObject({ type: 'end', reason: 'move limit' });
  }, 120_000);

  it.runIf(findGame('cetkaik') !== undefined)('cetkaik: 20 random kill points, each game goes on as if nothing happened', async () => {
    // Four seasons: each new season is set up again on the board by following the lights.
    const reference = await killTest({ game: 'cetkaik', seed: 3, options: { seasons: 4 } }, 4, 60, 20);
    expect(reference.log.some((m) => (m as { failed?: boolean }).failed)).toBe(true); // a failed cast, put back by the lights
    expect(reference.records.filter((r) => (r as { type: string }).type === 'choice').length).toBeGreaterThan(2);
  }, 240_000);
});
