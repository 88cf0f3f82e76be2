// The short reasons the bot gives with its answers, for the dashboard and the match log.
import { distance } from '../board.ts';
import { STEP_RAY, destOf, typeOf, viaOf } from '../generate.ts';
import { COLOR_GLYPHS, COLOR_OF, KIND_GLYPHS, KIND_OF, handSlot } from '../pieces.ts';
import { formsNewHand, handMask, maskNames } from './hand-table.ts';
import type { SearchPosition } from './search-position.ts';

const pieceName = (code: number): string => COLOR_GLYPHS[COLOR_OF[code]] + KIND_GLYPHS[KIND_OF[code]];

/** A value with its sign, one decimal. */
export const signed = (v: number): string => (v >= 0 ? '+' : '') + v.toFixed(1);

/** The hands a side holds, joined: `王 + 同色獣`, or `no hand`. */
export function handsText(pos: SearchPosition, side: number): string {
  const names = maskNames(pos.masks[side], pos.table);
  const penalties = [pos.penalties[side] & 1 ? '撃皇' : '', pos.penalties[side] & 2 ? '皇再来' : ''].filter(Boolean);
  return [...names, ...penalties].join(' + ') || 'no hand';
}

/** What a move does, in a few words: its capture and any hand it forms, the cast it needs. */
export function moveGist(pos: SearchPosition, m: number, text: string): string {
  const parts = [text];
  if (pos.captures(m)) {
    const victim = pos.board[destOf(m)];
    parts.push(`takes ${pieceName(victim)}`);
    const held = pos.held[pos.side];
    const slot = handSlot(COLOR_OF[victim], KIND_OF[victim]);
    held[slot]++;
    const after = handMask(held, pos.table);
    held[slot]--;
    if (formsNewHand(pos.masks[pos.side], after)) {
      const before = new Set(maskNames(pos.masks[pos.side], pos.table));
      parts.push(`forms ${maskNames(after, pos.table).filter((name) => !before.has(name)).join(' + ')}`);
    }
  }
  const chance = pos.successChance(m);
  if (chance < 1) {
    const heads = typeOf(m) === STEP_RAY ? `${distance(viaOf(m), destOf(m))}+ heads` : 'the water cast';
    parts.push(`needs ${heads} (${Math.round(chance * 100)}%)`);
  }
  if (pos.newPenalties(m) !== 0) parts.push('incurs a penalty to declare');
  return parts.join(', ');
}
