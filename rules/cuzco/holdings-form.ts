// The form a player corrects their holdings with: the holdings schema with a label in both
// languages on every field, the player's holdings now as the defaults (the form opens on what is
// held, so sending it unchanged changes nothing), and no field required (whatever the form sends
// is a merge patch: the fields left out keep their values).
import type { Json, JsonSchema, Label } from '../contract.ts';
import { COLOURS, COLOUR_JA, GODS, GOD_JA, GOD_NAMES, GOODS, GOOD_EN, GOOD_JA } from './data/vocabulary.ts';
import { formatHoldings, HOLDINGS_SCHEMA } from './holdings.ts';
import { FIELD_WORDS, HOLDINGS_KEYS } from './holdings-words.ts';
import type { Holdings } from './types.ts';

type JsonObject = { [key: string]: Json };

const KEY_LABELS: Partial<Record<string, Record<string, Label>>> = {
  feathers: Object.fromEntries(COLOURS.map((c) => [c, { en: c, ja: COLOUR_JA[c] }])),
  goods: Object.fromEntries(GOODS.map((g) => [g, { en: GOOD_EN[g], ja: GOOD_JA[g] }])),
  gods: Object.fromEntries(GODS.map((g) => [g, { en: GOD_NAMES[g], ja: GOD_JA[g] }])),
};

// Lists are typed as JSON in the form: say their shape, in both languages.
const LIST_HELP: Partial<Record<string, Label>> = {
  quipu: {
    en: 'the whole list, one entry per village delivered to: [{"village": 3, "feather": "pink", "vp": 2, "circle": "inner"}]; "covered": true where another player\'s quipu lies on it',
    ja: 'リスト全体を、運んだ村ごとに 1 項目で：[{"village": 3, "feather": "pink", "vp": 2, "circle": "inner"}]。ほかのプレイヤーのキープタイルが上にあるものは "covered": true',
  },
  research: { en: 'the whole list, one entry per tile: [{"ability": 3, "slid": false}]', ja: 'リスト全体を、タイルごとに 1 項目で：[{"ability": 3, "slid": false}]' },
  farm: { en: 'the whole list, one entry per tile: [{"ability": 12, "slid": true}]', ja: 'リスト全体を、タイルごとに 1 項目で：[{"ability": 12, "slid": true}]' },
};

const capital = (l: Label): Label => ({ en: l.en.charAt(0).toUpperCase() + l.en.slice(1), ja: l.ja });

const asObject = (v: Json | undefined): JsonObject => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {});

/** The schema of one player's holdings for the correction form. */
export function holdingsFormSchema(h: Holdings, title: Label): JsonSchema {
  const base = HOLDINGS_SCHEMA as JsonObject;
  const now = formatHoldings(h) as JsonObject;
  const fields = asObject(base.properties);
  const properties: JsonObject = {};
  for (const key of HOLDINGS_KEYS) {
    const { required: _required, ...field } = asObject(fields[key]);
    const inner = KEY_LABELS[key];
    const value = now[key];
    if (inner !== undefined) {
      const counts = asObject(field.properties);
      field.properties = Object.fromEntries(Object.entries(counts).map(([k, s]) => [k, { ...asObject(s), label: inner[k], default: asObject(value)[k] }]));
    }
    const help = LIST_HELP[key];
    properties[key] = { ...field, label: capital(FIELD_WORDS[key]), default: value, ...(help === undefined ? {} : { description: help.en, help }) };
  }
  const { required: _required, ...rest } = base;
  return { ...rest, title: title.en, label: title, properties, default: now };
}
