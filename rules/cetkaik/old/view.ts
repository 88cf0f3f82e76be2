// The dashboard's and the CLI's picture of a 古机戦 game: plain JSON.
import type { Json } from '../../contract.ts';
import type { CetkaikState } from '../types.ts';
import { oldBoardJson } from './position.ts';

export function oldView(state: CetkaikState): Json {
  const last = state.lastMove;
  return {
    game: 'cetkaik',
    ruleset: 'old',
    title: '古机戦 (old Cetkaik, a reconstruction)',
    toMove: state.toMove,
    board: oldBoardJson(state.board),
    captured: { A: state.hands.A.map((p) => p.kind), IA: state.hands.IA.map((p) => p.kind) },
    colors: { A: 'red', IA: 'black' },
    lastMove: last === null ? null : { side: last.side, move: last.text },
    over: state.over,
    winner: state.winner,
  };
}
