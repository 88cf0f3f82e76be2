// The assistant's options as the new-game form draws them: only how many players a new session
// starts with (a position brings its own players).
import { helpIn } from '../help.ts';
import type { JsonSchema } from '../contract.ts';
import { SEATS } from './types.ts';

export const DEFAULT_PLAYERS = 2;

export const OPTION_SCHEMA: JsonSchema = {
  type: 'object',
  title: 'Cuzco assistant',
  properties: {
    players: {
      type: 'integer',
      title: 'Players',
      label: { en: 'Players', ja: 'プレイヤー人数' },
      ...helpIn('how many players sit at the real game (P1…P4)', '実際のゲームに座るプレイヤーの人数（P1…P4）'),
      minimum: 1,
      maximum: SEATS.length,
      default: DEFAULT_PLAYERS,
    },
  },
  additionalProperties: false,
};
