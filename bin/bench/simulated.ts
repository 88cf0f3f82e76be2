// The simulated board end to end at the line speed its real build switches to (500 000 baud on
// the WS2812 9x9 and 10x10 boards): lift-to-targets-shown, place-to-commit (virtual ms).
import { builtinProfiles, toBoardCell } from '../../hardware/index.ts';
import { DEFAULT_SETTLE_MS } from '../../host/index.ts';
import { Simulation } from '../simulation.ts';
import { percentiles, progress, type Percentiles } from './stats.ts';

export async function simulated(board: string): Promise<{ liftToShown: Percentiles; placeToCommit: Percentiles; settleMs: number }> {
  const started = await Simulation.start({ game: 'free', seed: 1 }, { seed: 1, board });
  if (!started.ok) throw new Error(started.error);
  const sim = started.value;
  const profile = builtinProfiles[board];
  const a1 = toBoardCell(profile, 0);
  const spot = toBoardCell(profile, Math.floor(profile.rows / 2) * profile.cols + 4); // an empty middle cell
  const liftToShown: number[] = [];
  const placeToCommit: number[] = [];
  let t = 1000;
  for (let i = 0; i < 200; i++) {
    const [src, dst] = i % 2 === 0 ? [a1, spot] : [spot, a1];
    await sim.runTo(t);
    sim.board.lift(src);
    await sim.runTo(t + 60);
    const shownAt = sim.board.shownAt();
    if (shownAt === undefined || shownAt < t) throw new Error('no lights after a lift');
    liftToShown.push(shownAt - t);
    const moves = sim.events.filter((e) => e.type === 'move').length;
    sim.board.place(dst);
    const placedAt = t + 60;
    await sim.runTo(t + 600);
    const move = sim.events.filter((e) => e.type === 'move')[moves];
    if (move === undefined) throw new Error('no commit after a place');
    placeToCommit.push(move.t - placedAt);
    t += 1000;
    if (i % 50 === 49) progress(`simulated ${board} board ${i + 1}/200`);
  }
  await sim.stop();
  return { liftToShown: percentiles(liftToShown), placeToCommit: percentiles(placeToCommit), settleMs: DEFAULT_SETTLE_MS };
}

