// What one fault scenario reports: a figures line per scenario, printed by the suite.
import { percentiles, type Percentiles } from '../bench/stats.ts';
import type { Resync } from './resync.ts';

export interface FaultFigures {
  scenario: string;
  game: string;
  seed: number;
  /** Moves the players made on the boards (and left standing: failed casts included). */
  moves: number;
  /** Moves the host committed. */
  committed: number;
  /** Committed moves the players did not make (or made once and the host committed twice). */
  falseCommits: number;
  /** Moves the players made that the host never committed. */
  lostMoves: number;
  /** Errors thrown inside the host or the simulation. */
  crashes: number;
  /**
   * Times the players put a piece down again because the host still showed it in hand: after a
   * capture whose emptied square it never saw (the frame lost, the cable out), or otherwise.
   */
  captureNudges: number;
  otherNudges: number;
  corrections: number;
  /** The boards' debounce mode (their profile's). */
  debounce: 'eager' | 'deferred';
  /**
   * Lights shown and taken back within the settle window (an eager board shows a glitch or a
   * bounce as a lift and the piece back, so the lifted piece's targets light for a moment).
   */
  flickers: number;
  /** Contact faults injected, by kind, and those refused because they would fake a legal move. */
  cellFaults: Record<string, number>;
  cellFaultsRefused: number;
  /**
   * Moves the players did not make because holding the piece would have let the host take it
   * for a capture (it still counts cells seen empty before a cast- or answer-completed move).
   */
  heldMovesAvoided: number;
  /**
   * Turns whose stuck contact hid the move made; of those, the boards that matched nothing legal
   * (the others looked like a piece still in hand), and of these, the ones the host corrected.
   */
  stuckHiding: number;
  stuckWrong: number;
  stuckCorrected: number;
  /** Moves acted on while a stuck contact hid the truth. */
  guesses: number;
  unplugs: number;
  /** Replug → link ready, and → link ready with the board state matched (virtual ms). */
  resyncReadyMs: Percentiles | null;
  resyncMatchedMs: Percentiles | null;
  resyncUnfinished: number;
  crcErrors: number;
  framesMissed: number;
  gameOver: boolean;
  virtualS: number;
  /** What went wrong first, if anything (the first false commit, the first lost move, a crash). */
  firstProblem: string | null;
}

export function resyncFigures(resyncs: Resync[]): Pick<FaultFigures, 'resyncReadyMs' | 'resyncMatchedMs'> {
  if (resyncs.length === 0) return { resyncReadyMs: null, resyncMatchedMs: null };
  return { resyncReadyMs: percentiles(resyncs.map((r) => r.readyMs)), resyncMatchedMs: percentiles(resyncs.map((r) => r.matchedMs)) };
}

/** One line: the scenario and its figures, readable in a test log. */
export function figuresLine(f: FaultFigures): string {
  const faults = Object.entries(f.cellFaults).map(([k, n]) => `${k}×${n}`).join(' ');
  const resync = f.resyncMatchedMs
    ? ` resync ready p50 ${f.resyncReadyMs!.p50} ms, matched p50 ${f.resyncMatchedMs.p50} / p99 ${f.resyncMatchedMs.p99} / max ${f.resyncMatchedMs.max} ms (${f.resyncMatchedMs.n} replugs, ${f.resyncUnfinished} cut short)`
    : '';
  return `faults[${f.scenario}] ${f.game} seed ${f.seed}: moves ${f.moves}, committed ${f.committed}, ` +
    `false commits ${f.falseCommits}, lost ${f.lostMoves}, crashes ${f.crashes}, pieces put down again ${f.captureNudges} (captures) + ${f.otherNudges}, corrections ${f.corrections}, ` +
    `${f.debounce} debounce: lights flickered ${f.flickers}, ` +
    `unplugs ${f.unplugs},${resync} cell faults [${faults || 'none'}] refused ${f.cellFaultsRefused}, held moves avoided ${f.heldMovesAvoided}, ` +
    `stuck contacts hid ${f.stuckHiding} moves (${f.stuckWrong} boards wrong, ${f.stuckCorrected} corrected), guesses ${f.guesses}, ` +
    `crc errors ${f.crcErrors}, frames missed ${f.framesMissed}, ${f.gameOver ? 'game over' : 'game on'}, ${f.virtualS} s virtual` +
    (f.firstProblem ? ` — first problem: ${f.firstProblem}` : '');
}
