// The placements offered as buttons. A site has up to about 120 legal placements of a mission
// (94 at most for the first tile, which must cover a centre cell), so one or two players see
// every one. In standard mode with 3–4 players on no board, all their sites together can reach
// about 480: more than the 200 buttons the host lists. Then each player gets a fair share of
// buttons (the placements that cover a scarab or close an area first) and a form that picks any
// of their placements from a list in words. Buttons come in reading order of the tile's top-left
// square, so the groups (see words.ts) run across the site row by row.
import type { JsonSchema, MoveForm, MoveOffer } from '../contract.ts';
import { placeTile } from './board.ts';
import { cellName, maskIntersects } from './mask.ts';
import { scarabyaLegalMoves } from './play.ts';
import { placementAt } from './placements.ts';
import { placerOf, playerName, seatCountOf } from './state.ts';
import type { ScarabyaMove, ScarabyaState } from './types.ts';
import { capital, placementWords, tileName } from './words.ts';

/** The host's limit on buttons (host/games/actions.ts MAX_ACTION_MOVES). */
export const MOST_BUTTONS = 200;

const firstCell = (move: ScarabyaMove) => Math.min(...move.cells);

/** By seat, then by the tile's top-left square; alike moves keep their order (a stable sort). */
function inReadingOrder(moves: ScarabyaMove[]): ScarabyaMove[] {
  return moves.slice().sort((a, b) => a.seat - b.seat || firstCell(a) - firstCell(b));
}

/** Whether a legal placement does something: covers a scarab or closes an area. */
function doesSomething(state: ScarabyaState, move: ScarabyaMove): boolean {
  const board = state.boards[move.seat];
  const placement = placementAt(move.cells);
  if (placement === undefined) return false;
  if (maskIntersects(placement.mask, board.site.scarabMask)) return true;
  return placeTile(board, placement, placerOf(state, move.seat), false).created.length > 0;
}

/** A seat's placements to pick from a list: the move's notation with `{at}` for the cells. */
function placementForm(state: ScarabyaState, seat: number, moves: ScarabyaMove[]): MoveForm {
  const letter = moves[0].letter;
  const tile = tileName(letter);
  const player = playerName(seat);
  const choices = moves.map((move) => {
    const words = placementWords(state, move);
    const en = capital(words.en);
    const ja = words.ja;
    return { const: move.cells.map(cellName).join(','), title: en, label: { en, ja } };
  });
  const schema: JsonSchema = {
    type: 'object',
    title: `Where ${player} places ${tile.en}`,
    properties: {
      at: { type: 'string', title: 'Where', label: { en: 'Where', ja: '置く場所' }, oneOf: choices, default: choices[0].const },
    },
    required: ['at'],
  };
  const prefix = seatCountOf(state.options) > 1 ? `${seat + 1} ` : '';
  return {
    label: { en: `${player}: ${tile.en} anywhere (every placement)`, ja: `${player}: ${tile.ja}をどこにでも（全ての置き方）` },
    schema,
    move: `${prefix}${letter}:{at}`,
  };
}

export function scarabyaOffer(state: ScarabyaState): MoveOffer<ScarabyaMove> {
  const moves = scarabyaLegalMoves(state);
  if (moves.length <= MOST_BUTTONS) return { moves: inReadingOrder(moves) };
  const bySeat = new Map<number, ScarabyaMove[]>();
  for (const move of moves) bySeat.set(move.seat, [...(bySeat.get(move.seat) ?? []), move]);
  // The seats with fewest placements first, so what they leave over goes to the others.
  const seats = [...bySeat.keys()].sort((a, b) => bySeat.get(a)!.length - bySeat.get(b)!.length || a - b);
  let room = MOST_BUTTONS;
  const offered: ScarabyaMove[] = [];
  const forms: MoveForm[] = [];
  seats.forEach((seat, i) => {
    const own = bySeat.get(seat)!;
    const share = Math.floor(room / (seats.length - i));
    if (own.length <= share) {
      offered.push(...own);
      room -= own.length;
      return;
    }
    const useful = own.filter((move) => doesSomething(state, move));
    const rest = own.filter((move) => !useful.includes(move));
    offered.push(...[...useful, ...rest].slice(0, share));
    room -= share;
    forms.push(placementForm(state, seat, inReadingOrder(own)));
  });
  forms.sort((a, b) => a.move.localeCompare(b.move));
  return { moves: inReadingOrder(offered), forms };
}
