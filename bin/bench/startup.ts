// Start-up time of the CLI: wall time from spawning `tabletop` to its exit, median of 20 runs
// after one warm-up, for `games` and for `moves cetkaik` of one position — the package as a user
// installs it (npm pack, installed with --omit=dev into a temp folder: bin/release/) beside the
// same commands from the sources (through tsx), and a bare `node -e 0` for the floor.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cetkaikGame, seededRng } from '../../rules/index.ts';
import { installRelease, packRelease } from '../release/pack-install.ts';
import { percentiles, progress } from './stats.ts';

const RUNS = 20;
export const STARTUP_GOAL_MS = 150;

/** Wall ms of each of `runs` runs of a command (after one warm-up run), which must exit 0. */
function timed(command: string, args: string[], cwd: string, runs = RUNS): number[] {
  const once = () => {
    const started = performance.now();
    const run = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
    return performance.now() - started;
  };
  once();
  return Array.from({ length: runs }, once);
}

function median(samples: number[]) {
  const p = percentiles(samples);
  return { median: p.p50, ...p };
}

export async function startupFigures() {
  const repo = fileURLToPath(new URL('../../', import.meta.url));
  const work = mkdtempSync(join(tmpdir(), 'tabletop-startup-'));
  try {
    progress('start-up: packing and installing the package…');
    const release = installRelease(packRelease(repo, join(work, 'pack')), join(work, 'install'));
    const options = cetkaikGame.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const position = join(work, 'cetkaik.json');
    writeFileSync(position, JSON.stringify(cetkaikGame.formatPosition(cetkaikGame.setup(options.value, seededRng(1)))));
    const source = join(repo, 'bin', 'tabletop.mjs');
    progress(`start-up: ${RUNS} runs of each command…`);
    const figures = {
      nodeAloneMs: median(timed(process.execPath, ['-e', '0'], work)),
      packageMs: {
        games: median(timed(release.bin, ['games'], release.dir)),
        movesCetkaik: median(timed(release.bin, ['moves', 'cetkaik', position], release.dir)),
      },
      sourcesMs: {
        games: median(timed(process.execPath, [source, 'games'], repo)),
        movesCetkaik: median(timed(process.execPath, [source, 'moves', 'cetkaik', position], repo)),
      },
      runs: RUNS,
      goalGamesMs: STARTUP_GOAL_MS,
      unit: 'wall ms from spawn to exit; median (p50) of the runs after one warm-up',
    };
    progress(`start-up: games ${figures.packageMs.games.median} ms from the package (goal ≤ ${STARTUP_GOAL_MS}), ${figures.sourcesMs.games.median} ms from the sources; node alone ${figures.nodeAloneMs.median} ms`);
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
