// `npm run bench`: performance figures; the last line printed is JSON, progress goes to stderr.
import { ankhorFigures } from './bench/ankhor.ts';
import { botFigures } from './bench/bot.ts';
import { cetkaikFigures } from './bench/cetkaik.ts';
import { codec } from './bench/codec.ts';
import { decoderFigures } from './bench/decoder.ts';
import { hostProcessing } from './bench/host.ts';
import { scarabyaFigures } from './bench/scarabya.ts';
import { sticksFigures } from './bench/sticks.ts';
import { terraFigures } from './bench/terra.ts';
import { simulated } from './bench/simulated.ts';
import { progress } from './bench/stats.ts';
import { dashboardFigures } from './dashboard/bench.ts';
import { largestInputFigures } from './dashboard/event-loop-bench.ts';
import { debounceSection, firmwareFigures } from './firmware/bench.ts';
import { flickerFigures } from './bench/flickers.ts';
import { firmataFigures } from './firmata/bench.ts';
import { brokerProblem, fleetFigures } from './bench/fleet.ts';
import { journalFigures } from './bench/journal.ts';
import { remoteFigures } from './bench/remote.ts';
import { manyBoardsFigures } from './bench/many-boards.ts';
import { toolchainProblem } from './bench/toolchain.ts';
import { startupFigures } from './bench/startup.ts';

const problem = toolchainProblem() ?? brokerProblem();
if (problem !== null) {
  console.error(problem);
  process.exit(1);
}

// First, on a machine not yet warmed by the rest: how fast the CLI starts.
const startup = await startupFigures();
const host = await hostProcessing();
progress('host processing done');
const decoder = await decoderFigures();
progress(`serial frame decoder done: loop delay p99 ${decoder.garbageLoopDelayP99Ms} ms under 100 KB/s of noise`);
const sim = await simulated('9x9');
const sim10 = await simulated('10x10');
progress('simulated boards done');
const largestInputs = { ...(await largestInputFigures()), unit: 'wall ms: the event loop\'s longest block (monitorEventLoopDelay max) from sending each input to 100 ms after its answer' };
const dashboard = { ...(await dashboardFigures()), largestInputs };
progress('dashboard fan-out and largest inputs done');
const firmware = await firmwareFigures({
  onRun: (r) => progress(`firmware ${r.ledKind} at ${r.baud} baud, ${r.debounce} debounce: lift to lit p50 ${r.liftToLitMs.p50} / p99 ${r.liftToLitMs.p99} ms, place to commit p99 ${r.placeToCommitMs.p99} ms`),
});
progress(`firmware in the emulator done: cycles per scan (idle / moving) eager ${firmware.scan.cyclesPerScanIdle} / ${firmware.scan.cyclesPerScanMoving}, deferred ${firmware.scanDeferred.cyclesPerScanIdle} / ${firmware.scanDeferred.cyclesPerScanMoving}`);
const flickers = await flickerFigures({
  onRun: (r) => progress(`${r.debounce} debounce on the simulated board: ${r.flickers} flickers in ${r.scans} noisy scans (${r.flickersPer10kScans} per 10,000), false commits ${r.falseCommits}`),
});
const debounce = { ...debounceSection(firmware, flickers), flickers };
progress('debounce modes done');
const firmata = await firmataFigures();
progress('StandardFirmata in the emulator done');
const manyBoards = await manyBoardsFigures();
progress('16 boards done');
const journal = await journalFigures();
progress('journal done');
const bot = botFigures();
progress('cetkaik bot done');
const sticks = await sticksFigures();
progress('新遊 at its largest done');
const fleet = await fleetFigures();
progress(`fleet done: commit to the fleet's WebSocket p99 ${fleet.commitToWebSocketMs.p99} ms (goal ≤ ${fleet.goalP99Ms}), catch-up of ${fleet.catchUp.events} events ${fleet.catchUp.fromRestartMs} ms (goal ≤ ${fleet.catchUp.goalMs})`);
const remote = await remoteFigures();
progress(`remote play done: a move committed on one board until lit on the other p50 ${remote.commitToLitMs.p50} ms, p99 ${remote.commitToLitMs.p99} ms (goal ≤ ${remote.goalP99Ms}); a frozen peer shown offline after ${remote.frozenPeerToOfflineMs.join(', ')} ms (keepalive ${remote.frozenKeepaliveS} s)`);
const figures = {
  startup,
  scarabya: scarabyaFigures(),
  cetkaik: cetkaikFigures(),
  ankhor: ankhorFigures(),
  terra: terraFigures(),
  sticks,
  cetkaikBot: { ...bot, unit: 'wall ms per decision with each level\'s own budgets; nodes per second by node budget alone' },
  hostProcessingUs: { ...host, unit: 'µs wall, STATE frame decoded → LED frame rendered', targetP99Us: 1000 },
  simulated115200: {
    liftToShownMs: sim.liftToShown, targetP99Ms: 20,
    placeToCommitMs: sim.placeToCommit, placeToCommitTargetMs: sim.settleMs + 20,
    board10x10: { liftToShownMs: sim10.liftToShown, placeToCommitMs: sim10.placeToCommit },
    unit: 'virtual ms from the switch change, incl. the debounce (the profile\'s: eager, no 5 ms wait) and serial time',
  },
  codec: codec(),
  decoder,
  manyBoards,
  journal,
  dashboard,
  firmware,
  debounce,
  firmata,
  fleet,
  remote,
};
console.log(JSON.stringify(figures));
