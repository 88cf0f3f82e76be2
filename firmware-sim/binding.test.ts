// The serialport binding: several boards, listing, open errors, locking, close, reads that wait.
import { SerialPortStream } from '@serialport/stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinProfiles, settleIo, VirtualClock } from '../hardware/index.ts';
import { createSimBinding, SimPortBinding } from './binding.ts';
import { AvrBoard } from './avr/avr-board.ts';
import { SimBoard } from './board.ts';
import { openPort } from './harness.ts';
import { byteTimeMs } from './wire.ts';

function twoBoards() {
  const clock = new VirtualClock();
  const sim = createSimBinding();
  const a = new SimBoard({ profile: builtinProfiles['9x9'], clock, firmwareId: 'BOARD-A' });
  const b = new SimBoard({ profile: builtinProfiles['16x16'], clock, firmwareId: 'BOARD-B' });
  sim.attach('sim:1', a);
  sim.attach('sim:2', b);
  return { clock, sim, a, b };
}

afterEach(() => { vi.restoreAllMocks(); });

describe('createSimBinding', () => {
  it('lists the attached, plugged-in boards', async () => {
    const { sim, b } = twoBoards();
    const listed = await sim.binding.list();
    expect(listed.map((p) => p.path)).toEqual(['sim:1', 'sim:2']);
    expect(listed[0]).toMatchObject({ manufacturer: 'tabletop simulator', serialNumber: 'BOARD-A-sim:1' });
    b.unplug();
    expect((await sim.binding.list()).map((p) => p.path)).toEqual(['sim:1']);
  });

  it('talks to each board on its own path', async () => {
    const { clock, sim } = twoBoards();
    const one = await openPort(sim, 'sim:1', clock);
    const two = await openPort(sim, 'sim:2', clock);
    await clock.advanceBy(20);
    expect(one.messages('HELLO')).toEqual([expect.objectContaining({ firmwareId: 'BOARD-A', rows: 9 })]);
    expect(two.messages('HELLO')).toEqual([expect.objectContaining({ firmwareId: 'BOARD-B', rows: 16 })]);
  });

  it('fails to open an unknown path with ENOENT, through the stream', async () => {
    const { clock, sim } = twoBoards();
    const error = await openPort(sim, 'sim:9', clock).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ENOENT', message: 'Error: No such file or directory, cannot open sim:9' });
  });

  it('locks an open port, and frees it on close', async () => {
    const { clock, sim, a } = twoBoards();
    const host = await openPort(sim, 'sim:1', clock);
    await expect(openPort(sim, 'sim:1', clock)).rejects.toMatchObject({ code: 'EBUSY', message: expect.stringContaining('lock') });
    await host.close();
    expect(host.closeError).toBeNull(); // a close asked for is not a disconnect
    expect(a.hostAttached).toBe(false);
    const again = await openPort(sim, 'sim:1', clock);
    again.send({ type: 'PING', nonce: 8 });
    await clock.advanceBy(20);
    expect(again.messages('PONG')).toHaveLength(1);
  });

  it('reads wait for bytes instead of polling', async () => {
    const clock = new VirtualClock();
    const board = new SimBoard({ profile: builtinProfiles['9x9'], clock, reportIntervalMs: 60_000 });
    const sim = createSimBinding();
    sim.attach('sim:1', board);
    const reads = vi.spyOn(SimPortBinding.prototype, 'read');
    const host = await openPort(sim, 'sim:1', clock);
    await clock.advanceBy(20); // the boot HELLO + STATE arrive
    const afterBoot = reads.mock.calls.length;
    for (let i = 0; i < 50; i++) await settleIo();
    await clock.advanceBy(10_000);
    expect(reads.mock.calls.length).toBe(afterBoot); // idle: one read pending, none repeated
    host.send({ type: 'PING', nonce: 1 });
    await clock.advanceBy(20);
    expect(host.messages('PONG')).toHaveLength(1);
    expect(reads.mock.calls.length).toBeGreaterThan(afterBoot);
  });

  it('a close cancels the pending read with canceled: true', async () => {
    const { clock, sim } = twoBoards();
    const port = (await sim.binding.open({ path: 'sim:1', baudRate: 115200 })) as SimPortBinding;
    await clock.advanceBy(20);
    const buffer = Buffer.alloc(64);
    const first = await port.read(buffer, 0, 64);
    expect(first.bytesRead).toBeGreaterThan(0);
    const pending = port.read(buffer, 0, 64);
    await settleIo();
    await port.close();
    await expect(pending).rejects.toMatchObject({ canceled: true });
  });

  it('an unplug fails the pending read with a disconnect (not canceled) error', async () => {
    const { clock, sim, a } = twoBoards();
    const port = (await sim.binding.open({ path: 'sim:1', baudRate: 115200 })) as SimPortBinding;
    await clock.advanceBy(20);
    await port.read(Buffer.alloc(256), 0, 256);
    const pending = port.read(Buffer.alloc(64), 0, 64);
    await settleIo();
    a.unplug();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ENXIO', disconnect: true });
    expect((error as { canceled?: boolean }).canceled).toBeUndefined();
    await expect(port.write(Buffer.from([0xc0]))).rejects.toMatchObject({ code: 'ENXIO' });
    await port.close(); // SerialPortStream closes a disconnected port; that must work
    expect(port.isOpen).toBe(false);
  });

  it('detach acts as an unplug for an open port', async () => {
    const { clock, sim } = twoBoards();
    const host = await openPort(sim, 'sim:2', clock);
    sim.detach('sim:2');
    await clock.advanceBy(1);
    expect(host.closeError?.disconnected).toBe(true);
    expect((await sim.binding.list()).map((p) => p.path)).toEqual(['sim:1']);
  });

  it('drain waits until the written bytes have reached the board, in virtual time', async () => {
    const { clock, sim, a } = twoBoards();
    const port = new SerialPortStream({ binding: sim.binding, path: 'sim:1', baudRate: 115200, autoOpen: false });
    await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
    const start = clock.now();
    let drainedAt: number | undefined;
    port.write(Buffer.alloc(115, 0x11)); // ~10 ms at 115200 baud
    port.drain(() => { drainedAt = clock.now(); });
    await clock.advanceBy(5);
    expect(drainedAt).toBeUndefined();
    await clock.advanceBy(10);
    expect(drainedAt).toBeCloseTo(start + 115 * byteTimeMs(115200), 9);
    expect(a.counters.toBoard.bytesDelivered).toBe(115);
  });

  it('validates open options like the real bindings', async () => {
    const { sim } = twoBoards();
    await expect(sim.binding.open({ path: '', baudRate: 115200 })).rejects.toThrow(/path/);
    await expect(sim.binding.open({ path: 'sim:1', baudRate: 0 })).rejects.toThrow(/baudRate/);
  });

  it('attaches any serial device: the real firmware in the AVR emulator as well as a SimBoard', async () => {
    const clock = new VirtualClock();
    const sim = createSimBinding();
    const avr = new AvrBoard({ profile: builtinProfiles['10x10'], clock });
    sim.attach('sim:1', new SimBoard({ profile: builtinProfiles['9x9'], clock }));
    sim.attach('avr:1', avr);
    expect((await sim.binding.list()).map((p) => [p.path, p.serialNumber])).toEqual([['sim:1', 'SIMBOARD-sim:1'], ['avr:1', 'TT-MEGA-avr:1']]);
    await clock.advanceBy(5);
    const host = await openPort(sim, 'avr:1', clock);
    host.send({ type: 'PING', nonce: 7 });
    await clock.advanceBy(10);
    expect(host.messages('PONG')).toEqual([expect.objectContaining({ nonce: 7 })]);
    await expect(openPort(sim, 'avr:1', clock)).rejects.toMatchObject({ code: 'EBUSY' });
    avr.unplug();
    await clock.advanceBy(1);
    expect(host.closeError?.disconnected).toBe(true);
    avr.dispose();
  });
});
