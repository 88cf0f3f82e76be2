// Journal write latency per move: the time the session spends keeping a committed move (write
// and fdatasync of one line, on the real file system, in a temp folder) before it returns and
// the lights confirm the move. Wall-clock ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameSession, JournalStore, shapeOf, type Recorder } from '../../host/index.ts';
import { freeGame, seededRng } from '../../rules/index.ts';
import { percentiles, progress, type Percentiles } from './stats.ts';

const MOVES = 1000;

export async function journalFigures(): Promise<{ writePerMoveMs: Percentiles; moves: number; folder: string; targetP99Ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'tabletop-journal-bench-'));
  try {
    const store = new JournalStore({ dir });
    const created = store.create({ id: 'bench.1', game: 'free', seed: 1, options: { cast: 5 }, boards: [{ id: 'bench', path: 'bench', profile: '9x9', seat: null }] });
    if (!created.ok) throw new Error(created.error);
    const file = created.value;
    const samples: number[] = [];
    let timing = false;
    const recorder: Recorder = (record) => {
      const t0 = performance.now();
      const refused = file.append(record);
      if (record.type === 'move' && timing) samples.push(performance.now() - t0);
      return refused;
    };
    const options = freeGame.parseOptions({ cast: 5 }, { rows: 9, cols: 9 });
    if (!options.ok) throw new Error(options.error.message);
    const state = freeGame.parsePosition({ occupied: ['A1'] }, options.value);
    if (!state.ok) throw new Error(state.error.message);
    const session = new GameSession({ shape: shapeOf(freeGame, options.value, state.value), state: state.value, rng: seededRng(1), sticks: 'virtual', recorder });
    const squares = ['A1', 'E5'];
    for (let i = 0; i < MOVES + 20; i++) {
      timing = i >= 20; // the first writes warm the file system's caches
      const events = session.playText(`${squares[i % 2]}-${squares[(i + 1) % 2]}`);
      if (events[0]?.type !== 'move') throw new Error(`the bench move was not played: ${JSON.stringify(events[0])}`);
      if (i % 250 === 249) progress(`journal ${i + 1}/${MOVES + 20}`);
    }
    file.close();
    return { writePerMoveMs: percentiles(samples), moves: samples.length, folder: tmpdir(), targetP99Ms: 10 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
