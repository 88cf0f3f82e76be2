// Whether a frame from a running board shows that the board restarted, read beside the sequence
// tracker (seq-tracker.ts): a HELLO that does not continue the board's numbering (a booting board
// numbers afresh; one that continues it answers the host's HELLO), or a STATE whose uptime went
// back (a reboot whose HELLO was lost on the line). Pure: the link keeps the last uptime.
import type { Message } from '../../hardware/index.ts';
import type { SeqVerdict } from './seq-tracker.ts';

export type RestartCheck =
  | { restarted: true; why: 'hello-afresh' | 'uptime-back'; evidence: string }
  | { restarted: false; why: 'hello-continues' | 'uptime-first' | 'uptime-on' | 'uptime-wrapped' | 'no-marker' };

export interface RestartResult {
  check: RestartCheck;
  /** The uptime to compare the next STATE with (forgotten after a restart). */
  lastUptime: number | undefined;
}

/** Whether a frame's seq is the one expected after the previous frame's (a duplicate or a gap is not). */
export function continuesNumbering(seq: SeqVerdict): boolean {
  return !seq.first && !seq.duplicate && seq.missed === 0;
}

/**
 * What `message` (whose seq the tracker judged `seq`) says about a restart, given the last STATE's
 * uptime. Only HELLO and STATE carry the evidence; other frames change nothing.
 */
export function checkRestart(message: Message, seq: SeqVerdict, lastUptime: number | undefined): RestartResult {
  if (message.type === 'HELLO') {
    return continuesNumbering(seq)
      ? { check: { restarted: false, why: 'hello-continues' }, lastUptime }
      : { check: { restarted: true, why: 'hello-afresh', evidence: 'it sent HELLO' }, lastUptime: undefined };
  }
  if (message.type !== 'STATE') return { check: { restarted: false, why: 'no-marker' }, lastUptime };
  const uptime = message.uptimeMs;
  if (lastUptime === undefined) return { check: { restarted: false, why: 'uptime-first' }, lastUptime: uptime };
  if (uptime >= lastUptime) return { check: { restarted: false, why: 'uptime-on' }, lastUptime: uptime };
  // The u32 uptime wraps after ~49 days, from near 2^32 to near 0: that is no restart.
  if (lastUptime - uptime >= 0x80000000) return { check: { restarted: false, why: 'uptime-wrapped' }, lastUptime: uptime };
  return { check: { restarted: true, why: 'uptime-back', evidence: 'its uptime went back' }, lastUptime: undefined };
}
