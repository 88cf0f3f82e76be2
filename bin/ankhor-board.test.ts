// Ankh'or on a simulated 16×16 board holding the offer row and both tableaux as regions: a whole
// 2-player game from setup to the final ranking, every purchase made with the tile (lifted from
// the offer, put on the tableau), the rest entered (taking tokens, ankh actions), choices
// answered; the final ranking as the rules give it. (It also keeps the table's wake-ups honest: a
// group of areas — the offer and the tableau it feeds — settles when its last-changed area has;
// a wake-up computed from its first one lay in the past and fired for ever.)
import { describe, expect, it } from 'vitest';
import { seededRng, type Json } from '../rules/index.ts';
import { playOnBoard, type PlayedOnBoard } from './testing/play-on-board.ts';
import { Simulation } from './simulation.ts';

describe('Ankh’or on a simulated board', () => {
  it('plays a whole 2-player game to the final ranking, purchases made on the board', async () => {
    const started = await Simulation.start({ game: 'ankhor', seed: 3, options: { players: 2 } }, { seed: 3, board: '16x16' });
    if (!started.ok) throw new Error(started.error);
    const sim = started.value;
    expect(sim.game.areas.map((a) => [a.id, a.board, a.at])).toEqual([['offer', '1', 'A1'], ['P1', '1', 'G1'], ['P2', '1', 'A9']]);
    const rng = seededRng(4);
    const total: PlayedOnBoard = { physical: 0, entered: 0, casts: 0, choices: 0 };
    for (let steps = 0; steps < 3000 && !sim.game.over; steps++) {
      const { game, state } = sim.host.gameState(sim.game.id)!;
      const pending = game.pending(state);
      let played: PlayedOnBoard;
      if (pending?.kind === 'choice') played = await playOnBoard(sim, [{ choose: pending.options[rng.int(0, pending.options.length - 1)] }]);
      else if (pending?.kind === 'entry') played = await playOnBoard(sim, [{ entry: pending.example as Json }]);
      else {
        const moves = game.legalMoves(state);
        const texts = moves.map((m) => game.formatMove(m, state));
        const buys = texts.filter((t) => t.startsWith('buy'));
        const pool = buys.length > 0 && rng.int(0, 3) > 0 ? buys : texts;
        const chosen = pool[rng.int(0, pool.length - 1)];
        played = await playOnBoard(sim, [{ move: chosen }]);
      }
      for (const k of Object.keys(total) as (keyof PlayedOnBoard)[]) total[k] += played[k];
    }
    expect(sim.game.over).toBe(true);
    const end = sim.events.find((e) => e.type === 'end') as { winner: string | null; scores: Record<string, number> } | undefined;
    expect(end).toBeDefined();
    expect(Object.keys(end!.scores).sort()).toEqual(['P1', 'P2']);
    expect(sim.game.sheet?.ranking?.length).toBe(2);
    expect(total.physical).toBeGreaterThan(5);
    expect(total.entered).toBeGreaterThan(5);
    await sim.stop();
  }, 120_000);
});
