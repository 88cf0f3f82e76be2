// Teaching at the board: a tile lifted from the offer row or from a tableau (a base tile, or an
// upper tile where four meet, on a board that senses corners), named as the dashboard names it.
import type { PieceWords } from '../contract.ts';
import { Numbering } from './board.ts';
import { playerName } from './state.ts';
import type { AnkhorState } from './types.ts';
import { tileWords } from './words.ts';

export function pieceAt(state: AnkhorState, cell: number): PieceWords | null {
  const at = new Numbering(state).locate(cell);
  if (at === null) return null;
  if (at.area === 'offer') {
    const id = state.offer[at.slot];
    const tile = id === null || id === undefined ? undefined : state.tiles[id];
    if (tile === undefined) return null;
    const words = tileWords(tile);
    return {
      name: { en: `the ${words.en} in slot ${at.slot + 1} of the offer`, ja: `売り場 ${at.slot + 1} 番の${words.ja}` },
      moves: { en: 'Bought, it goes from the offer into the buyer\'s tableau.', ja: '買うと、売り場から買った人の配置へ移ります。' },
    };
  }
  const player = state.players[at.seat];
  const id = (at.upper ? player?.upper : player?.base)?.[at.cell];
  const tile = id === null || id === undefined ? undefined : state.tiles[id];
  if (tile === undefined) return null;
  const words = tileWords(tile);
  const who = playerName(at.seat);
  return {
    name: { en: `${who}'s ${words.en}${at.upper ? ' (on top of four tiles)' : ''}`, ja: `${who} の${words.ja}${at.upper ? '（4枚の上）' : ''}` },
    moves: { en: 'A tile in a tableau stays where it is unless its owner shifts it: put it back.', ja: '配置のタイルは、持ち主が移動させる時以外は動かしません。元に戻してください。' },
  };
}
