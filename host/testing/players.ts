// For the journal's tests only: seeded players at one board, acting only physically (lifting and
// placing pieces) and through the inputs the board cannot sense (choices, physical casts). They
// follow the board's correction lights, and finish a move the host did not take (after a
// restart a capture must be seen again). Every decision comes from their own seeded rng and
// the game's state, so two runs of the same game make the same decisions whatever the timing.
import { footprintOf, castSticks, seededRng, type BoardFootprint, type Rng } from '../../rules/index.ts';
import type { Rig } from './journal-rig.ts';

export const TICK_MS = 50;
/** How long the players leave the board still after acting: more than the settle window. */
const PAUSE_MS = 250;

interface Intent { label: string; footprint: BoardFootprint; logLength: number }

export class Players {
  moves = 0;
  private readonly rng: Rng;
  private phase: { kind: 'ready' } | { kind: 'place'; cells: number[] } | { kind: 'pause'; until: number } = { kind: 'ready' };
  private intent: Intent | null = null;
  private stuck = 0;

  constructor(seed: number, private readonly maxMoves: number, private readonly board = 0) {
    this.rng = seededRng(seed);
  }

  /** Whether the players have nothing left to do (all moves made and taken, or the game over). */
  done(rig: Rig): boolean {
    const id = this.gameId(rig);
    if (id === undefined) return true; // the game was not resumed: it was over
    if (this.phase.kind !== 'ready' || this.intent !== null || !this.boardMatches(rig, id)) return false;
    const detail = rig.host.game(id)!;
    return detail.awaiting === null && (detail.over || this.moves >= this.maxMoves);
  }

  private id: string | undefined;

  /** The game's id, cheaply: a detail (host.games()) is costly, and done() runs every tick. */
  private gameId(rig: Rig): string | undefined {
    if (this.id === undefined || rig.host.gameState(this.id) === undefined) this.id = rig.host.games()[0]?.id;
    return this.id;
  }

  tick(rig: Rig): void {
    const now = rig.clock.now();
    if (this.phase.kind === 'place') {
      rig.place(this.board, this.phase.cells);
      this.phase = { kind: 'pause', until: now + PAUSE_MS };
      return;
    }
    if (this.phase.kind === 'pause' && now < this.phase.until) return;
    this.phase = { kind: 'ready' };
    const host = rig.host;
    const detail = host.games()[0];
    if (!detail) return;
    if (this.intent && detail.log.length > this.intent.logLength) this.intent = null;

    // The lights say what to clear and fill: do it.
    const lights = host.board(host.boards()[this.board].id)!.lights;
    const named = (role: string) => Object.entries(lights).filter(([, r]) => r === role).map(([cell]) => this.cell(rig, detail.id, cell));
    const clear = named('clear');
    const fill = named('fill');
    if (clear.length > 0 || fill.length > 0) {
      rig.lift(this.board, clear);
      rig.place(this.board, fill);
      return this.pause(now);
    }
    if (detail.awaiting !== null && typeof detail.awaiting === 'object' && !Array.isArray(detail.awaiting)) {
      const awaiting = detail.awaiting as { type: string; options?: string[]; sticks?: number };
      if (awaiting.type === 'choice') {
        const options = awaiting.options!;
        // Look-alike moves: the players name the one they made; a game's own choice: at random.
        const mine = this.intent && options.includes(this.intent.label) ? this.intent.label : options[this.rng.int(0, options.length - 1)];
        host.choose(detail.id, mine);
        return;
      }
      if (awaiting.type === 'pending') {
        host.cast(detail.id, castSticks(this.rng, awaiting.sticks!));
        return;
      }
    }
    if (!this.boardMatches(rig, detail.id)) {
      if (this.intent) {
        // The host did not take the move (it restarted meanwhile): make it again.
        const { lift, touch, fill } = this.intent.footprint;
        rig.lift(this.board, [...lift.union(touch)]);
        this.phase = { kind: 'place', cells: [...fill.union(touch)] };
        return;
      }
      if (++this.stuck > 100) throw new Error(`the players are stuck at ${now} ms: the board matches nothing and no light says why`);
      return;
    }
    this.stuck = 0;
    this.intent = null;
    if (detail.over || this.moves >= this.maxMoves) return;
    const { game, state } = host.gameState(detail.id)!;
    const legal: unknown[] = game.legalMoves(state);
    const move = legal[this.rng.int(0, legal.length - 1)];
    const footprint: BoardFootprint = footprintOf(game, state, move);
    this.intent = { label: game.formatMove(move, state), footprint, logLength: detail.log.length };
    this.moves++;
    rig.lift(this.board, [...footprint.lift.union(footprint.touch)]);
    this.phase = { kind: 'place', cells: [...footprint.fill.union(footprint.touch)] };
  }

  private pause(now: number): void { this.phase = { kind: 'pause', until: now + PAUSE_MS }; }

  private boardMatches(rig: Rig, id: string): boolean {
    const { game, state } = rig.host.gameState(id)!;
    return game.occupancy(state).equals(rig.occupancy(this.board));
  }

  private cell(rig: Rig, id: string, name: string): number {
    const { game } = rig.host.gameState(id)!;
    const { rows, cols } = rig.boards[this.board].profile;
    return game.parseCell(name, { rows, cols })!;
  }
}

/**
 * Lets the players play until they are done (then one more second), or until `killAt`: the
 * host then dies at exactly that time. Returns whether it was killed.
 */
export async function playOn(rig: Rig, players: Players, killAt?: number): Promise<'killed' | 'done'> {
  for (let ticks = 0; ticks < 20_000; ticks++) {
    const next = rig.clock.now() + TICK_MS;
    if (killAt !== undefined && killAt < next) {
      await rig.clock.advanceTo(killAt);
      rig.kill();
      return 'killed';
    }
    await rig.clock.advanceTo(next);
    players.tick(rig);
    if (players.done(rig)) {
      await rig.clock.advanceBy(1000);
      return 'done';
    }
  }
  throw new Error('the game did not finish within 20 000 ticks');
}
