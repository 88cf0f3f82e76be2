// Hasami Shogi's options as the new-game form draws them.
import type { JsonSchema } from '../contract.ts';
import { helpIn } from '../help.ts';
import { DEFAULT_TO_WIN, MAX_TO_WIN } from './options.ts';

export const hasamiOptionSchema: JsonSchema = {
  type: 'object',
  title: 'Hasami Shogi options',
  additionalProperties: false,
  properties: {
    toWin: {
      type: 'integer',
      title: 'Captures to win',
      label: { en: 'Captures to win', ja: '勝ちに必要な取り数' },
      ...helpIn('The first side to take this many pieces wins at once.', 'この数だけ相手の駒を先に取った方が、その時点で勝ちです。'),
      minimum: 1,
      maximum: MAX_TO_WIN,
      default: DEFAULT_TO_WIN,
    },
  },
};
