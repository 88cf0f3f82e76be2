// Terra Pyramides on a simulated 10×10 board, whole games through the host: the hand tile placed
// on the board (its stairs' way picked when several fit), the line picked by a tap on one of its
// tiles (or on the dashboard), workers' moves confirmed by a tap on their tile, the rest entered
// as text; the tiles dealt from the host's virtual shuffle. 2-player games of each version and a
// solo mission, won and lost.
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../host/index.ts';
import { seededRng, terraGame as game, type Json, type TerraState } from '../rules/index.ts';
import { Simulation } from './simulation.ts';

const VIEW_ONLY = ['data', 'variants', 'stackLeavesAt', 'faceUpTops', 'lines', 'scores', 'breakdown', 'ranking', 'over', 'words'];

function stateOf(view: Json, options: object): TerraState {
  const position = Object.fromEntries(Object.entries(view as Record<string, Json>).filter(([k]) => !VIEW_ONLY.includes(k)));
  const o = game.parseOptions(options);
  if (!o.ok) throw new Error(o.error.message);
  const parsed = game.parsePosition(position, o.value);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

interface Played { sim: Simulation; taps: number; placed: number; entered: number; chosen: number }

/**
 * Plays a game to its end on the simulated board: `pick` chooses each move (default: seeded, mostly
 * the turn's core moves). Placements are put on the board, worker moves tapped, lines tapped when
 * the chosen line has a tile to tap; everything else is entered.
 */
async function playOnBoard(options: object, seed: number, pick?: (moves: string[], state: TerraState) => string | undefined, position?: object): Promise<Played> {
  const started = await Simulation.start({ game: 'terra', seed, options, ...(position ? { position } : {}) }, { seed, board: '10x10' });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  const rng = seededRng(seed * 31);
  let t = sim.clock.now();
  const at = async (dt: number, act?: Parameters<Simulation['apply']>[0]) => {
    t += dt;
    await sim.runTo(t);
    if (act) {
      const applied = sim.apply(act);
      if (!applied.ok) throw new Error(applied.error);
    }
  };
  const played: Played = { sim, taps: 0, placed: 0, entered: 0, chosen: 0 };
  const choiceWith = (text: string) => {
    const awaiting = sim.game.awaiting as { type?: string; options?: string[] } | null;
    return awaiting?.type === 'choice' && awaiting.options?.includes(text);
  };
  for (let n = 0; n < 2000 && !sim.game.over; n++) {
    const state = stateOf(sim.game.view, options);
    const name = (s: number) => game.cellName(s, state.layout);
    const asked = game.pending(state);
    const before = sim.game.log.length + JSON.stringify(sim.game.awaiting).length;
    if (asked?.kind === 'choice') {
      const option = asked.options[rng.int(0, asked.options.length - 1)];
      const tile = (asked.cells?.[option] ?? []).find((s) => state.tiles[s] !== null);
      if (tile !== undefined && rng.int(0, 1) === 0) {
        await at(100, { kind: 'tap', cell: name(tile) });
        played.taps++;
      } else {
        await at(100, { kind: 'choose', value: option });
        played.chosen++;
      }
    } else if (asked?.kind === 'entry') {
      await at(100, { kind: 'entry', value: asked.example! });
    } else {
      const all = game.legalMoves(state).map((m) => game.formatMove(m, state));
      const core = all.filter((m) => /^(place|pass|move|return|draw|end|build)\b/.test(m));
      const pool = core.length > 0 && rng.int(0, 3) > 0 ? core : all;
      const text = pick?.(all, state) ?? pool[rng.int(0, pool.length - 1)];
      const parsed = game.parseMove(text, state);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const move = parsed.value;
      if (move.type === 'place') {
        await at(100, { kind: 'place', cells: [name(move.square)] });
        played.placed++;
      } else if (move.type === 'move') {
        await at(100, { kind: 'tap', cell: name(move.from) });
        played.taps++;
      } else {
        await at(100, { kind: 'move', move: text });
        played.entered++;
      }
      await at(700);
      // Several moves look alike on the board: the host asks which (the dashboard's choice).
      if (choiceWith(text)) await at(100, { kind: 'choose', value: text });
    }
    await at(400);
    const after = sim.game.log.length + JSON.stringify(sim.game.awaiting).length;
    if (after === before && !sim.game.over) throw new Error(`no progress at step ${n}: ${JSON.stringify(sim.game.awaiting)} ${JSON.stringify(sim.events.slice(-3))}`);
  }
  return played;
}

const ofType = (events: HostEvent[], type: string) => events.filter((e) => e.type === type);

describe('Terra Pyramides on a simulated board', () => {
  for (const version of [1, 2, 3]) {
    it(`plays a whole 2-player game of version ${version}: tiles placed on the board, lines and workers tapped, the rest entered`, async () => {
      const { sim, taps, placed, entered } = await playOnBoard({ version }, version);
      expect(sim.game.over).toBe(true);
      const end = ofType(sim.events, 'end').at(-1) as { scores: Record<string, number> } | undefined;
      expect(end).toBeDefined();
      expect(Object.keys(end!.scores)).toEqual(['P1', 'P2']);
      expect(sim.game.sheet).toMatchObject({ breakdown: { P1: { structures: expect.any(Number), burial: expect.any(Number) } } });
      expect(ofType(sim.events, 'rejected')).toEqual([]);
      // The only corrections are the taps' own lifts, shown while the tile is up (longer than the settle window).
      for (const c of ofType(sim.events, 'correction') as { fill: string[]; reason: string }[]) expect(c.reason).toBe(`stair tiles stay where they are: put back ${c.fill[0]}`);
      // Every tile placed was seen on the board: 28 turns in version 1, 26 draws in 2–3.
      expect(placed).toBe(version === 1 ? 28 : 26);
      expect(sim.game.log.filter((l) => l.move.startsWith('place'))).toHaveLength(placed);
      expect(taps).toBeGreaterThan(10);
      expect(entered).toBeGreaterThan(20);
      await sim.stop();
    }, 120_000);
  }

  it('plays a solo mission to a loss, and wins mission 1 from a position one build away', async () => {
    const lost = await playOnBoard({ mission: 1, players: 1 }, 4);
    expect(lost.sim.game.result).toEqual({ winner: null, reason: 'mission 1 failed: the tiles ran out' });
    await lost.sim.stop();

    const pyramid = (level: number, color: string, workers: number) => ({ value: 1, level, color, workers: { team: workers } });
    const near = {
      mission: 1, players: ['P1'], phase: 'place',
      foundations: { C2: pyramid(5, 'red', 1), F3: pyramid(5, 'blue', 1), H7: pyramid(5, 'green', 1), D5: pyramid(4, 'grey', 3) },
      tiles: { B2: { stairs: 'right', symbols: ['worker'] }, I2: { stairs: 'left', symbols: ['eye'] }, B7: { stairs: 'right', symbols: ['eye'] }, I7: { stairs: 'left', symbols: ['worker', 'worker'] } },
      hand: { symbols: ['eye'] }, supply: { team: { workers: 6, blocks: { grey: 5 } } },
    };
    const won = await playOnBoard({ mission: 1, players: 1 }, 5, (moves) => moves.find((m) => m === 'build D5 grey') ?? moves.find((m) => m.startsWith('place') || m.startsWith('draw') || m.startsWith('return')), near);
    expect(won.sim.game.result).toEqual({ winner: 'team', reason: 'mission 1 achieved' });
    expect(won.sim.game.log.map((l) => l.move)).toContain('build D5 grey');
    await won.sim.stop();
  }, 120_000);
});

describe('`tabletop simulate --game terra`', () => {
  it('plays a script of physical steps, choices and entered moves (the first turns of a dealt game)', async () => {
    const { bufferIo, main } = await import('./cli.ts');
    const io = bufferIo();
    const script = new URL('./fixtures/terra-first-turns.json', import.meta.url).pathname;
    expect(await main(['simulate', '--game', 'terra', '--script', script], io)).toBe(0);
    expect(io.stderr).toEqual([]);
    const events = io.stdout.map((l) => JSON.parse(l) as { type: string; move?: string; prompt?: string; text?: string });
    expect(events.filter((e) => e.type === 'move').map((e) => e.move)).toEqual(['place C5 right +D5', 'move C5 D5', 'draw 1', 'place E5 left']);
    expect(events.filter((e) => e.type === 'rejected')).toEqual([]);
    expect(events.filter((e) => e.type === 'choice').map((e) => e.prompt)).toEqual(['Which way do the stairs point?', 'P1: which line through C5?', 'Which way do the stairs point?', 'P2: which line through E5?']);
  });
});
