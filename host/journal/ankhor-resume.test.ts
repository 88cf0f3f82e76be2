// Ankh'or journalled and resumed: a whole 2-player game (played from the dashboard's inputs, with
// no board: moves, choices and entries) is killed midway — the host dropped without closing, as
// if its process had died — and the next host resumes it from the journal; played on to the end
// with the same inputs, it ends exactly as the same game played without the kill.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ankhorGame as game, seededRng, type Json, type Rng } from '../../rules/index.ts';
import { Rig } from '../testing/journal-rig.ts';

const OPTIONS = { players: 2 };

/** One seeded input for the game as it stands: a move (buys three times in four), a choice, or an entry. */
function nextInput(rig: Rig, id: string, rng: Rng): void {
  const { state } = rig.host.gameState(id)!;
  const pending = game.pending(state as never);
  if (pending?.kind === 'choice') { rig.host.choose(id, pending.options[rng.int(0, pending.options.length - 1)]); return; }
  if (pending?.kind === 'entry') { rig.host.enter(id, pending.example as Json); return; }
  const texts = game.legalMoves(state as never).map((m) => game.formatMove(m, state as never));
  const buys = texts.filter((t) => t.startsWith('buy'));
  const pool = buys.length > 0 && rng.int(0, 3) > 0 ? buys : texts;
  rig.host.play(id, pool[rng.int(0, pool.length - 1)]);
}

function play(killAt: number | null): { log: unknown; position: Json; end: unknown; lives: number } {
  const rig = new Rig(mkdtempSync(join(tmpdir(), 'ankhor-resume-')), []);
  rig.boot({ setUp: true });
  const started = rig.host.startGame([], { game: 'ankhor', options: OPTIONS, seed: 21 });
  if (!started.ok) throw new Error(started.error);
  const id = started.value.id;
  const rng = seededRng(22);
  for (let step = 0; step < 5000 && !rig.host.game(id)!.over; step++) {
    if (step === killAt) {
      rig.kill();
      const report = rig.resume();
      if (!report.ok) throw new Error(report.error);
      expect(report.value.resumed.map((r) => r.game.id)).toEqual([id]);
    }
    nextInput(rig, id, rng);
  }
  const detail = rig.host.game(id)!;
  expect(detail.over).toBe(true);
  return {
    log: detail.log,
    position: game.formatPosition(rig.host.gameState(id)!.state as never),
    end: rig.events.filter((e) => e.type === 'end').map(({ t: _t, ...e }) => e).at(-1),
    lives: rig.lives,
  };
}

describe('Ankh’or through the journal', () => {
  it('a whole 2-player game killed midway and resumed ends as it would have without the kill', () => {
    const straight = play(null);
    const steps = (straight.log as unknown[]).length;
    expect(steps).toBeGreaterThan(20);
    const killed = play(Math.floor(steps / 2));
    expect(killed.lives).toBe(2);
    expect(killed.log).toEqual(straight.log);
    expect(killed.position).toEqual(straight.position);
    expect(killed.end).toEqual(straight.end);
    expect(straight.end).toMatchObject({ type: 'end', scores: { P1: expect.any(Number), P2: expect.any(Number) } });
  }, 60_000);
});
