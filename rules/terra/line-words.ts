// The line through the placed tile in words: named by its squares ("the column from C1 to C4",
// "B3 alone" for a line of the placed tile only), and what choosing it brings the player.
import type { Label } from '../contract.ts';
import { lineThrough, squareName, type LineName } from './board.ts';
import { cloneHoldings, ownerOf } from './holdings.ts';
import { chooseLine, cloneState } from './rules.ts';
import { gainWords, listed } from './symbol-words.ts';
import type { TerraState } from './types.ts';

/** The line's squares from one end to the other (left, or top for a column; bottom-left for the diagonal up). */
export const lineSquares = (state: TerraState, name: LineName): number[] => lineThrough(state.layout, state.turn.placed!, name);

/** The line by its squares: "the row from A3 to E3" / 「A3〜E3 の横の列」; one square: "B3 alone" / 「B3 のみ」. */
export function lineName(state: TerraState, name: LineName): Label {
  const line = lineSquares(state, name);
  const first = squareName(line[0], state.layout);
  if (line.length === 1) return { en: `${first} alone`, ja: `${first} のみ` };
  const last = squareName(line[line.length - 1], state.layout);
  switch (name) {
    case 'row': return { en: `the row from ${first} to ${last}`, ja: `${first}〜${last} の横の列` };
    case 'column': return { en: `the column from ${first} to ${last}`, ja: `${first}〜${last} の縦の列` };
    case 'diagonal down': return { en: `the diagonal from ${first} down to ${last}`, ja: `${first}〜${last} の右下がりの斜めの列` };
    case 'diagonal up': return { en: `the diagonal from ${first} up to ${last}`, ja: `${first}〜${last} の右上がりの斜めの列` };
  }
}

/**
 * What the line brings, worked out by choosing it on a copy: the workers put on its tiles (and
 * how many of them can reach no foundation, going back at once), then gold, blocks and the rest.
 */
export function lineGain(state: TerraState, name: LineName): Label {
  const owner = ownerOf(state, state.toMove);
  const before = cloneHoldings(state.holdings[owner]);
  let onLine = 0;
  for (const s of lineSquares(state, name)) for (const symbol of state.tiles[s]?.symbols ?? []) if (symbol === 'worker') onLine++;
  onLine = Math.min(onLine, before.workers);
  const after = cloneState(state);
  chooseLine(after, name, []);
  const moving = Object.values(after.turn.waiting).reduce((n, k) => n + k, 0);
  const parts: Label[] = [];
  if (onLine > 0) {
    const stuck = onLine - moving;
    const en = `${onLine} worker${onLine === 1 ? '' : 's'}${stuck === 0 ? '' : stuck === onLine ? ` (${onLine === 1 ? 'it reaches' : 'they reach'} no foundation)` : ` (${stuck} of them reach${stuck === 1 ? 'es' : ''} no foundation)`}`;
    const ja = `労働者 ${onLine}${stuck === 0 ? '' : stuck === onLine ? '（土台に行けない）' : `（うち ${stuck} は土台に行けない）`}`;
    parts.push({ en, ja });
  }
  // Workers that go back at once are no gain: compare all but the worker supply.
  parts.push(...gainWords(before, { ...after.holdings[owner], workers: before.workers }));
  if (parts.length === 0) return { en: 'nothing', ja: '何もなし' };
  return listed(parts);
}
