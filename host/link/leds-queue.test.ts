import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../hardware/index.ts';
import { LedsQueue } from './leds-queue.ts';
import type { LedsFrame } from './types.ts';

function frame(colour: number): LedsFrame {
  return { blinkPeriodMs: 0, palette: [{ r: 1, g: 2, b: 3 }], cells: [{ colour, blink: false }] };
}

function setup() {
  const clock = new VirtualClock();
  const sent: { seq: number; colour: number }[] = [];
  const shown: number[] = [];
  const timeouts: { seq: number; willResend: boolean }[] = [];
  let seq = 250; // start near the wrap on purpose
  const queue = new LedsQueue({
    clock,
    ackTimeoutMs: 100,
    transmit: (f) => { const s = seq; seq = (seq + 1) & 0xff; sent.push({ seq: s, colour: f.cells[0].colour }); return s; },
    shown: (s) => shown.push(s),
    ackTimedOut: (s, willResend) => timeouts.push({ seq: s, willResend }),
  });
  return { clock, queue, sent, shown, timeouts };
}

describe('LedsQueue', () => {
  it('holds frames until resumed, then sends only the newest', () => {
    const { queue, sent } = setup();
    queue.request(frame(1));
    queue.request(frame(2));
    expect(sent).toEqual([]);
    queue.resume();
    expect(sent.map((s) => s.colour)).toEqual([2]);
    expect(queue.busy).toBe(true);
  });

  it('keeps one frame in flight; latest wins among the waiting ones', () => {
    const { queue, sent, shown } = setup();
    queue.resume();
    for (let c = 1; c <= 5; c++) queue.request(frame(c));
    expect(sent.map((s) => s.colour)).toEqual([1]);
    queue.ack(sent[0].seq);
    expect(sent.map((s) => s.colour)).toEqual([1, 5]);
    queue.ack(sent[1].seq);
    expect(shown).toEqual([250, 251]);
    expect(queue.busy).toBe(false);
    expect(queue.current?.cells[0].colour).toBe(5);
  });

  it('ignores ACKs of frames not in flight', () => {
    const { queue, sent, shown } = setup();
    queue.resume();
    queue.request(frame(1));
    queue.ack(sent[0].seq + 1);
    expect(shown).toEqual([]);
    expect(queue.busy).toBe(true);
  });

  it('resends once on timeout, accepts a late ACK of either copy, gives up on the second timeout', async () => {
    const { clock, queue, sent, shown, timeouts } = setup();
    queue.resume();
    queue.request(frame(1));
    await clock.advanceBy(100);
    expect(sent.map((s) => s.seq)).toEqual([250, 251]);
    expect(timeouts).toEqual([{ seq: 250, willResend: true }]);
    queue.ack(250); // the first copy's ACK was only late
    expect(shown).toEqual([250]);
    queue.request(frame(2));
    await clock.advanceBy(200);
    expect(timeouts.slice(1)).toEqual([{ seq: 252, willResend: true }, { seq: 253, willResend: false }]);
    expect(queue.busy).toBe(false);
    expect(clock.nextDue()).toBeUndefined();
  });

  it('suspend drops the frame in flight; resume sends the newest again', () => {
    const { clock, queue, sent } = setup();
    queue.resume();
    queue.request(frame(1));
    queue.suspend();
    expect(clock.nextDue()).toBeUndefined();
    queue.request(frame(2));
    expect(sent).toHaveLength(1);
    queue.resume();
    expect(sent.map((s) => s.colour)).toEqual([1, 2]);
  });
});

describe('LedsQueue when the host itself is late', () => {
  /** A clock whose timers fire only when told, at whatever time it is then (an event loop that was busy). */
  function lateClock() {
    let t = 0;
    const timers = new Map<number, { at: number; fn: () => void }>();
    let next = 1;
    return {
      clock: {
        now: () => t,
        setTimeout: (fn: () => void, ms: number) => { const id = next++; timers.set(id, { at: t + ms, fn }); return id as unknown as ReturnType<VirtualClock['setTimeout']>; },
        clearTimeout: (id: unknown) => { timers.delete(id as number); },
      },
      /** Time jumps to `to`; then every timer due fires, in order, each late by however long the loop was held. */
      busyUntil(to: number) {
        t = to;
        for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
          if (timer.at > t || !timers.has(id)) continue;
          timers.delete(id);
          timer.fn();
        }
      },
    };
  }

  function queueOn(late: ReturnType<typeof lateClock>) {
    const sent: number[] = [];
    const timeouts: number[] = [];
    let seq = 0;
    const queue = new LedsQueue({
      clock: late.clock as unknown as VirtualClock,
      ackTimeoutMs: 250,
      transmit: () => { sent.push(seq); return seq++; },
      shown: () => {},
      ackTimedOut: (s) => timeouts.push(s),
    });
    return { queue, sent, timeouts };
  }

  it('looks again before calling an ACK lost when its timer fired late: the ACK read meanwhile counts, nothing is resent', () => {
    const late = lateClock();
    const { queue, sent, timeouts } = queueOn(late);
    queue.request(frame(1));
    queue.resume();
    // The loop was busy for 400 ms: the timer fires 150 ms late, before the input is read.
    late.busyUntil(400);
    expect(timeouts).toEqual([]);
    queue.ack(sent[0]);
    expect(queue.busy).toBe(false);
    expect(sent).toEqual([0]);
  });

  it('still resends when no ACK comes in the look it was given', () => {
    const late = lateClock();
    const { queue, sent, timeouts } = queueOn(late);
    queue.resume();
    queue.request(frame(1));
    late.busyUntil(400);
    late.busyUntil(460);
    expect(timeouts).toEqual([0]);
    expect(sent).toEqual([0, 1]);
  });

  it('times out on time when the host was not late', () => {
    const late = lateClock();
    const { queue, sent, timeouts } = queueOn(late);
    queue.resume();
    queue.request(frame(1));
    late.busyUntil(260);
    expect(timeouts).toEqual([0]);
    expect(sent).toEqual([0, 1]);
  });
});
