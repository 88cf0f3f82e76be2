// Plays a list of moves on a simulated board as players would, for any one-board game: a move
// the board sees whole is made with the pieces (lift, then place, each held past the settle
// window); a capture's square is emptied first; a move the board sees in part or not at all is
// entered; a cast is counted by the players (`sticks N`); a choice is answered. Used by the tests
// that play whole games through the host.
import { footprintOf, areaCellOf, areaGeometry, seededRng, type AnyGame, type Json } from '../../rules/index.ts';
import type { Simulation } from '../simulation.ts';

/** A turn: the move in the game's notation, or a cast of the players' sticks, or a choice. */
export type Turn = { move: string } | { sticks: number } | { choose: string } | { entry: Json };

export interface PlayedOnBoard { physical: number; entered: number; casts: number; choices: number }

const HOLD_MS = 400;

export async function playOnBoard(sim: Simulation, turns: readonly Turn[]): Promise<PlayedOnBoard> {
  const played: PlayedOnBoard = { physical: 0, entered: 0, casts: 0, choices: 0 };
  let t = sim.clock.now();
  const step = async (act?: Parameters<Simulation['apply']>[0]) => {
    t += HOLD_MS;
    await sim.runTo(t);
    if (act) {
      const applied = sim.apply(act);
      if (!applied.ok) throw new Error(applied.error);
    }
  };
  /** Players follow the lights: a board the host says is wrong (a failed move's piece) is put right. */
  const followCorrections = async () => {
    for (let tries = 0; tries < 3; tries++) {
      const last = [...sim.events].reverse().find((e) => e.type === 'correction' || e.type === 'corrected' || e.type === 'move');
      if (last?.type !== 'correction') return;
      if (last.clear.length > 0) await step({ kind: 'lift', cells: last.clear });
      if (last.fill.length > 0) await step({ kind: 'place', cells: last.fill });
      await step();
    }
  };
  for (const [i, turn] of turns.entries()) {
    await followCorrections();
    const where = `turn ${i + 1} (${JSON.stringify(turn)})`;
    const logged = sim.game.log.length;
    if ('sticks' in turn) {
      await step({ kind: 'sticks', heads: turn.sticks });
      played.casts++;
    } else if ('entry' in turn) {
      await step({ kind: 'entry', value: turn.entry });
    } else if ('choose' in turn) {
      await step({ kind: 'choose', value: turn.choose });
      played.choices++;
    } else {
      const { game, state } = sim.host.gameState(sim.game.id)!;
      const parsed = game.parseMove(turn.move, state);
      if (!parsed.ok) throw new Error(`${where}: ${parsed.error.message}`);
      const fp = footprintOf(game, state, parsed.value);
      const name = cellNamer(game, state, sim);
      const cells = [...fp.lift, ...fp.fill, ...fp.touch];
      const onBoard = cells.every((c) => name(c) !== null);
      if ((fp.sensing ?? 'fully') === 'fully' && onBoard && cells.length > 0) {
        const named = (set: Iterable<number>) => [...set].map((c) => name(c)!);
        const captured = named(fp.touch);
        if (captured.length > 0) await step({ kind: 'lift', cells: captured });
        if (!fp.lift.isEmpty()) await step({ kind: 'lift', cells: named(fp.lift) });
        const down = named([...fp.fill, ...fp.touch]);
        if (down.length > 0) await step({ kind: 'place', cells: down });
        await step();
        // Look-alike moves: the host asks which one was meant.
        const awaiting = sim.game.awaiting as { type?: string; options?: string[] } | null;
        if (sim.game.log.length === logged && awaiting?.type === 'choice' && awaiting.options?.includes(turn.move)) {
          await step({ kind: 'choose', value: turn.move });
          played.choices++;
        }
        played.physical++;
      } else {
        await step({ kind: 'move', move: turn.move });
        played.entered++;
      }
      if (sim.game.log.length === logged && sim.game.awaiting === null) {
        const recent = sim.events.slice(-8).filter((e) => e.type !== 'lights').map((e) => JSON.stringify(e)).join('\n');
        throw new Error(`${where}: the host did not take it (log ${JSON.stringify(sim.game.log.slice(-2))}; lately:\n${recent})`);
      }
    }
  }
  await step();
  await followCorrections();
  return played;
}

/**
 * How the players name a game cell on the boards: in the game's notation for a one-board game,
 * `AREA:CELL` for a game of areas (`P2:B2`); null for a cell of an area on no board.
 */
function cellNamer(game: AnyGame, state: unknown, sim: Simulation): (cell: number) => string | null {
  const placed = sim.game.areas;
  const areas = game.areas?.(state);
  if (areas === undefined) {
    const area = placed[0];
    return (c) => (area === undefined || area.board === null ? null : game.cellName(c, { rows: area.rows, cols: area.cols }));
  }
  return (c) => {
    const at = areaCellOf(areas, c);
    if (at === null) return null;
    const area = areas[at.area];
    if (placed.find((p) => p.id === area.id)?.board == null) return null;
    return `${area.id}:${game.cellName(at.cell, areaGeometry(area))}`;
  };
}

/** Turns written one a line, `3 move P1a G3` (the heads of a cast, then the move), `#` comments. */
export function turnsOfCastAndMove(text: string): Turn[] {
  return text.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#')).flatMap((line) => {
    const [heads, ...move] = line.split(/\s+/);
    return [{ sticks: Number(heads) }, { move: move.join(' ') }];
  });
}

/** A seeded choice among a game's legal moves, for games played out at random. */
export function randomMove(game: AnyGame, state: unknown, seed: number): string | null {
  const moves = game.legalMoves(state);
  if (moves.length === 0) return null;
  return game.formatMove(moves[seededRng(seed).int(0, moves.length - 1)], state);
}
