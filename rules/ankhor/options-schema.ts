// Ankh'or's options as a JSON Schema, for the new-game form: every key parseAnkhorOptions takes,
// with its default and limits, labelled in English and Japanese. The tile set and a price board
// laid out by hand are big JSON values: typed object / array with a description, for the
// advanced JSON box.
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { DEFAULT_GRID, MAX_SIDE } from './options.ts';
import { colourChoices } from './schema-choices.ts';

const side = (en: string, ja: string, fallback: number): JsonSchema => ({
  type: 'integer',
  title: en,
  label: { en, ja },
  minimum: 2,
  maximum: MAX_SIDE,
  default: fallback,
});

export const ANKHOR_OPTION_SCHEMA: JsonSchema = {
  type: 'object',
  title: "Ankh'or options",
  properties: {
    players: { type: 'integer', title: 'Players', label: { en: 'Players', ja: 'プレイ人数' }, minimum: 2, maximum: 4, default: 2 },
    grid: {
      type: 'object',
      title: 'Tableau size',
      label: { en: 'Each tableau (rows × columns)', ja: '各プレイヤーの配置エリア（行×列）' },
      ...helpIn('The region of the board each player builds in.', '盤の上で各プレイヤーが配置する範囲です。'),
      properties: { rows: side('Rows', '行', DEFAULT_GRID.rows), cols: side('Columns', '列', DEFAULT_GRID.cols) },
      required: ['rows', 'cols'],
      default: { rows: DEFAULT_GRID.rows, cols: DEFAULT_GRID.cols },
    },
    corners: {
      type: 'boolean',
      title: 'Corner sensors',
      label: { en: 'The board senses grid corners (upper tiles seen)', ja: '盤が格子の角を検知する（上段タイルが見える）' },
      ...helpIn('Left unticked: whether the board senses corners.', 'チェックなし：盤が角を検知できるかどうかに従います。'),
      default: false,
    },
    deal: {
      type: 'string',
      title: 'Tiles turned up',
      label: { en: 'Tiles turned up', ja: 'めくるタイル' },
      oneOf: [
        { const: 'virtual', title: 'Dealt by the game', label: { en: 'Dealt by the game (shuffled piles)', ja: 'ゲームが配る（山をシャッフル）' } },
        { const: 'entered', title: 'Entered from real piles', label: { en: 'Entered by the players from real piles', ja: '実物の山から入力する' } },
      ],
      default: 'virtual',
    },
    firstPlayer: {
      type: 'integer',
      title: 'Start player',
      label: { en: 'Start player (seat; empty: drawn)', ja: 'スタートプレイヤー（席番号、空欄なら抽選）' },
      ...helpIn('1 to the number of players; left empty, drawn at random.', '1〜プレイヤー数。空欄なら抽選で決めます。'),
      minimum: 1,
      maximum: 4,
      default: null,
    },
    set: {
      type: 'object',
      title: 'Tile set',
      label: { en: 'Tile set (JSON)', ja: 'タイルセット（JSON）' },
      ...helpIn(
        'Advanced, as JSON: the printed tile set {name, invented, zones: [6 hole counts], markers: {colour: n}, bonus: [values], tiles: [{id, color, animal, vp, kind}]}. Left out: the INVENTED demo set.',
        '上級、JSON で：印刷版のタイルセット {name, invented, zones: [6 つの穴の数], markers: {colour: n}, bonus: [values], tiles: [{id, color, animal, vp, kind}]}。省略：INVENTED（架空）のデモ用セット。'
      ),
    },
    prices: {
      type: 'array',
      title: 'Price board',
      label: { en: 'Price markers as laid out (JSON)', ja: '価格マーカーの配置（JSON）' },
      ...helpIn('Advanced, as JSON: six lists of marker colours, left to right, e.g. [["red","blue"], …]. Left out: dealt at setup (or entered, when tiles are entered).', '上級、JSON で：マーカーの色のリストを左から順に 6 つ（例：[["red","blue"], …]）。省略：セットアップで配ります（タイルを入力する場合は入力）。'),
      items: { type: 'array', items: { type: 'string', oneOf: colourChoices() } },
      minItems: 6,
      maxItems: 6,
    },
  },
};
