// perft: the number of move sequences of a given length from a position, for regression tests
// and benchmarks of the generator. Chance and choices are left out: every move counts as
// completed (casts succeed), no declaration interrupts, and the turn always passes.
import { DROP, MAX_MOVES, TAM_PLAIN, destOf, generate, srcOf, typeOf } from './generate.ts';
import { COLOR_OF, KIND_OF, TAM, handSlot, pieceCode, sideIndex } from './pieces.ts';
import { generationRules, handCounts } from './state.ts';
import type { CetkaikState } from './types.ts';

export function perft(state: CetkaikState, depth: number): number {
  if (state.over || state.waiting !== null) return depth === 0 ? 1 : 0;
  if (depth <= 0) return 1;
  const board = state.board.slice();
  const held = [handCounts(state.hands.A), handCounts(state.hands.IA)];
  const buffers = Array.from({ length: depth }, () => new Int32Array(MAX_MOVES));
  const { tamItselfIsHue } = generationRules(state);
  const online = state.options.ruleset === 'cerke_online';
  const tamMoved = state.tamMovedBy === null ? -1 : sideIndex(state.tamMovedBy);

  const walk = (side: number, tamMovedBy: number, left: number): number => {
    const out = buffers[left - 1];
    const rules = { tamItselfIsHue, tamMayMove: !(online && tamMovedBy === 1 - side), stepOnTam: true };
    const n = generate(board, side, held[side], rules, out);
    if (left === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i];
      const type = typeOf(m);
      const src = srcOf(m);
      const dest = destOf(m);
      if (type === DROP) {
        const slot = handSlot(COLOR_OF[src], KIND_OF[src]);
        held[side][slot]--;
        board[dest] = pieceCode(side, COLOR_OF[src], KIND_OF[src]);
        total += walk(1 - side, -1, left - 1);
        board[dest] = 0;
        held[side][slot]++;
      } else if (type >= TAM_PLAIN) {
        board[src] = 0;
        board[dest] = TAM;
        total += walk(1 - side, side, left - 1);
        board[dest] = 0;
        board[src] = TAM;
      } else {
        const piece = board[src];
        board[src] = 0;
        const taken = board[dest];
        board[dest] = piece;
        const slot = taken > 0 ? handSlot(COLOR_OF[taken], KIND_OF[taken]) : -1;
        if (slot >= 0) held[side][slot]++;
        total += walk(1 - side, -1, left - 1);
        if (slot >= 0) held[side][slot]--;
        board[dest] = taken;
        board[src] = piece;
      }
    }
    return total;
  };
  return walk(sideIndex(state.toMove), tamMoved, depth);
}
