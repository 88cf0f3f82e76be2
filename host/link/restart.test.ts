import { describe, expect, it } from 'vitest';
import type { Hello, Message, State } from '../../hardware/index.ts';
import { checkRestart, continuesNumbering } from './restart.ts';
import { SeqTracker } from './seq-tracker.ts';
import type { SeqVerdict } from './seq-tracker.ts';

const hello: Hello = {
  type: 'HELLO', seq: 0, protocolMajor: 1, protocolMinor: 2, firmwareId: 'FAKE', firmwareVersion: [1, 2, 3],
  rows: 3, cols: 3, ledKind: 0, buttons: 1, maxLedFrame: 64,
};
const state = (uptimeMs: number): State => ({
  type: 'STATE', seq: 0, uptimeMs, occupied: Array(9).fill(false), buttons: [false],
});
const next: SeqVerdict = { missed: 0, duplicate: false, first: false };
const gap: SeqVerdict = { missed: 5, duplicate: false, first: false };

/** The tracker's verdict on `seq` after it saw `previous`. */
function after(previous: number | undefined, seq: number): SeqVerdict {
  const tracker = new SeqTracker();
  if (previous !== undefined) tracker.observe(previous);
  return tracker.observe(seq);
}

describe('continuesNumbering', () => {
  it('is the next seq only, across the u8 wrap; not a first frame, a duplicate or a gap', () => {
    expect(continuesNumbering(after(4, 5))).toBe(true);
    expect(continuesNumbering(after(255, 0))).toBe(true);
    expect(continuesNumbering(after(undefined, 5))).toBe(false);
    expect(continuesNumbering(after(5, 5))).toBe(false);
    expect(continuesNumbering(after(5, 9))).toBe(false);
  });
});

describe('checkRestart: a HELLO', () => {
  it('that continues the numbering answers ours: no restart, the uptime kept', () => {
    expect(checkRestart({ ...hello, seq: 13 }, after(12, 13), 500)).toEqual({
      check: { restarted: false, why: 'hello-continues' }, lastUptime: 500,
    });
  });

  it('that numbers afresh (a booting board starts again at 0) is a restart, and the uptime is forgotten', () => {
    expect(checkRestart(hello, after(40, 0), 500)).toEqual({
      check: { restarted: true, why: 'hello-afresh', evidence: 'it sent HELLO' }, lastUptime: undefined,
    });
  });

  it('that repeats the last seq is taken for a restart too, as a first frame is', () => {
    expect(checkRestart(hello, after(7, 7), undefined).check.restarted).toBe(true);
    expect(checkRestart(hello, after(undefined, 7), undefined).check.restarted).toBe(true);
  });
});

describe('checkRestart: a STATE', () => {
  it('with the first uptime seen, or a later or equal one, is no restart and sets the uptime to compare with', () => {
    expect(checkRestart(state(100), next, undefined)).toEqual({ check: { restarted: false, why: 'uptime-first' }, lastUptime: 100 });
    expect(checkRestart(state(150), next, 100)).toEqual({ check: { restarted: false, why: 'uptime-on' }, lastUptime: 150 });
    expect(checkRestart(state(100), next, 100)).toEqual({ check: { restarted: false, why: 'uptime-on' }, lastUptime: 100 });
  });

  it('whose uptime went back is a reboot whose HELLO was lost, whatever its seq says', () => {
    const restarted = { check: { restarted: true, why: 'uptime-back', evidence: 'its uptime went back' }, lastUptime: undefined };
    expect(checkRestart(state(5), next, 100)).toEqual(restarted);
    expect(checkRestart(state(5), gap, 100)).toEqual(restarted);
  });

  it('whose u32 uptime wrapped (near 2^32 to near 0) is no restart', () => {
    expect(checkRestart(state(10), next, 0xffff_fff0)).toEqual({ check: { restarted: false, why: 'uptime-wrapped' }, lastUptime: 10 });
    // Half the range back is the limit: less than that is a restart.
    expect(checkRestart(state(0), next, 0x8000_0000).check.why).toBe('uptime-wrapped');
    expect(checkRestart(state(1), next, 0x8000_0000).check.why).toBe('uptime-back');
  });
});

describe('checkRestart: other frames', () => {
  it.each<Message>([
    { type: 'ACK', seq: 3, ackedSeq: 2 },
    { type: 'PONG', seq: 3, nonce: 1 },
    { type: 'ERROR', seq: 3, code: 6, detail: 3 },
  ])('a $type carries no evidence, even after a gap, and leaves the uptime', (message) => {
    expect(checkRestart(message, gap, 42)).toEqual({ check: { restarted: false, why: 'no-marker' }, lastUptime: 42 });
  });
});

describe('checkRestart over a stream of frames, as the link reads them', () => {
  /** Each frame's verdict, the tracker and the last uptime carried along as the link carries them. */
  function read(frames: Message[]): string[] {
    const tracker = new SeqTracker();
    let lastUptime: number | undefined;
    return frames.map((frame) => {
      const result = checkRestart(frame, tracker.observe(frame.seq), lastUptime);
      lastUptime = result.lastUptime;
      return result.check.why;
    });
  }

  it('a board booting as the port opens: its boot HELLO, then the answer to ours right behind, is no restart', () => {
    expect(read([{ ...hello, seq: 0 }, { ...state(3), seq: 1 }, { ...hello, seq: 2 }, { ...state(4), seq: 3 }]))
      .toEqual(['hello-afresh', 'uptime-first', 'hello-continues', 'uptime-on']);
  });

  it('a reboot mid-game shows by its HELLO at seq 0, and the uptime after it is compared afresh', () => {
    expect(read([{ ...state(900), seq: 40 }, { ...hello, seq: 0 }, { ...state(2), seq: 1 }, { ...state(3), seq: 2 }]))
      .toEqual(['uptime-first', 'hello-afresh', 'uptime-first', 'uptime-on']);
  });

  it('a reboot whose HELLO was lost shows by the uptime alone, though the seqs look like a gap', () => {
    expect(read([{ ...state(100), seq: 7 }, { ...state(110), seq: 8 }, { ...state(5), seq: 1 }]))
      .toEqual(['uptime-first', 'uptime-on', 'uptime-back']);
  });
});
