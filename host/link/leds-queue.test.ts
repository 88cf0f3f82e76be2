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
