// The options as a JSON Schema for the new-game form (see options.ts for what each one means).
// `players` and `siteSeed` have no default on purpose: the form sends every field it shows, and a
// pre-filled 1 player would be refused in one-to-one (2 players); an empty field lets each mode
// take its own count, and an empty seed a site from the game's seed. The mission order, the
// token supply and a site of your own are typed as JSON (the form's text boxes, or "Advanced").
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { LETTERS } from './pentominoes.ts';
import { DEFAULT_SUPPLY } from './tokens.ts';

export const scarabyaOptionSchema: JsonSchema = {
  type: 'object',
  title: 'Scarabya options',
  properties: {
    mode: {
      type: 'string',
      title: 'Mode',
      label: { en: 'Mode', ja: 'モード' },
      default: 'standard',
      oneOf: [
        { const: 'solo', title: 'Solo', label: { en: 'Solo: cover every scarab', ja: 'ソロ: すべてのスカラベを覆う' } },
        { const: 'one-to-one', title: 'One-to-one', label: { en: 'One-to-one: 2 players, one shared site', ja: '1対1: 2 人で 1 つの発掘現場' } },
        { const: 'standard', title: 'Standard', label: { en: 'Standard: 1–4 players, a site each', ja: 'スタンダード: 1–4 人、各自の発掘現場' } },
      ],
    },
    players: {
      type: 'integer',
      title: 'Players',
      label: { en: 'Players (standard mode)', ja: 'プレイヤー数（スタンダード）' },
      minimum: 1,
      maximum: 4,
      ...helpIn('Standard mode: 1 to 4 (empty: 1). One-to-one is always 2 players, solo 1.', 'スタンダード：1〜4 人（空欄：1 人）。1対1 は常に 2 人、ソロは 1 人です。'),
    },
    siteSeed: {
      type: 'integer',
      title: 'Site seed',
      label: { en: 'Site seed', ja: '発掘現場のシード' },
      ...helpIn('The same number gives the same invented site (empty: drawn from the game’s seed). Not with a site of your own.', '同じ数なら同じ架空の発掘現場になります（空欄：ゲームのシードから決まります）。自分の発掘現場とは併用できません。'),
    },
    allowFlip: {
      type: 'boolean',
      title: 'Tiles may be turned over',
      label: { en: 'Tiles may be turned over', ja: 'タイルを裏返してよい' },
      default: true,
    },
    firstPlayer: {
      type: 'integer',
      title: 'First player',
      label: { en: 'First player (one-to-one)', ja: '先手（1対1）' },
      minimum: 1,
      maximum: 2,
      default: 1,
      ...helpIn('One-to-one only: who places the first mission, P1 or P2.', '1対1 のみ：最初のミッションを置くのは P1 か P2 か。'),
    },
    missions: {
      type: 'array',
      title: 'Mission order',
      label: { en: 'Mission order (advanced)', ja: 'ミッションの順（上級）' },
      items: { type: 'string', pattern: `^[${LETTERS.join('')}]$` },
      minItems: 1,
      maxItems: LETTERS.length,
      uniqueItems: true,
      ...helpIn(`Advanced, as JSON: 1 to ${LETTERS.length} distinct pentomino letters in the order they are turned over, e.g. ["L","X","I"]. Empty: all ${LETTERS.length}, shuffled.`, `上級、JSON で：めくる順に、異なるペントミノの文字を 1〜${LETTERS.length} 個（例：["L","X","I"]）。空欄：${LETTERS.length} 個すべてをシャッフル。`),
    },
    tokens: {
      title: 'Scarab tokens',
      label: { en: 'Scarab tokens per value (advanced)', ja: '価値ごとのスカラベトークン（上級）' },
      anyOf: [
        { type: 'integer', minimum: 0, maximum: 1000 },
        { type: 'array', items: { type: 'integer', minimum: 0, maximum: 1000 }, minItems: 4, maxItems: 4 },
      ],
      default: DEFAULT_SUPPLY,
      ...helpIn('Advanced, as JSON: tokens in the supply of each value 1, 2, 3, 4: one count for all, or a list of 4 counts.', '上級、JSON で：価値 1・2・3・4 それぞれの、ストックのトークン数。全部に同じ数を 1 つ、または 4 つの数のリスト。'),
    },
    site: {
      type: 'object',
      title: 'Site of your own',
      label: { en: 'Site of your own (advanced)', ja: '自分の発掘現場（上級）' },
      ...helpIn(
        'Advanced, as JSON: {"rocks": [...], "scarabs": [...]} in site cells A1–J10, or {"quarters": [{slot, rotation, quarter: {name, rocks, scarabs}} ×4]}. Empty: an invented site. Not with a site seed.',
        '上級、JSON で：発掘現場のマス A1–J10 で {"rocks": [...], "scarabs": [...]}、または {"quarters": [{slot, rotation, quarter: {name, rocks, scarabs}} ×4]}。空欄：架空の発掘現場。発掘現場のシードとは併用できません。'
      ),
    },
  },
};
