// The words of a ready link's status about its line: the speed it runs at, and why it is held
// below the board's fastest when it is (the dashboard's link panel shows them). Pure.
import { said, type Said } from '../said.ts';
import { SPEED_HOLD_MS } from './line-noise.ts';
import type { SteppedDown } from './types.ts';

export function lineWords(baud: number, hold: SteppedDown | undefined): { reason: string; said: Said } {
  if (!hold) return { reason: `line ${baud} baud`, said: said('link-line', { baud }) };
  const minutes = SPEED_HOLD_MS / 60_000;
  const why = hold.cause === 'noise' ? 'after noise' : 'after a switch the board did not confirm';
  return {
    reason: `line ${baud} baud — stepped down from ${hold.from} baud ${why}; the faster speed is tried again ${minutes} min after the step down`,
    said: said(hold.cause === 'noise' ? 'link-line-held-noise' : 'link-line-held-unconfirmed', { baud, from: hold.from, minutes }),
  };
}
