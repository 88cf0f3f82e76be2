// Garden in words, for a newcomer who reads no notation: who acts, what, and where, in English and
// Japanese. Every move is in the garden of the player to move, so the words name that player.
import { cellsAroundCorner } from '../cells.ts';
import type { Label, MoveWords } from '../contract.ts';
import { cellName, parseMove } from './notation.ts';
import { GRID } from './rules.ts';
import type { GardenMove, GardenState, Seat, Seed } from './types.ts';

export const SEED_WORDS: Record<Seed, Label> = {
  rose: { en: 'rose', ja: 'バラ' },
  tulip: { en: 'tulip', ja: 'チューリップ' },
  daisy: { en: 'daisy', ja: 'デイジー' },
};

export function describeGardenMove(state: GardenState, move: GardenMove): MoveWords {
  const who = state.toMove;
  switch (move.type) {
    case 'plant': {
      const at = cellName(move.cell);
      return { en: `${who} plants in ${at}`, ja: `${who} が ${at} に種を植える` };
    }
    case 'water': {
      const at = cellName(move.cell);
      const seed = state.gardens[who].plants.get(move.cell);
      // A watering is described before it is checked too: with nothing growing, the cell alone.
      if (seed === undefined) return { en: `${who} waters ${at}`, ja: `${who} が ${at} に水をやる` };
      return { en: `${who} waters the ${SEED_WORDS[seed].en} on ${at}`, ja: `${who} が ${at} の${SEED_WORDS[seed].ja}に水をやる` };
    }
    case 'fence': {
      // A corner has no name on the table: it is where four cells meet.
      const [a, b, c, d] = cellsAroundCorner(move.corner, GRID).map(cellName);
      return { en: `${who} puts a fence post where ${a}, ${b}, ${c} and ${d} meet`, ja: `${who} が ${a}・${b}・${c}・${d} の角に柵の杭を立てる` };
    }
    case 'pass':
      return { en: `${who} passes`, ja: `${who} がパスする` };
  }
}

/** An option of the board's "Which one?" (look-alike waterings or fence posts) is a move's notation. */
export function describeGardenChoice(state: GardenState, option: string): Label {
  const move = parseMove(option);
  if (!move.ok) return { en: option, ja: option };
  const { group: _group, ...words } = describeGardenMove(state, move.value);
  return words;
}

export function seedEntryWords(seat: Seat): Label {
  return { en: `${seat}: which seed did you draw?`, ja: `${seat}: 引いた種はどれ？` };
}
