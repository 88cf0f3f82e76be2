// 行山's options as the new-game form shows them: how many play and what each starts with; the
// owner's deck and routes are big JSON values, left to the form's JSON box (the invented demo deck
// and routes are used without them).
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { START_COINS, START_RICE } from './options.ts';

export const gyozanOptionSchema: JsonSchema = {
  type: 'object',
  title: '行山 (a race to the 皇山)',
  properties: {
    players: {
      type: 'integer',
      title: 'Players',
      label: { en: 'Players', ja: 'プレイヤー数' },
      ...helpIn('P1 starts, then seat order; each player has one piece on its own route.', 'P1 から始めて席順に進みます。各プレイヤーは自分の道筋に駒を 1 つ持ちます。'),
      minimum: 2,
      maximum: 4,
      default: 2,
    },
    rice: {
      type: 'integer',
      title: 'Rice to start with',
      label: { en: 'Rice to start with', ja: '最初の米' },
      ...helpIn('Rice (1-point sticks) each player starts with (the book does not say: 10 is our reading).', '各プレイヤーが最初に持つ米（1 点の棒）。本には書かれていないので、10 は私たちの解釈です。'),
      minimum: 0,
      maximum: 10_000,
      default: START_RICE,
    },
    coins: {
      type: 'integer',
      title: 'Coins to start with',
      label: { en: 'Coins to start with', ja: '最初の銭' },
      ...helpIn('Coins (5-point sticks, 1 coin = 5 rice) each player starts with.', '各プレイヤーが最初に持つ銭（5 点の棒、1 銭 = 米 5）。'),
      minimum: 0,
      maximum: 10_000,
      default: START_COINS,
    },
    deck: {
      type: 'array',
      items: { type: 'string' },
      title: 'Deck',
      label: { en: 'Deck (JSON; empty for the demo deck)', ja: 'デッキ（JSON、空ならデモ用）' },
      ...helpIn(
        'The owner\'s deck as a JSON list of card names, 12 or more: colour and piece ("黒兵", "赤王"), "皇" or "無". ' +
        'Left empty, the invented demo deck of 51 cards (rules/gyozan/README.md).',
        '持ち主のデッキを、12 枚以上のカード名の JSON リストで：色と駒（"黒兵"、"赤王"）、"皇" または "無"。' +
        '空欄なら架空のデモ用デッキ 51 枚（rules/gyozan/README.md）。'
      ),
    },
    routes: {
      type: 'array',
      items: { type: 'array', items: { type: 'string' } },
      title: 'Routes',
      label: { en: 'Routes (JSON; empty for the demo routes)', ja: '道筋（JSON、空ならデモ用）' },
      ...helpIn(
        'One route per player as a JSON list of square names, from its start to ZO (the 皇山), e.g. ' +
        '[["KA","LA","NA","NE","NI","TI","TU","ZU","ZO"], …]; routes share no square but ZO. Left empty, the invented routes from the corners.',
        'プレイヤーごとに 1 本の道筋を、スタートから ZO（皇山）までのマス名の JSON リストで（例：' +
        '[["KA","LA","NA","NE","NI","TI","TU","ZU","ZO"], …]）。道筋どうしは ZO 以外のマスを共有しません。空欄なら四隅からの架空の道筋。'
      ),
    },
  },
  additionalProperties: false,
};
