// The free game's options as the new-game form draws them. The size has no default of its own:
// left empty it is the board's (9×9 with no board). The colours are a list of names typed as
// JSON (the form's "advanced" box), since they are the players' own words.
import type { JsonSchema } from '../contract.ts';
import { COLOR_NAME, MAX_COLORS, MAX_SIDE, MAX_STICKS } from './options.ts';

const side = (en: string, ja: string): JsonSchema => ({
  type: 'integer',
  title: en,
  label: { en, ja },
  description: `1 to ${MAX_SIDE}; empty: the board’s own (9 with no board).`,
  minimum: 1,
  maximum: MAX_SIDE,
});

export const freeOptionSchema: JsonSchema = {
  type: 'object',
  title: 'Free play options',
  additionalProperties: false,
  properties: {
    rows: side('Rows', '行数'),
    cols: side('Columns', '列数'),
    add: {
      type: 'boolean',
      title: 'New pieces',
      label: { en: 'New pieces may be put on empty cells', ja: '空いたマスに新しい駒を置ける' },
      default: false,
    },
    colors: {
      type: 'array',
      title: 'Colours',
      label: { en: 'Colours of the pieces', ja: '駒の色' },
      description: `Advanced, typed as JSON: two to ${MAX_COLORS} lowercase words, e.g. ["red", "black"]; needs new pieces. The top row starts in the first colour, the bottom row in the second. Empty: pieces have no colour.`,
      items: { type: 'string', pattern: COLOR_NAME.source },
      minItems: 2,
      maxItems: MAX_COLORS,
    },
    cast: {
      type: 'integer',
      title: 'Sticks cast after each move',
      label: { en: 'Sticks cast after each move (0: none)', ja: '毎手のあとに投げる棒の数（0: 投げない）' },
      minimum: 0,
      maximum: MAX_STICKS,
      default: 0,
    },
    limit: {
      type: 'integer',
      title: 'Moves before the end',
      label: { en: 'Moves before the game ends', ja: '終局までの手数' },
      description: 'Empty: the game never ends by itself.',
      minimum: 1,
    },
  },
};
