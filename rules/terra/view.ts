// What the dashboard draws: the position, the running scores, the candidate lines, the hand
// tiles in words, and the invented-data label when the demo data is in use.
import type { Json } from '../contract.ts';
import { squareName } from './board.ts';
import { formatPosition } from './position.ts';
import { lineCells } from './pending.ts';
import { scoreSheet } from './score.ts';
import { leavesAt } from './stacks.ts';
import { tileWords } from './symbol-words.ts';
import type { HandTile, TerraState } from './types.ts';

const hand = (tile: HandTile | null): Json => (tile === null ? null : { ...tileWords(tile.symbols) });

export function view(state: TerraState): Json {
  const sheet = scoreSheet(state);
  const position = formatPosition(state) as Record<string, Json>;
  const faceUp = state.options.faceUp && state.options.draws === 'dealt'
    ? state.stacks.slice(0, 4).map((s) => (s[0] ? [...s[0]] : null))
    : null;
  return {
    ...position,
    data: { invented: state.options.data.invented, note: state.options.data.invented ? 'INVENTED demo layout and tiles (not the printed game): ' + state.options.data.note : state.options.data.note },
    variants: { symbols: state.options.symbols, faceUp: state.options.faceUp, draws: state.options.draws },
    stackLeavesAt: leavesAt(state.options, state.seats.length),
    faceUpTops: faceUp,
    lines: state.phase === 'line' ? Object.fromEntries(Object.entries(lineCells(state)).map(([k, v]) => [k, v.map((s) => squareName(s, state.layout))])) : null,
    scores: sheet.scores,
    breakdown: sheet.breakdown ?? {},
    ranking: sheet.ranking ?? [],
    over: state.phase === 'over',
    // The hand tiles in words, for the picture beside the board (the mover's, then each other seat's).
    words: {
      hand: hand(state.hands[state.toMove]),
      hands: Object.fromEntries(state.seats.filter((s) => s !== state.toMove).map((s) => [s, hand(state.hands[s])])),
    },
  } as Json;
}
