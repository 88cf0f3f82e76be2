// The host on a simulated board through the whole serial path (simulated firmware ⇄ serialport
// stream ⇄ board link), killed at seeded random points of a scripted game and booted again on
// the same journal folder and the same physical board: the game goes on exactly as in an
// uninterrupted run. In virtual time.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinProfiles, toBoardCell, VirtualClock } from '../hardware/index.ts';
import { SimBoard, createSimBinding } from '../firmware-sim/index.ts';
import { BoardLink, Host, JournalStore, type NewGame } from '../host/index.ts';
import { freeGame, seededRng, type FreeMove, type FreeState } from '../rules/index.ts';
import { simControls } from './sim-controls.ts';

const profile = builtinProfiles['9x9'];
const game: NewGame = { game: 'free', seed: 8, options: { cast: 5, limit: 12 }, position: { occupied: ['A1', 'C3', 'E5', 'G7', 'I9'] } };

/** The players' script: each move lifted at `at`, put down 60 ms later (board cells). Casts do not move pieces. */
function script(): { at: number; lift: number; place: number }[] {
  const options = freeGame.parseOptions({}, profile);
  if (!options.ok) throw new Error(options.error.message);
  const start = freeGame.parsePosition(game.position, options.value);
  if (!start.ok) throw new Error(start.error.message);
  let state: FreeState = start.value;
  const rng = seededRng(77);
  const steps = [];
  for (let k = 0; k < 12; k++) {
    const legal = freeGame.legalMoves(state).filter((m) => m.type === 'move') as Extract<FreeMove, { type: 'move' }>[];
    const move = legal[rng.int(0, legal.length - 1)];
    steps.push({ at: 500 + k * 400, lift: toBoardCell(profile, move.from), place: toBoardCell(profile, move.to) });
    const played = freeGame.play(state, move, rng);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value.state;
  }
  return steps;
}

class SerialRig {
  clock = new VirtualClock(0);
  host!: Host;
  board!: SimBoard;
  private lives = 0;
  /** The pieces on the physical board, kept while the host is down. */
  private pieces: number[] = [];

  constructor(readonly dir: string) {}

  async boot(first: boolean): Promise<void> {
    const clock = new VirtualClock(this.clock.now());
    this.clock = clock;
    const life = ++this.lives;
    const board = new SimBoard({ profile, clock, faultSeed: life });
    board.place(this.pieces);
    const sim = createSimBinding();
    sim.attach('sim:1', board);
    const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock });
    const journal = new JournalStore({ dir: this.dir, now: () => Math.round(clock.now()), owner: { pid: life, alive: (pid) => pid === this.lives } });
    this.host = new Host({ clock, defaultSeed: () => 1, journal });
    // The first host sets a new game up on the board; later ones find the board as it was left.
    this.host.addBoard({ id: 'sim-1', path: 'sim:1', profile, port: link, link, sim: first ? simControls(board) : undefined });
    this.board = board;
    if (first) {
      const started = this.host.startGame('sim-1', game);
      if (!started.ok) throw new Error(started.error);
    } else {
      const resumed = this.host.resume();
      if (!resumed.ok) throw new Error(resumed.error);
    }
    let opened = false;
    void link.open().then((r) => { opened = r.ok; });
    while (!opened) await clock.advanceBy(1);
  }

  kill(): void {
    this.pieces = this.board.occupiedRaw().flatMap((on, cell) => (on ? [cell] : []));
  }
}

async function play(dir: string, killAt?: number) {
  const rig = new SerialRig(dir);
  await rig.boot(true);
  let logAtKill: unknown = null;
  for (const step of script()) {
    for (const [t, act] of [[step.at, () => rig.board.lift(step.lift)], [step.at + 60, () => rig.board.place(step.place)]] as const) {
      if (killAt !== undefined && killAt < t && logAtKill === null) {
        await rig.clock.advanceTo(killAt);
        logAtKill = rig.host.games()[0]?.log ?? [];
        rig.kill();
        await rig.boot(false);
        expect(rig.host.games()[0]?.log ?? [], `log after a restart at ${killAt} ms`).toEqual(logAtKill);
      }
      await rig.clock.advanceTo(Math.max(t, rig.clock.now()));
      act();
    }
  }
  await rig.clock.advanceBy(1500);
  const name = readdirSync(dir).find((n) => n.endsWith('.jsonl'))!;
  const records = readFileSync(join(dir, name), 'utf8').trim().split('\n').slice(2).map((l) => { const { at: _at, sum: _sum, ...r } = JSON.parse(l) as Record<string, unknown>; return r; });
  return { records, log: rig.host.games()[0]?.log ?? null };
}

describe('killing the host on a simulated serial board', () => {
  it('10 random kill points: every committed move is there and the game goes on as uninterrupted', async () => {
    const reference = await play(mkdtempSync(join(tmpdir(), 'journal-serial-')));
    expect(reference.records.filter((r) => r.type === 'move')).toHaveLength(12);
    expect(reference.records.at(-1)).toMatchObject({ type: 'end', reason: 'move limit' });
    const rng = seededRng(2024);
    for (let i = 0; i < 10; i++) {
      const killAt = rng.int(100, 5300);
      const run = await play(mkdtempSync(join(tmpdir(), 'journal-serial-')), killAt);
      expect(run.records, `killed at ${killAt} ms`).toEqual(reference.records);
    }
  }, 60_000);
});
