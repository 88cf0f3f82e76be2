// Teaching at the board: a plant lifted from a garden (its seed, whose garden, watered or not) or
// a fence post; plants and posts stay where they are put, so the words say so.
import { globalCell } from '../areas.ts';
import type { PieceWords } from '../contract.ts';
import { AREAS } from './board.ts';
import { SEATS, type GardenState } from './types.ts';
import { SEED_WORDS } from './words.ts';

export function pieceAt(state: GardenState, cell: number): PieceWords | null {
  // Found the way occupancy numbers them (board.ts), corner cells included.
  const found = SEATS.flatMap((seat, area) => {
    const garden = state.gardens[seat];
    const locals = [...garden.plants.keys(), ...garden.fences, ...(state.planting === null ? [] : [state.planting])];
    return locals.filter((local) => globalCell(AREAS, area, local) === cell).map((local) => ({ seat, local }));
  })[0];
  if (found === undefined) return null;
  const { seat } = found;
  const at = { cell: found.local };
  const garden = state.gardens[seat];
  const seed = garden.plants.get(at.cell);
  if (seed !== undefined) {
    const words = SEED_WORDS[seed];
    const watered = garden.watered.has(at.cell);
    return {
      name: { en: `${seat}'s ${words.en}${watered ? ' (watered)' : ''}`, ja: `${seat} の${words.ja}${watered ? '（水やり済み）' : ''}` },
      moves: { en: 'A plant stays where it grows: put it back. On your turn you may water it.', ja: '植物は植えた場所から動かしません。元に戻してください。自分の番に水をやれます。' },
    };
  }
  if (garden.fences.has(at.cell)) {
    return {
      name: { en: `a fence post in ${seat}'s garden`, ja: `${seat} の庭の柵の杭` },
      moves: { en: 'A fence post stays where four plants meet: put it back.', ja: '柵の杭は4つの植物が接する所から動かしません。元に戻してください。' },
    };
  }
  if (state.planting === at.cell && seat === state.toMove) {
    return {
      name: { en: `the seed ${seat} just planted`, ja: `${seat} が植えたばかりの種` },
      moves: { en: 'It stays here: say which seed it was.', ja: 'ここに置いたまま、どの種だったかを入力してください。' },
    };
  }
  return null;
}
