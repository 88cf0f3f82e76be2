// The Cetkaik options as a JSON Schema object, for the dashboard's new-game form: every option
// parseOptions (options.ts) takes, with its default, its named values and labels in both languages.
// `firstMovers`, an ordered list, is typed as JSON in the form (the "advanced" box); `bot` is an
// object whose side is the switch: no side named, no computer opponent.
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';

const named = (value: string | number, en: string, ja: string) => ({ const: value, title: en, label: { en, ja } });

export const optionSchema: JsonSchema = {
  type: 'object',
  title: 'Cetkaik 机戦',
  properties: {
    ruleset: {
      type: 'string',
      default: 'y1huap1',
      label: { en: 'Ruleset', ja: 'ルール' },
      oneOf: [
        named('y1huap1', 'Official one-page rule (y1 huap1)', '官定ルール（y1 huap1）'),
        named('cerke_online', 'As played online (cerke_online)', 'オンライン版（cerke_online）'),
        named('kyouiku', 'School hands of the book (教育机戦)', '教育机戦（本の役）'),
        named('old', 'Old Cetkaik 古机戦 (a reconstruction; no bot)', '古机戦（復元、コンピューターなし）'),
      ],
    },
    seasons: {
      type: 'integer',
      default: 4,
      label: { en: 'Seasons', ja: '季の数' },
      oneOf: [
        named(1, '1 season (春)', '1季（春）'),
        named(2, '2 seasons (春 夏)', '2季（春夏）'),
        named(4, '4 seasons (春 夏 秋 冬)', '4季（春夏秋冬）'),
      ],
    },
    firstMovers: {
      type: ['array', 'null'],
      items: { type: 'string', enum: ['A', 'IA'] },
      maxItems: 4,
      default: null,
      label: { en: 'First mover of each season (advanced)', ja: '各季の先手（上級者向け）' },
      ...helpIn('Advanced, typed as JSON: a list of "A" and "IA", one per season in order, e.g. ["A", "IA"]; seasons not listed cast the sticks for it. Empty: every season casts.', '上級者向け、JSON で入力：季の順に "A" か "IA" を 1 季に 1 つ並べたリスト（例：["A", "IA"]）。書かれていない季は棒を投げて決めます。空欄：すべての季で投げます。'),
    },
    bot: {
      type: 'object',
      default: {},
      label: { en: 'Computer opponent', ja: 'コンピューター対戦相手' },
      ...helpIn('Pick the side the computer plays to seat it (level normal unless chosen); no side: people play both sides. Not with 古机戦.', 'コンピューターが指す側を選ぶと席に着きます（レベルは選ばなければ normal）。側を選ばなければ両側とも人が指します。古机戦では使えません。'),
      properties: {
        side: {
          type: 'string',
          label: { en: 'It plays', ja: '担当する側' },
          oneOf: [named('A', 'A-side (starts on rows A E I)', 'A側（A・E・I段から）'), named('IA', 'IA-side (starts on rows AI AU IA)', 'IA側（AI・AU・IA段から）')],
        },
        level: {
          type: 'string',
          label: { en: 'Level', ja: '強さ' },
          oneOf: [
            named('easy', 'Easy', 'やさしい'),
            named('normal', 'Normal', 'ふつう'),
            named('strong', 'Strong', '強い'),
            named('greedy', 'Greedy (takes what it can at once)', '貪欲（すぐ取れるものを取る）'),
            named('random', 'Random', 'でたらめ'),
          ],
        },
      },
    },
  },
};
