// The facts of the stick games (獣裁, 連撃獣裁, 新遊), shared by their three views: purses, the pot
// or the bets, the running total and the last throw, as the players follow them at the table.
import { isRecord, type Fact } from './types.ts';

export function sticksFacts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (typeof view.phase === 'string') out.push({ label: 'phase', value: `${view.phase}${typeof view.round === 'number' ? ` (round ${view.round})` : ''}` });
  if (typeof view.thrower === 'string') out.push({ label: 'throwing', value: view.thrower });
  if (typeof view.pot === 'number') out.push({ label: 'pot', value: String(view.pot) });
  if (typeof view.streak === 'number' && view.streak > 0) out.push({ label: 'running total', value: String(view.streak) });
  if (isRecord(view.lastCast)) out.push({ label: 'last throw', value: `${String(view.lastCast.player)}: ${String(view.lastCast.heads)} heads` });
  if (isRecord(view.balances)) for (const [player, purse] of Object.entries(view.balances)) out.push({ label: player, value: String(purse) });
  if (isRecord(view.bets)) for (const [player, bet] of Object.entries(view.bets)) out.push({ label: `${player} bets`, value: JSON.stringify(bet) });
  return out;
}
