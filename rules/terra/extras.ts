// The extra actions, any number, any time in one's turn (before placing, while moving workers,
// before drawing): blocks to white, building a level, and what gold buys.
import { coinsReached, addBlock, ownerOf } from './holdings.ts';
import { STACKS, CARDS, MAX_WORKERS_ON, WHITE, type Card, type Holdings, type Structure, type TerraMove, type TerraState } from './types.ts';

export const workersOn = (st: Structure): number => Object.values(st.workers).reduce((n, k) => n + k, 0);

/** The highest level a pyramid may reach: 5; mission 3 stops at 4 (35 points). */
const topLevel = (state: TerraState): number => (state.options.mission === 3 ? 4 : 5);

/**
 * Where one more worker of `owner` may stand: a foundation no one else holds, or a pyramid the
 * owner holds; never more than three; a finished mission-3 pyramid takes none.
 */
export function canReceive(state: TerraState, owner: string, square: number): boolean {
  const st = state.structures[square];
  if (st === null) return false;
  if (Object.entries(st.workers).some(([o, n]) => o !== owner && n > 0)) return false;
  if (workersOn(st) >= MAX_WORKERS_ON) return false;
  if (st.level >= topLevel(state) && state.options.mission === 3) return false;
  return st.level === 0 || (st.workers[owner] ?? 0) > 0;
}

/** Blocks that pay for `n` of a colour: the colour's own first, white for the rest. */
function payment(h: Holdings, color: string, n: number): { own: number; white: number } | null {
  const own = Math.min(h.blocks[color] ?? 0, n);
  const white = n - own;
  return white <= (h.blocks[WHITE] ?? 0) ? { own, white } : null;
}

export function extraMoves(state: TerraState): TerraMove[] {
  const owner = ownerOf(state, state.toMove);
  const h = state.holdings[owner];
  const { version } = state.options;
  const moves: TerraMove[] = [];
  const colours = state.options.data.colours;
  // Any two blocks, white ones too (two whites into one only to keep under the limit).
  const any = [...colours, WHITE];
  for (const [i, a] of any.entries()) {
    for (const b of any.slice(i)) {
      if ((h.blocks[a] ?? 0) >= (a === b ? 2 : 1) && (h.blocks[b] ?? 0) >= 1) moves.push({ type: 'convert', a, b });
    }
  }
  state.structures.forEach((st, square) => {
    if (st === null) return;
    if ((st.workers[owner] ?? 0) >= MAX_WORKERS_ON && st.level < topLevel(state) && (st.level < 4 || h.tops > 0)) {
      for (const color of st.level === 0 ? colours : [st.color!]) {
        if (payment(h, color, st.level + 1) !== null) moves.push({ type: 'build', square, color });
      }
    }
    if (h.gold >= 3 && canReceive(state, owner, square)) moves.push({ type: 'buy-worker', square });
    if ((st.workers[owner] ?? 0) > 0) moves.push({ type: 'recall', square });
  });
  if (h.gold >= 3) moves.push({ type: 'buy-block' });
  if (version >= 2 && h.gold >= 1) moves.push({ type: 'burial' });
  if (version >= 3 && h.gold >= 2 && h.boat.space < state.layout.boat.length) moves.push({ type: 'boat' });
  if (version >= 3 && h.horus >= 5 && h.gold >= coinsReached(state, h.horus)) {
    const held = new Set(Object.values(state.holdings).flatMap((o) => o.cards));
    for (const card of CARDS) if (!held.has(card)) moves.push({ type: 'card', card });
  }
  if (h.gold >= 1) for (let stack = 0; stack < STACKS; stack++) if (state.stacks[stack].length >= 2) moves.push({ type: 'reorder', stack });
  return moves;
}

/** Plays an extra action already found legal, on a draft state. */
export function applyExtra(state: TerraState, move: TerraMove): string {
  const seat = state.toMove;
  const owner = ownerOf(state, seat);
  const h = state.holdings[owner];
  switch (move.type) {
    case 'convert':
      addBlock(h, move.a, -1);
      addBlock(h, move.b, -1);
      addBlock(h, WHITE);
      return `${seat} turned a ${move.a} and a ${move.b} block into a white one`;
    case 'build': {
      const st = state.structures[move.square]!;
      const level = st.level + 1;
      const paid = payment(h, move.color, level)!;
      if (paid.own > 0) addBlock(h, move.color, -paid.own);
      if (paid.white > 0) addBlock(h, WHITE, -paid.white);
      // One worker stays to show whose pyramid it is; a finished mission-3 pyramid keeps none.
      const stays = state.options.mission === 3 && level === 4 ? 0 : 1;
      h.workers += (st.workers[owner] ?? 0) - stays;
      if (level === 5) h.tops -= 1;
      state.structures[move.square] = { ...st, level, color: move.color, workers: stays > 0 ? { [owner]: stays } : {} };
      return `${seat} built level ${level} (${move.color}) paying ${level} block${level > 1 ? 's' : ''}${paid.white > 0 ? ` (${paid.white} white)` : ''}`;
    }
    case 'buy-worker': {
      h.gold -= 3;
      const st = state.structures[move.square]!;
      state.structures[move.square] = { ...st, workers: { ...st.workers, [owner]: (st.workers[owner] ?? 0) + 1 } };
      return `${seat} bought a worker for 3 gold`;
    }
    case 'buy-block':
      h.gold -= 3;
      addBlock(h, WHITE);
      return `${seat} bought a white block for 3 gold`;
    case 'recall': {
      const st = state.structures[move.square]!;
      const left = (st.workers[owner] ?? 0) - 1;
      const workers = { ...st.workers };
      if (left > 0) workers[owner] = left;
      else delete workers[owner];
      state.structures[move.square] = { ...st, workers };
      h.workers += 1;
      return `${seat} took a worker back`;
    }
    case 'burial':
      h.gold -= 1;
      h.burial += 1;
      return `${seat} bought a burial good for 1 gold`;
    case 'boat': {
      h.gold -= 2;
      state.arrivals += 1;
      h.boat = { space: h.boat.space + 1, arrival: state.arrivals };
      return `${seat} moved the boat for 2 gold`;
    }
    case 'card': {
      const price = coinsReached(state, h.horus);
      h.gold -= price;
      h.cards = [...h.cards, move.card as Card];
      return `${seat} bought the ${move.card} strategy card for ${price} gold`;
    }
    case 'reorder':
      h.gold -= 1;
      return `${seat} paid 1 gold to look through stack ${move.stack + 1}`;
    default:
      throw new Error(`not an extra action: ${move.type}`);
  }
}

export const isExtra = (move: TerraMove): boolean =>
  ['convert', 'build', 'buy-worker', 'buy-block', 'recall', 'burial', 'boat', 'card', 'reorder'].includes(move.type);
