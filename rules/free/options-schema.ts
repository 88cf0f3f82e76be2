// The free game's options as the new-game form draws them. The size has no default of its own:
// left empty it is the board's (9×9 with no board). The colours are a list of names typed as
// JSON (the form's "advanced" box), since they are the players' own words.
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { COLOR_NAME, MAX_COLORS, MAX_SIDE, MAX_STICKS } from './options.ts';

const side = (en: string, ja: string): JsonSchema => ({
  type: 'integer',
  title: en,
  label: { en, ja },
  ...helpIn(`1 to ${MAX_SIDE}; empty: the board’s own (9 with no board).`, `1〜${MAX_SIDE}。空欄：盤の大きさ（盤がなければ 9）。`),
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
      ...helpIn(`Advanced, typed as JSON: two to ${MAX_COLORS} lowercase words, e.g. ["red", "black"]; needs new pieces. The top row starts in the first colour, the bottom row in the second. Empty: pieces have no colour.`, `上級者向け、JSON で入力：小文字の英単語を 2〜${MAX_COLORS} 個（例：["red", "black"]）。「新しい駒」が必要です。上の列は 1 つ目の色、下の列は 2 つ目の色で始まります。空欄：駒に色はありません。`),
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
      ...helpIn('Empty: the game never ends by itself.', '空欄：自然には終局しません。'),
      minimum: 1,
    },
  },
};
