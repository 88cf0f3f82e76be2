// What to put right, said per board: one `correction` event when what a board shows wrong
// changed (not again while it stays the same), `corrected` once it is right and still again.
import type { TableEvent } from '../events.ts';
import type { Sensed } from './sensing-read.ts';
import type { SensingContext } from './sensing.ts';

type Emitted = { type: 'emit'; board: string; event: TableEvent };

/** `keys`: per board, the correction last reported. Only groups still for the settle window count. */
export function corrections(keys: ReadonlyMap<string, string>, sensed: Sensed, ctx: Pick<SensingContext, 'shape' | 'state' | 'map'>): { correctionKeys: ReadonlyMap<string, string>; effects: Emitted[] } {
  const effects: Emitted[] = [];
  const byBoard = new Map<string, { clear: string[]; fill: string[]; reason: string | null }>();
  for (const g of sensed.groups) {
    if (g.reading.kind !== 'mismatch' || !g.settled) continue;
    const { clear, fill } = g.reading;
    const reason = ctx.shape.explainMismatch(ctx.state, clear, fill, g.areas);
    for (const [cells, into] of [[clear, 'clear'], [fill, 'fill']] as const) {
      for (const c of cells) {
        const at = ctx.map.toBoard(c);
        if (!at) continue;
        const entry = byBoard.get(at.board) ?? { clear: [], fill: [], reason };
        entry[into].push(ctx.map.nameOnBoard(at.board, at.cell));
        byBoard.set(at.board, entry);
      }
    }
  }
  const correctionKeys = new Map(keys);
  for (const board of ctx.map.placedBoards) {
    const wrong = byBoard.get(board);
    if (wrong) {
      const key = `${wrong.clear.join(',')}|${wrong.fill.join(',')}`;
      if (correctionKeys.get(board) !== key) {
        const event: TableEvent = wrong.reason ? { type: 'correction', clear: wrong.clear, fill: wrong.fill, reason: wrong.reason } : { type: 'correction', clear: wrong.clear, fill: wrong.fill };
        effects.push({ type: 'emit', board, event });
      }
      correctionKeys.set(board, key);
    } else if (correctionKeys.has(board) && ctx.map.areasOnBoard(board).every((a) => sensed.settled[a])) {
      correctionKeys.delete(board);
      effects.push({ type: 'emit', board, event: { type: 'corrected' } });
    }
  }
  return { correctionKeys, effects };
}
