// Playing Cetkaik against the computer on a simulated board: the bot decides in its worker
// thread, its move is lit (piece, stepping squares, target) and the boards are read as that
// move only until a person makes it with the real piece; its 再行/終季 is answered at once with
// its reason; an undo makes it think again; and a whole season is played out, a person (here a
// seeded random player) against the bot, every move made on the board.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../host/index.ts';
import { bufferIo, main } from './cli.ts';
import type { Action } from './sim-script.ts';
import { seededRng } from '../rules/index.ts';
import { playOnBoard } from './testing/play-on-board.ts';
import { Simulation } from './simulation.ts';

type BotEvent = Extract<HostEvent, { type: 'bot' }>;

async function againstBot(seed: number, level = 'easy') {
  const started = await Simulation.start({ game: 'cetkaik', options: { seasons: 1, bot: { side: 'IA', level } }, seed }, { seed, board: '9x9-buttons' });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  const bots = () => sim.events.filter((e): e is HostEvent & BotEvent => e.type === 'bot');
  /** Virtual time runs on while the worker thinks in real time. */
  const until = async (done: () => boolean, tries = 400) => {
    for (let i = 0; i < tries && !done(); i++) {
      await sim.runTo(sim.clock.now() + 20);
      await new Promise((r) => setTimeout(r, 10));
    }
    return done();
  };
  const state = () => sim.host.gameState(sim.game.id)!;
  return { sim, bots, until, state };
}

describe('Cetkaik against the bot, on a simulated board', () => {
  it('lights the bot’s move and takes only that move; an undo makes it think again', async () => {
    const { sim, bots, until, state } = await againstBot(3);
    const rng = seededRng(5);
    // Play A's moves (random legal ones, on the board) until the bot has a move to make.
    for (let turns = 0; turns < 20 && !bots().some((b) => b.move !== undefined); turns++) {
      const { game, state: s } = state();
      if (sim.game.toMove === 'A' && sim.game.awaiting === null) {
        const moves = game.legalMoves(s);
        await playOnBoard(sim, [{ move: game.formatMove(moves[rng.int(0, moves.length - 1)], s) }]);
      }
      await until(() => bots().length > 0 || sim.game.toMove === 'A', 50);
    }
    const asked = bots().find((b) => b.move !== undefined)!;
    expect(asked).toMatchObject({ side: 'IA', reason: expect.any(String) });
    expect(asked.reason.length).toBeGreaterThan(5);
    // The move is lit: its piece selected, its target shown.
    const lit = sim.host.board('1')!.lights;
    expect(Object.values(lit)).toContain('selected');
    expect(Object.values(lit).some((r) => r === 'target' || r === 'capture')).toBe(true);
    // A person makes it with the real piece: it is committed as the bot's move.
    const logged = sim.game.log.length;
    await playOnBoard(sim, [{ move: asked.move! }]);
    await until(() => sim.game.log.length > logged);
    expect(sim.game.log.at(-1)!.move).toBe(asked.move);
    // Taken back (the board's undo button): the bot decides again for the same position.
    const before = bots().length;
    sim.apply({ kind: 'press', button: 'undo' });
    await until(() => sim.game.log.length === logged && bots().length > before);
    expect(bots().length).toBeGreaterThan(before);
    await sim.stop();
  }, 60_000);

  it('plays a whole season: a person against the bot, every move on the board, the bot’s choices answered with its reason; the same season again through `tabletop simulate`', async () => {
    const { sim, bots, until, state } = await againstBot(11);
    // Everything the players do is recorded as a `simulate` script step at its time.
    const steps: Record<string, unknown>[] = [];
    const apply = sim.apply.bind(sim);
    sim.apply = (action: Action, on?: number | string) => {
      steps.push({ at: sim.clock.now(), ...stepOf(action) });
      return apply(action, on);
    };
    const rng = seededRng(12);
    for (let steps = 0; steps < 300 && !sim.game.over; steps++) {
      await until(() => sim.game.over || sim.game.toMove === 'A' || bots().some((b, i) => i >= steps && b.move !== undefined), 60);
      if (sim.game.over) break;
      const { game, state: s } = state();
      const awaiting = sim.game.awaiting as { type?: string; options?: string[] } | null;
      if (sim.game.toMove === 'A') {
        if (awaiting?.type === 'choice') await playOnBoard(sim, [{ choose: awaiting.options!.includes('taxot') ? 'taxot' : awaiting.options![0] }]);
        else if (awaiting === null) {
          const moves = game.legalMoves(s);
          await playOnBoard(sim, [{ move: game.formatMove(moves[rng.int(0, moves.length - 1)], s) }]);
        }
      } else {
        const pending = bots().filter((b) => b.move !== undefined).at(-1);
        if (pending && sim.game.awaiting === null && sim.game.toMove === 'IA') await playOnBoard(sim, [{ move: pending.move! }]);
      }
    }
    expect(sim.game.over).toBe(true);
    expect(sim.events.filter((e) => e.type === 'end')).toHaveLength(1);
    expect(bots().filter((b) => b.move !== undefined).length).toBeGreaterThan(3);
    expect(sim.game.log.length).toBeGreaterThan(6);
    const moves = sim.events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move);
    const end = sim.events.find((e) => e.type === 'end');
    await sim.stop();

    // The bot decides by its node budget in virtual time, so the script plays the same season.
    const file = join(mkdtempSync(join(tmpdir(), 'tt-bot-season-')), 'season.json');
    writeFileSync(file, JSON.stringify({ board: '9x9-buttons', steps }));
    const io = bufferIo();
    const code = await main(['simulate', '--game', 'cetkaik', '--options', JSON.stringify({ seasons: 1, bot: { side: 'IA', level: 'easy' } }), '--seed', '11', '--script', file], io);
    expect(io.stderr.join('\n')).toBe('');
    expect(code).toBe(0);
    const printed = io.stdout.map((line) => JSON.parse(line) as HostEvent);
    expect(printed.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move)).toEqual(moves);
    expect(printed.filter((e) => e.type === 'bot' && e.move !== undefined).length).toBeGreaterThan(3);
    expect(printed.find((e) => e.type === 'end')).toEqual(end);
  }, 120_000);
});

/** A recorded action as a `simulate` script step. */
function stepOf(action: Action): Record<string, unknown> {
  switch (action.kind) {
    case 'lift':
    case 'place': return { [action.kind]: action.cells };
    case 'sticks': return { sticks: action.heads };
    case 'choose': return { choose: action.value };
    case 'move': return { move: action.move };
    case 'entry': return { entry: action.value };
    case 'press': return { press: action.button };
    case 'tap': return { tap: action.cell };
    case 'bounce': return { bounce: action.cell, ms: action.ms };
    default: return { [action.kind]: true };
  }
}
