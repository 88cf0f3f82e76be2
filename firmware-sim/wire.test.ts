import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../hardware/index.ts';
import { createFaultRng } from './rng.ts';
import { byteTimeMs, SerialWire } from './wire.ts';

function wireWithLog(seed = 1) {
  const clock = new VirtualClock();
  const log: { at: number; bytes: number[] }[] = [];
  const wire = new SerialWire(clock, 115200, createFaultRng(seed), (bytes) => log.push({ at: clock.now(), bytes: [...bytes] }));
  return { clock, wire, log };
}

describe('SerialWire', () => {
  it('delivers a chunk when its last byte has arrived, queued behind earlier chunks', async () => {
    const { clock, wire, log } = wireWithLog();
    const bt = byteTimeMs(115200);
    wire.send(Uint8Array.from([1, 2, 3]));
    wire.send(Uint8Array.from([4]));
    await clock.advanceBy(3 * bt - 1e-9);
    expect(log).toEqual([]);
    await clock.advanceBy(10);
    expect(log.map((l) => l.bytes)).toEqual([[1, 2, 3], [4]]);
    expect(log[0].at).toBeCloseTo(3 * bt, 12);
    expect(log[1].at).toBeCloseTo(4 * bt, 12);
    // An idle line starts again from "now".
    const sentAt = clock.now();
    wire.send(Uint8Array.from([5]));
    await clock.advanceBy(1);
    expect(log[2].at).toBeCloseTo(sentAt + bt, 12);
  });

  it('applies each fault at its configured rate, per byte', async () => {
    const { clock, wire, log } = wireWithLog(42);
    wire.faults = { dropRate: 0.1, corruptRate: 0.05, duplicateRate: 0.02 };
    const sent = 50_000;
    for (let i = 0; i < sent / 100; i++) wire.send(new Uint8Array(100).fill(0x55));
    await clock.advanceBy(10_000);
    const c = wire.counters;
    expect(c.bytesDropped / sent).toBeCloseTo(0.1, 2);
    expect(c.bytesCorrupted / sent).toBeCloseTo(0.05, 2);
    expect(c.bytesDuplicated / sent).toBeCloseTo(0.02, 2);
    const received = log.flatMap((l) => l.bytes);
    expect(received.length).toBe(sent - c.bytesDropped + c.bytesDuplicated);
    // A corrupted byte has exactly one bit flipped.
    const damaged = received.filter((b) => b !== 0x55);
    expect(damaged.length).toBeGreaterThan(0);
    for (const b of damaged) expect([1, 2, 4, 8, 16, 32, 64, 128]).toContain(b ^ 0x55);
  });

  it('a new baud rate times the bytes sent after it, queued behind those still on the line at the old one', async () => {
    const { clock, wire, log } = wireWithLog();
    wire.send(Uint8Array.from([1, 2]));
    expect(wire.idleAt()).toBeCloseTo(2 * byteTimeMs(115200), 12);
    wire.setBaudRate(1_000_000);
    expect(wire.baud).toBe(1_000_000);
    wire.send(Uint8Array.from([3, 4, 5]));
    await clock.advanceBy(5);
    expect(log.map((l) => l.bytes)).toEqual([[1, 2], [3, 4, 5]]);
    expect(log[0].at).toBeCloseTo(2 * byteTimeMs(115200), 12);
    expect(log[1].at).toBeCloseTo(2 * byteTimeMs(115200) + 3 * byteTimeMs(1_000_000), 12);
    expect(wire.idleAt()).toBe(clock.now());
    expect(() => wire.setBaudRate(0)).toThrow(RangeError);
  });

  it('cut() loses what is still on the line and frees drain waiters', async () => {
    const { clock, wire, log } = wireWithLog();
    wire.send(new Uint8Array(50));
    let idle = false;
    void wire.whenIdle().then(() => { idle = true; });
    wire.cut();
    await clock.advanceBy(100);
    expect(log).toEqual([]);
    expect(idle).toBe(true);
  });
});
