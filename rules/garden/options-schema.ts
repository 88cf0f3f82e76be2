// Garden's options as the new-game form draws them. The corner layer is not an option: the host
// passes the board's geometry, and fence posts are then seen by the board.
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { DEFAULT_SUPPLY, MAX_SUPPLY } from './position.ts';

export const gardenOptionSchema: JsonSchema = {
  type: 'object',
  title: 'Garden options',
  additionalProperties: false,
  properties: {
    supply: {
      type: 'integer',
      title: 'Seeds of each kind',
      label: { en: 'Seeds of each kind in the supply', ja: '各種類の種の数（共通の袋）' },
      ...helpIn('Roses, tulips and daisies alike; a planting draws one from the bag.', 'バラ・チューリップ・デイジー共通です。植えるたびに袋から 1 つ引きます。'),
      minimum: 1,
      maximum: MAX_SUPPLY,
      default: DEFAULT_SUPPLY,
    },
  },
};
