// Teaching at the board: a ship lifted from the track, named as the table sees it (its owner and
// mark), where it stands and what it carries, and what a ship may do once the sticks are cast
// (README "What the book gives" and its readings).
import type { PieceWords } from '../contract.ts';
import type { ShipraceState } from './types.ts';
import { GOAL } from './types.ts';
import { placeWords, shipWords } from './words.ts';

export function pieceAt(state: ShipraceState, cell: number): PieceWords | null {
  const ship = state.ships.find((s) => s.cell === cell);
  if (ship === undefined) return null;
  const it = shipWords(ship);
  const place = placeWords(ship.at);
  const name = { en: `${it.en}, at ${place.en}, carrying ${ship.cargo}`, ja: `${it.ja}（${place.ja}、積荷 ${ship.cargo}）` };
  if (ship.at === GOAL) {
    return {
      name,
      moves: {
        en: 'A ship at the goal stays there until an unload (荷下ろし) takes it back to the start.',
        ja: 'ゴールの船は、荷下ろしでスタートに戻るまでそこに留まる。',
      },
    };
  }
  return {
    name,
    moves: {
      en: 'After the cast it sails exactly the heads, paying that many from its own cargo (a ship that would pass the goal stops there); or instead unload (back to the start with its cargo), be supplied, or raid a ship on its point.',
      ja: '棒を投げたら、出た表の数だけ進み、その数を自分の積荷から払う（ゴールを越える分はゴールで止まる）。荷下ろし・補給・同じ地点の船への略奪もできる。',
    },
  };
}
