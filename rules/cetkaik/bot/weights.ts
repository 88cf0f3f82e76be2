// The evaluation's numbers, in one place. Units are points of score difference (mine minus the
// opponent's) at the end of the game, the scale on which 終季 is exact; everything else here is a
// guess at how a position turns into such points, chosen by hand and checked in bot matches.
import { DAU2, GUA2, IO, KAUK2, KAUN1, KUA2, MAUN1, NUAK1, TUK2, UAI1 } from '../pieces.ts';

export interface Weights {
  /** Worth of a piece one owns (on the board or in hand), by kind index. */
  piece: Float64Array;
  /** Share of the points of the hands already held that counts before they are cashed. */
  handsHeld: number;
  /** Weight of the progress toward hands not yet formed (hand-table.ts handProgress). */
  progress: number;
  /** Having the move, in points. */
  tempo: number;
  /** What winning the game is worth beyond its score difference. */
  win: number;
  /** How many points one season's play may swing the difference (the win curve's width). */
  seasonSpread: number;
}

function pieceWorth(): Float64Array {
  const worth = new Float64Array(10);
  worth[NUAK1] = 0.5;
  worth[KAUK2] = 0.25;
  worth[GUA2] = 0.5;
  worth[KAUN1] = 0.4;
  worth[DAU2] = 0.4;
  worth[MAUN1] = 0.5;
  worth[KUA2] = 0.5;
  worth[TUK2] = 0.6;
  worth[UAI1] = 0.6;
  worth[IO] = 0.6;
  return worth;
}

export const WEIGHTS: Weights = Object.freeze({
  piece: pieceWorth(),
  handsHeld: 0.7,
  progress: 0.15,
  tempo: 0.2,
  win: 20,
  seasonSpread: 10,
});
