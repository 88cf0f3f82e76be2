// The options of the stick games as a JSON Schema, for the new-game form: the players (a list of
// names, typed as JSON in the form), the purse each starts with and, in 新遊, the banker. The
// defaults and limits are those of options.ts.
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { PLAIN_NAME_RULE, PLAIN_NAME_RULE_JA, plainNamePattern } from '../names.ts';
import { DEFAULT_BALANCE, MAX_BALANCE, MAX_NAME_LENGTH, MAX_PLAYERS, defaultPlayers } from './options.ts';
import type { StickGameKind } from './types.ts';

const TITLES: Record<StickGameKind, string> = {
  jusai: '獣裁 options',
  rengeki: '連撃獣裁 options',
  shinyu: '新遊 options',
};

export function sticksOptionSchema(kind: StickGameKind): JsonSchema {
  const players = defaultPlayers(kind);
  const properties: Record<string, JsonSchema> = {
    players: {
      type: 'array',
      items: { type: 'string', pattern: plainNamePattern(MAX_NAME_LENGTH) },
      minItems: 2,
      maxItems: MAX_PLAYERS,
      default: players,
      title: 'Players',
      label: { en: 'Players (in seat order)', ja: 'プレイヤー（席順）' },
      ...helpIn(`A JSON list of 2 to ${MAX_PLAYERS} different names in seat order, e.g. ${JSON.stringify(players)}; a name is 1–${MAX_NAME_LENGTH} ${PLAIN_NAME_RULE}.`, `2〜${MAX_PLAYERS} 人の異なる名前を席順に並べた JSON のリスト（例：${JSON.stringify(players)}）。名前は 1〜${MAX_NAME_LENGTH} 文字の${PLAIN_NAME_RULE_JA}です。`),
    },
  };
  if (kind === 'shinyu') {
    properties.banker = {
      type: 'string',
      default: players[0],
      title: 'Banker',
      label: { en: 'Banker (親)', ja: '親' },
      ...helpIn('One of the players’ names: the banker throws and pays the winning bets for the whole game (the first player by default).', 'プレイヤー名のどれか 1 つ。親はゲームを通して棒を投げ、当たった賭けに払います（既定は最初のプレイヤー）。'),
    };
  }
  properties.balance = {
    type: 'integer',
    minimum: 1,
    maximum: MAX_BALANCE,
    default: DEFAULT_BALANCE,
    title: 'Starting purse',
    label: { en: 'Starting purse (each player)', ja: '各プレイヤーの持ち金' },
    ...helpIn('What every player holds at the start; a player whose purse is empty is out.', '各プレイヤーの最初の持ち金です。持ち金がなくなったプレイヤーは脱落します。'),
  };
  return { type: 'object', title: TITLES[kind], properties, additionalProperties: false };
}
