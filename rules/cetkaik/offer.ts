// The moves the dashboard offers as buttons (README.md "Words on the dashboard"): a position has
// 200 to 350 legal moves, and the host shows 200 buttons at most. So the offer lists one route of
// each set that is the same to the players (same piece, same square, same casts and penalties:
// the board's own reading, footprint.ts), the likeliest first — captures, plain moves, stepping
// and Tam2 moves, moves back to their own square last — and drops as one form (which piece, which
// square) instead of a button per piece and empty square.
import { squareName } from './board.ts';
import type { MoveForm, MoveOffer } from '../contract.ts';
import { costOf } from './footprint.ts';
import { pieceName } from './hands.ts';
import { legalMoves } from './moves.ts';
import { formatMove } from './notation.ts';
import { KIND_GLYPHS, SIDE_OF, colorIndex, kindIndex, sideIndex } from './pieces.ts';
import type { CetkaikMove, CetkaikState } from './types.ts';

const KIND_EN = ['boat', 'soldier', 'archer', 'chariot', 'tiger', 'horse', 'scribe', 'shaman', 'general', 'king'];
const COLOR_EN = ['red', 'black'];

/** 0 captures, 1 plain moves, 2 stepping and Tam2 moves, 3 moves back to their own square. */
function rank(state: CetkaikState, move: CetkaikMove): number {
  if (move.type === 'drop') return 2;
  if (move.dest === move.src) return 3;
  if (move.type === 'tam2') return 2;
  const target = state.board[move.dest];
  if (target !== 0 && SIDE_OF[target] !== sideIndex(state.toMove)) return 0;
  return move.via === null ? 1 : 2;
}

/** Moves with the same key are the same to the players: one of them is offered. */
function sameToPlayers(state: CetkaikState, move: CetkaikMove): string {
  if (move.type === 'drop') return formatMove(move, state.board);
  const cost = costOf(state, move);
  return `${move.type} ${move.src} ${move.dest} ${cost.stepping} ${cost.water} ${cost.penalty}`;
}

const viaOf = (move: CetkaikMove) => (move.type === 'drop' || move.via === null ? -1 : move.via);
const srcOf = (move: CetkaikMove) => (move.type === 'drop' ? -1 : move.src);

/** The form for a drop: a piece held (by colour and kind) and an empty square. */
function dropForm(state: CetkaikState, drops: Extract<CetkaikMove, { type: 'drop' }>[]): MoveForm {
  const pieces = new Map<string, { color: number; kind: number }>();
  const squares = new Set<number>();
  for (const drop of drops) {
    pieces.set(pieceName(drop), { color: colorIndex(drop.color), kind: kindIndex(drop.kind) });
    squares.add(drop.dest);
  }
  return {
    label: { en: `${state.toMove}-side: drop a piece from hand`, ja: `${state.toMove}側: 手駒を打つ` },
    move: '{piece}{square}',
    schema: {
      type: 'object',
      required: ['piece', 'square'],
      properties: {
        piece: {
          type: 'string',
          label: { en: 'Piece from hand', ja: '手駒' },
          oneOf: [...pieces].map(([name, p]) => {
            const en = `${COLOR_EN[p.color]} ${KIND_GLYPHS[p.kind]} (${KIND_EN[p.kind]})`;
            return { const: name, title: en, label: { en, ja: name } };
          }),
        },
        square: {
          type: 'string',
          label: { en: 'On the empty square', ja: '打つ空きマス' },
          enum: [...squares].sort((a, b) => a - b).map(squareName),
        },
      },
    },
  };
}

export function offer(state: CetkaikState): MoveOffer<CetkaikMove> {
  // 古机戦 has a few dozen moves: every one is offered.
  if (state.options.ruleset === 'old' || state.over || state.waiting !== null) return {};
  const legal = legalMoves(state);
  const drops = legal.filter((m): m is Extract<CetkaikMove, { type: 'drop' }> => m.type === 'drop');
  const board = legal.filter((m) => m.type !== 'drop');
  // With nothing else to play, the drops are buttons too: a complete move is always offered.
  const buttons = board.length > 0 ? board : drops;
  const order = [...buttons].sort((a, b) =>
    rank(state, a) - rank(state, b) || srcOf(a) - srcOf(b) || a.dest - b.dest || viaOf(a) - viaOf(b));
  const seen = new Set<string>();
  const moves = order.filter((move) => {
    const key = sameToPlayers(state, move);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return drops.length > 0 ? { moves, forms: [dropForm(state, drops)] } : { moves };
}

