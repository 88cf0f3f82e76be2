// The players pick a legal move they can make by hand, and work out what the host will take it
// for: the same move, one it looks exactly like (the game says which is meant), or a question.
import { readBoard, type Candidate, type GameSession, type Position } from '../../host/index.ts';
import { CellSet, type Rng } from '../../rules/index.ts';

export interface Choice {
  /** Index of the board (0-based) the move is made on. */
  board: number;
  candidate: Candidate;
  /** The move the host will commit. */
  meant: unknown;
  /** The answer the players give when the host asks which of several look-alike moves it was. */
  answer: string | null;
  /** How many legal moves the finished board matches. */
  lookAlikes: number;
  /**
   * True when what the host makes of the finished board depends on cells it may or may not
   * still count as seen empty (a capture elsewhere would match too): the players avoid those.
   */
  uncertain: boolean;
}

/**
 * A random visible move on any board (a move that changes nothing on the board, like a Tam2 that
 * comes home, is for the dashboard). `seen[i]`: cells board i's host has seen empty since its
 * last commit.
 */
export function chooseMove(session: GameSession, boards: number, positionOn: (board: number) => Position, seen: CellSet[], rng: Rng): Choice | null {
  const all: { board: number; candidate: Candidate }[] = [];
  for (let board = 0; board < boards; board++) {
    const position = positionOn(board);
    for (const candidate of position.candidates) if (!candidate.after.equals(position.expected)) all.push({ board, candidate });
  }
  if (all.length === 0) return null;
  const { board, candidate } = all[rng.int(0, all.length - 1)];
  const { game, state } = session;
  const position = positionOn(board);
  const fp = candidate.footprint;
  const touched = fp.lift.union(fp.touch);
  const reading = readBoard(position, candidate.after, seen[board].union(touched));
  const least = readBoard(position, candidate.after, touched);
  if (reading.kind !== 'match' || least.kind !== 'match') throw new Error(`the move ${game.formatMove(candidate.move, state)} does not match its own board`);
  const matches = reading.candidates;
  const uncertain = least.candidates.length !== matches.length;
  if (matches.length === 1) return { board, candidate, meant: matches[0].move, answer: null, lookAlikes: 1, uncertain };
  const verdict = game.disambiguate(state, matches.map((c) => c.move));
  if ('move' in verdict) return { board, candidate, meant: verdict.move, answer: null, lookAlikes: matches.length, uncertain };
  return { board, candidate, meant: candidate.move, answer: game.formatMove(candidate.move, state), lookAlikes: matches.length, uncertain };
}
