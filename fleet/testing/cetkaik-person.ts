// A scripted person playing Cetkaik on a board, for the remote-play tests: picks a move the boards
// tell from every other (no drop), that plays a whole game in a few dozen moves. It makes the
// hands it can (never a penalty: 撃皇, 皇再来), captures where it can, and takes a move decided by
// a cast every third move; once a hand is formed it says 再行 the first time in a season and 終季
// the second, so every game sees both choices, and the seasons end.
import { footprintOf, cetkaikSquareName, seededRng, type AnyGame } from '../../rules/index.ts';

const PENALTIES = new Set(['撃皇', '皇再来']);

export interface PersonsMove {
  /** In the game's notation. */
  move: string;
  /** The move waits on a cast deciding it (stepping, water). */
  cast: boolean;
  /** The cells to lift (a captured piece first, then the mover) and where pieces go, as named on the board. */
  lift: string[][];
  place: string[];
}

const names = (cells: Iterable<number>): string[] => [...cells].map(cetkaikSquareName);

/** The person's move in `state` (the n-th move of the game), or null when none fits. */
export function personsMove(game: AnyGame, state: unknown, n: number): PersonsMove | null {
  const moves = game.legalMoves(state) as unknown[];
  const keyOf = (m: unknown) => { const fp = footprintOf(game, state, m); return [fp.lift, fp.fill, fp.touch].map((s) => names(s).sort().join(',')).join('|'); };
  const keys = moves.map(keyOf);
  let best: { move: unknown; score: number } | null = null;
  for (const [i, m] of moves.entries()) {
    const fp = footprintOf(game, state, m);
    if (fp.lift.toArray().length === 0 || keys.indexOf(keys[i]) !== keys.lastIndexOf(keys[i])) continue;
    const played = game.play(state, m, seededRng(0));
    if (!played.ok) continue;
    const after = game.pending(played.value.state);
    const newHands = ((played.value.state as { waiting?: { newHands?: string[] } | null }).waiting?.newHands) ?? [];
    let score: number;
    if (after?.kind === 'choice') score = newHands.some((h) => PENALTIES.has(h)) ? -10 : 100;
    else if (after?.kind === 'cast') {
      // A move decided by two casts (stepping over a piece, then into the water): the persons'
      // script takes one cast per move, so such moves are left to other games.
      const cast = game.resolve(played.value.state, { cast: 5 }, seededRng(0));
      if (cast.ok && game.pending(cast.value.state)?.kind === 'cast') continue;
      score = n % 3 === 0 ? 20 : -5;
    }
    else if (after !== null) continue;
    else score = fp.touch.toArray().length > 0 ? 10 : 1;
    // A spread among equals, the same for the same game.
    score += ((i * 7 + n) % 5) / 10;
    if (best === null || score > best.score) best = { move: m, score };
  }
  if (best === null) return null;
  const fp = footprintOf(game, state, best.move);
  const played = game.play(state, best.move, seededRng(0));
  const cast = played.ok && game.pending(played.value.state)?.kind === 'cast';
  return {
    move: game.formatMove(best.move, state), cast,
    lift: [names(fp.touch), names(fp.lift)].filter((cells) => cells.length > 0),
    place: [...names(fp.fill), ...names(fp.touch)],
  };
}

/** 再行 the first time a hand is formed in a season, 終季 the next. */
export function personsChoice(options: readonly string[], declaredThisSeason: number): string {
  const wanted = declaredThisSeason === 0 ? 'tymok' : 'taxot';
  return options.includes(wanted) ? wanted : options[0];
}
