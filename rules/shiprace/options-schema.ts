// The ship race's options as the new-game form shows them: how many play, and (for another board
// or another shape) the track as cell names, a big JSON value left to the form's JSON box.
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { MAX_PLAYERS } from './track.ts';

export const shipraceOptionSchema: JsonSchema = {
  type: 'object',
  title: '連船之遊 (the ship race)',
  properties: {
    players: {
      type: 'integer',
      title: 'Players',
      label: { en: 'Players', ja: 'プレイヤー数' },
      ...helpIn('P1 starts, then seat order; each player sails three ships.', 'P1 から始めて席順に進みます。各プレイヤーは船を 3 隻走らせます。'),
      minimum: 2,
      maximum: MAX_PLAYERS,
      default: 2,
    },
    track: {
      type: 'object',
      title: 'Track',
      label: { en: 'Track (JSON; empty for the default)', ja: 'コース（JSON、空なら標準）' },
      ...helpIn(
        'Another layout of the track, as cell names: {"start": [a berth per ship…], "points": [[cells of point 1], … 19 points], ' +
        '"goal": [a berth per ship…]}. Left empty, the default track fills a 9×9 board (rules/shiprace/README.md).',
        'コースの別の配置をマス名で：{"start": [船ごとの泊地…], "points": [[ポイント 1 のマス], … 19 ポイント], ' +
        '"goal": [船ごとの泊地…]}。空欄なら標準のコースが 9×9 の盤を埋めます（rules/shiprace/README.md）。'
      ),
    },
  },
  additionalProperties: false,
};
