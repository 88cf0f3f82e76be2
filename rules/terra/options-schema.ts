// The options as the new-game form shows them (a JSON Schema drawn as fields): the version, the
// players, a cooperative mission, the variants and how tiles are drawn. `data` (the owner's printed
// board and tiles, a big JSON value) is typed `object`: the form's advanced JSON box covers it.
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';

export const optionSchema: JsonSchema = {
  type: 'object',
  title: 'Terra Pyramides',
  properties: {
    version: {
      type: 'integer', title: 'Version', label: { en: 'Version', ja: 'ルール' }, default: 1,
      oneOf: [
        { const: 1, title: 'Base game', label: { en: 'Base game', ja: '基本ゲーム' } },
        { const: 2, title: 'Envelope 1: Horus and burial goods', label: { en: 'Envelope 1: Horus and burial goods', ja: '封筒 1：ホルスと副葬品' } },
        { const: 3, title: 'Envelope 2: Nile and oases', label: { en: 'Envelope 2: Nile and oases', ja: '封筒 2：ナイルとオアシス' } },
      ],
    },
    players: {
      type: 'integer', title: 'Players', label: { en: 'Players', ja: 'プレイ人数' }, default: 2, minimum: 1, maximum: 4,
      ...helpIn('2 to 4; 1 only in a cooperative mission', '2〜4 人。1 人は協力ミッションのみ'),
    },
    mission: {
      title: 'Cooperative mission', label: { en: 'Cooperative mission', ja: '協力ミッション' }, default: null,
      ...helpIn('All players build together as one team (base game only)', '全員が 1 つのチームとして一緒に建てます（基本ゲームのみ）'),
      oneOf: [
        { const: null, title: 'None: play against each other', label: { en: 'None: play against each other', ja: 'なし（対戦）' } },
        { const: 1, title: 'Mission 1: four pyramids of level 5', label: { en: 'Mission 1: four pyramids of level 5', ja: 'ミッション 1：5 段のピラミッドを 4 つ' } },
        { const: 2, title: 'Mission 2: more than 275 points', label: { en: 'Mission 2: more than 275 points', ja: 'ミッション 2：276 点以上' } },
        { const: 3, title: 'Mission 3: six level-4 pyramids of six colours', label: { en: 'Mission 3: six level-4 pyramids of six colours', ja: 'ミッション 3：6 色の 4 段ピラミッドを 6 つ' } },
      ],
    },
    symbols: {
      type: 'boolean', title: 'Symbol variant', label: { en: 'Symbol variant (tiles go on sphinx or scarab squares)', ja: 'シンボルのバリエーション（スフィンクス・スカラベのマスに置く）' }, default: false,
    },
    faceUp: {
      type: 'boolean', title: 'Face-up variant', label: { en: 'Face-up variant (stacks 1–4 show their top tile)', ja: '表向きのバリエーション（山 1〜4 の一番上を表に）' }, default: false,
    },
    draws: {
      type: 'string', title: 'Tiles drawn', label: { en: 'Tiles drawn', ja: 'タイルの引き方' }, default: 'dealt',
      oneOf: [
        { const: 'dealt', title: 'Dealt by the host (a virtual shuffle)', label: { en: 'Dealt by the host (a virtual shuffle)', ja: 'ホストが配る（仮想のシャッフル）' } },
        { const: 'entered', title: 'Entered: we turn up the real tiles and say which', label: { en: 'Entered: we turn up the real tiles and say which', ja: '入力する（実物のタイルをめくって入力）' } },
      ],
    },
    data: {
      type: 'object', title: 'Printed data', label: { en: 'Printed layout and tiles (advanced, JSON)', ja: '印刷版の盤とタイル（上級者向け、JSON）' },
      ...helpIn('The owner’s printed board sides, stair tiles and foundation values, as JSON in the shape of rules/terra/data/demo.json (see rules/terra/README.md). Left out: the invented demo data.', '持ち主の印刷版の盤面、階段タイル、基礎の値を、rules/terra/data/demo.json の形の JSON で（rules/terra/README.md 参照）。省略：架空のデモデータ。'),
    },
  },
};
