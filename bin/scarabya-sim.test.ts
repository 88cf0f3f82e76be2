// Scarabya through `simulate`, from physical places only: a standard 2-player game on two
// simulated boards at once and a solo game, each played to the end. The placements are picked
// with the rules engine; the tiles go down unevenly (cells over 240 ms, one bouncing).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planGame } from '../host/index.ts';
import { scarabyaGame, seededRng, type ScarabyaMove, type ScarabyaState } from '../rules/index.ts';
import { bufferIo, main } from './cli.ts';

const geometry = { rows: 10, cols: 10 };
const name = (cell: number) => scarabyaGame.cellName(cell, geometry);

/** Plays the game with the engine (first legal placement per seat) and writes the matching script. */
function scriptFor(options: object, seed: number, players: number) {
  const plan = planGame({ gameId: 'scarabya', options, rng: seededRng(seed) });
  if (!plan.ok) throw new Error(plan.error);
  let state = plan.value.state as ScarabyaState;
  const rng = seededRng(seed);
  const steps: object[] = [];
  const expectedMoves: string[] = [];
  let expectedEnd: unknown = null;
  let t = 500;
  while (!scarabyaGame.isOver(state)) {
    const moves = scarabyaGame.legalMoves(state) as ScarabyaMove[];
    if (moves.length === 0) throw new Error('no legal move but the game is not over');
    const move = moves[0];
    const cells = move.cells.map(name);
    const on = move.seat + 1;
    // Five magnets arriving over 240 ms, the third one bouncing first.
    cells.forEach((cell, i) => steps.push({ at: t + i * 60, place: cell, on }));
    steps.splice(steps.length - 3, 0, { at: t + 100, bounce: cells[2], ms: 4, on });
    expectedMoves.push(scarabyaGame.formatMove(move, state));
    const played = scarabyaGame.play(state, move, rng);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
    expectedEnd = played.value.events.find((e) => e.type === 'end') ?? expectedEnd;
    t += 900;
  }
  const dir = mkdtempSync(join(tmpdir(), 'scarabya-'));
  const file = join(dir, 'script.json');
  writeFileSync(file, JSON.stringify({ boards: players, steps }));
  return { file, expectedMoves, expectedEnd };
}

async function simulate(options: object, seed: number, file: string) {
  const io = bufferIo();
  const code = await main(['simulate', '--game', 'scarabya', '--options', JSON.stringify(options), '--seed', String(seed), '--script', file], io);
  expect(io.stderr).toEqual([]);
  expect(code).toBe(0);
  return io.stdout.map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('Scarabya on simulated boards', () => {
  it('plays a standard 2-player game on two boards at once to the end', async () => {
    const options = { mode: 'standard', players: 2, siteSeed: 11 };
    const { file, expectedMoves, expectedEnd } = scriptFor(options, 4, 2);
    const events = await simulate(options, 4, file);
    const moves = events.filter((e) => e.type === 'move');
    expect(moves.map((e) => e.move)).toEqual(expectedMoves);
    expect(new Set(moves.map((e) => e.board))).toEqual(new Set(['1', '2']));
    expect(events.filter((e) => e.type === 'correction')).toEqual([]);
    const end = events.find((e) => e.type === 'end');
    expect(end).toBeDefined();
    expect(Object.keys(end!.scores as object).sort()).toEqual(['P1', 'P2']);
    expect(end).toMatchObject(expectedEnd as object); // the same result as the engine's own play
  });

  it('plays a solo game to the end', async () => {
    const options = { mode: 'solo', siteSeed: 3 };
    const { file, expectedMoves, expectedEnd } = scriptFor(options, 9, 1);
    const events = await simulate(options, 9, file);
    expect(events.filter((e) => e.type === 'move').map((e) => e.move)).toEqual(expectedMoves);
    expect(events.filter((e) => e.type === 'correction')).toEqual([]);
    expect(events.filter((e) => e.type === 'end')).toEqual([expect.objectContaining(expectedEnd as object)]);
  });
});
