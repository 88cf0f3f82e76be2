// The real firmware (hardware/firmware, built with avr-gcc) in the AVR emulator, spoken to over
// the serialport stream path by a raw protocol host, in virtual time: boot, scan and debounce,
// the protocol's answers and errors, LEDs decoded from the WS2812 pin, idle pattern, self-test.
import { afterEach, describe, expect, it } from 'vitest';
import { builtinProfiles, encodeFrame, ErrorCode, MessageType } from '../../hardware/index.ts';
import type { Message } from '../../hardware/index.ts';
import { createAvrRig, solidCells } from './rig.ts';
import type { AvrRig } from './rig.ts';
import { WS2812_TIMING } from './ws2812-decoder.ts';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 200 };
const DARK = { r: 0, g: 0, b: 0 };
let rig: AvrRig | undefined;

afterEach(async () => {
  rig?.board.dispose();
  await rig?.host.close().catch(() => undefined);
  rig = undefined;
});

async function start(options: Parameters<typeof createAvrRig>[0] = {}): Promise<AvrRig> {
  rig = await createAvrRig(options);
  await rig.clock.advanceBy(20);
  return rig;
}

const states = (r: AvrRig) => r.host.messages('STATE') as Extract<Message, { type: 'STATE' }>[];
const errors = (r: AvrRig) => r.host.messages('ERROR') as Extract<Message, { type: 'ERROR' }>[];
const occupiedCells = (flags: boolean[]) => flags.flatMap((f, i) => (f ? [i] : []));


/** Cell 33's contact opening and closing every 2 ms (virtual time) until the returned stop is called. */
function flickerEvery2ms(r: { board: { setRaw(cell: number, on: boolean): void; occupiedRaw(): boolean[] }; clock: { setTimeout(fn: () => void, ms: number): unknown } }): () => void {
  let flickering = true;
  const toggle = (): void => {
    if (!flickering) return;
    r.board.setRaw(33, !r.board.occupiedRaw()[33]);
    r.clock.setTimeout(toggle, 2);
  };
  toggle();
  return () => { flickering = false; };
}

describe('the firmware in the emulator', () => {
  it('boots with HELLO then STATE, and the pieces standing at power-up are in the first STATE', async () => {
    const r = await start({ pieces: [0, 11, 99] });
    const [hello, state] = r.host.messages();
    expect(hello).toMatchObject({
      type: 'HELLO', seq: 0, protocolMajor: 1, protocolMinor: 2, firmwareId: 'TT-MEGA', firmwareVersion: [1, 2, 0],
      rows: 10, cols: 10, ledKind: 1, buttons: 0, maxLedFrame: 116,
      // LEDS_DELTA taken; a WS2812 build offers 250 000 and 500 000 baud (its output polls the receiver per byte).
      features: 0x02, speeds: 0x03,
    });
    expect(state).toMatchObject({ type: 'STATE', seq: 1 });
    expect(occupiedCells((state as Extract<Message, { type: 'STATE' }>).occupied)).toEqual([0, 11, 99]);
    expect(r.board.uartBaudRate).toBeGreaterThan(115200 * 0.97);
    expect(r.board.uartBaudRate).toBeLessThan(115200 * 1.03);
  });

  it('the deferred build (make DEBOUNCE=deferred): reports a lift once it has held for the debounce window, and not a 3 ms bounce', async () => {
    const r = await start({ firmware: { debounce: 'deferred' }, pieces: [42] });
    r.host.clear();
    const liftAt = r.clock.now();
    r.board.lift(42);
    await r.clock.advanceBy(3);
    r.board.place(42); // back within 3 ms: a bounce, below the 5 ms window
    await r.clock.advanceBy(20);
    expect(states(r)).toEqual([]);
    r.board.lift(42);
    const liftedAt = r.clock.now();
    await r.clock.advanceBy(20);
    const [timed] = r.host.timed('STATE');
    expect(occupiedCells(timed.message.occupied)).toEqual([]);
    // Debounce 5 ms + up to 2 ms of scan phase + ~2.4 ms of STATE on the wire.
    expect(timed.at - liftedAt).toBeGreaterThan(5);
    expect(timed.at - liftedAt).toBeLessThan(11);
    expect(liftedAt).toBeGreaterThan(liftAt);
  });

  it('answers PING with PONG and GET_STATE with STATE, and reports at least once a second', async () => {
    const r = await start({ pieces: [5] });
    r.host.clear();
    r.host.send({ type: 'PING', nonce: 0xdeadbeef });
    r.host.send({ type: 'GET_STATE' });
    await r.clock.advanceBy(10);
    expect(r.host.messages().map((m) => m.type)).toEqual(['PONG', 'STATE']);
    expect(r.host.messages('PONG')[0]).toMatchObject({ nonce: 0xdeadbeef });
    r.host.clear();
    await r.clock.advanceBy(1100);
    expect(states(r).length).toBeGreaterThanOrEqual(1);
    expect(occupiedCells(states(r)[0].occupied)).toEqual([5]);
  });

  it('shows a LEDS frame on the WS2812 pin, bit-exact and in WS2812 timing, then ACKs it', async () => {
    const r = await start();
    r.host.clear();
    const seq = r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [DARK, RED, BLUE], cells: solidCells(100, (c) => c % 3) });
    await r.clock.advanceBy(20);
    const [ack] = r.host.timed('ACK');
    expect(ack.message.ackedSeq).toBe(seq);
    const shown = r.board.shownLeds();
    expect(shown).toEqual(shown.map((_, cell) => [DARK, RED, BLUE][cell % 3]));
    const frame = r.board.latchedFrames().at(-1)!;
    expect(frame.leds).toHaveLength(100);
    expect(frame.atMs).toBeLessThan(ack.at); // latched (line low ≥ 280 µs) before the ACK arrived
    expect(r.board.decoder.stats).toMatchObject({ badPulses: 0, longGaps: 0, partialFrames: 0 });
    expect(frame.maxGapCycles).toBeLessThan(WS2812_TIMING.maxGap);
    expect(r.board.counters).toMatchObject({ ledsShown: 1, badFrames: 0, rxOverruns: 0 });
  });

  it('blinks: a blinking cell is lit for the first half of each period and dark for the second', async () => {
    const r = await start();
    r.host.send({ type: 'LEDS', blinkPeriodMs: 200, palette: [DARK, RED], cells: solidCells(100, (c) => (c === 7 ? 1 : 0), (c) => c === 7) });
    await r.clock.advanceBy(450);
    const seen = r.board.latchedFrames().slice(-4).map((f) => f.leds[7]);
    expect(seen).toContainEqual(RED);
    expect(seen).toContainEqual(DARK);
  });

  it('drops a corrupted frame whole, counts it, answers ERROR BAD_CRC, and takes the next good frame', async () => {
    const r = await start();
    r.host.clear();
    const good = encodeFrame({ type: 'LEDS', seq: 40, blinkPeriodMs: 0, palette: [DARK, RED], cells: solidCells(100, () => 1) });
    const bad = good.slice();
    bad[10] ^= 0x04;
    r.host.sendBytes([0xc0, ...bad, 0xc0]);
    await r.clock.advanceBy(20);
    expect(errors(r)).toEqual([expect.objectContaining({ code: ErrorCode.BAD_CRC, detail: 0 })]);
    expect(r.host.messages('ACK')).toEqual([]);
    expect(r.board.shownLeds()[0]).toEqual(DARK);
    expect(r.board.counters).toMatchObject({ badFrames: 1, badCrc: 1, ledsShown: 0 });
    r.host.sendBytes([0xc0, ...good, 0xc0]);
    await r.clock.advanceBy(20);
    expect(r.host.messages('ACK')).toEqual([expect.objectContaining({ ackedSeq: 40 })]);
    expect(r.board.shownLeds()[0]).toEqual(RED);
  });

  it('answers bad frames with the right ERROR: unknown type, bad length, wrong cell count, too large, too short', async () => {
    const r = await start();
    r.host.clear();
    const raw = (bytes: number[]) => r.host.sendBytes([0xc0, ...bytes, 0xc0]);
    raw([0x42, 0x07, 0x01, 0x02, 0x91, 0xd7]); // type 0x42, valid CRC (frames.json)
    raw([0x05, 0x09, 0x78, 0x56, 0x34, 0x62, 0x4b]); // PING with a 3-byte nonce
    raw([0x05, 0x09, 0x00]); // three bytes
    r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [RED], cells: solidCells(81, () => 0) }); // a 9×9 frame
    raw([...encodeFrame({ type: 'LEDS', seq: 9, blinkPeriodMs: 0, palette: [RED], cells: solidCells(300, () => 0) })]);
    r.host.send({ type: 'ACK', ackedSeq: 1 }); // a board-only message
    await r.clock.advanceBy(40);
    expect(errors(r).map((e) => [e.code, e.detail])).toEqual([
      [ErrorCode.UNKNOWN_TYPE, 0x42], [ErrorCode.BAD_LENGTH, MessageType.PING], [ErrorCode.BAD_CRC, 0],
      [ErrorCode.BAD_LENGTH, MessageType.LEDS], [ErrorCode.FRAME_TOO_LARGE, MessageType.LEDS], [ErrorCode.UNKNOWN_TYPE, MessageType.ACK],
    ]);
    expect(r.board.counters).toMatchObject({ unknownType: 1, badLength: 2, tooShort: 1, tooLarge: 1, unexpected: 1, badFrames: 5, ledsShown: 0 });
  });

  it('falls back to the dim idle pattern after 3 s without a frame from the host, and back on the next frame', async () => {
    const r = await start({ pieces: [3, 50] });
    r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [RED], cells: solidCells(100, () => 0) });
    await r.clock.advanceBy(2900);
    expect(r.board.shownLeds()[0]).toEqual(RED);
    await r.clock.advanceBy(200); // 3 s since the LEDS frame
    const idle = r.board.shownLeds();
    expect(occupiedCells(idle.map((led) => led.b > 0))).toEqual([3, 50]);
    expect(idle[3]).toEqual({ r: 0, g: 0, b: 24 });
    expect(r.board.counters.idleEntries).toBe(1);
    r.host.send({ type: 'PING', nonce: 1 });
    await r.clock.advanceBy(10);
    expect(r.board.shownLeds()).toEqual(new Array(100).fill(RED));
  });

  it('starts over with HELLO (seq 0) and a STATE after a reset, with its LEDs dark', async () => {
    const r = await start({ pieces: [9] });
    r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [RED], cells: solidCells(100, () => 0) });
    await r.clock.advanceBy(20);
    r.host.clear();
    r.board.reset();
    await r.clock.advanceBy(20);
    const [hello, state] = r.host.messages();
    expect(hello).toMatchObject({ type: 'HELLO', seq: 0, firmwareId: 'TT-MEGA' });
    expect(state).toMatchObject({ type: 'STATE', seq: 1 });
    expect(occupiedCells((state as Extract<Message, { type: 'STATE' }>).occupied)).toEqual([9]);
    expect(r.board.shownLeds()[0]).toEqual(DARK);
    expect(r.board.counters.boots).toBe(1); // fresh RAM
  });

  it('the deferred build, after a reset, reports a standing piece but never a contact flickering every 2 ms, whatever phase the first scan catches', async () => {
    const r = await start({ firmware: { debounce: 'deferred' }, pieces: [3] });
    const stopFlicker = flickerEvery2ms(r); // faster than the 5 ms debounce window
    for (const offset of [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5]) {
      await r.clock.advanceBy(100 + offset); // reset at each phase of the flicker
      r.host.clear();
      r.board.reset();
      await r.clock.advanceBy(50);
      expect(r.host.messages('HELLO'), `phase ${offset}`).toHaveLength(1);
      expect(states(r).length, `phase ${offset}`).toBeGreaterThan(0);
      for (const state of states(r)) expect(occupiedCells(state.occupied), `phase ${offset}`).toEqual([3]);
    }
    stopFlicker();
  });

  it('the eager build (the reed boards\' default), after a reset, reports a standing piece, and a contact flickering every 2 ms at most once per 5 ms window, whatever phase the first scan catches', async () => {
    const r = await start({ pieces: [3] });
    expect(r.board.image.pins.debounce).toBe('eager');
    const stopFlicker = flickerEvery2ms(r);
    for (const offset of [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5]) {
      await r.clock.advanceBy(100 + offset);
      r.host.clear();
      r.board.reset();
      await r.clock.advanceBy(50);
      expect(r.host.messages('HELLO'), `phase ${offset}`).toHaveLength(1);
      const timed = r.host.timed('STATE') as { at: number; message: Extract<Message, { type: 'STATE' }> }[];
      expect(timed.length, `phase ${offset}`).toBeGreaterThan(0);
      // The standing piece is in every STATE; cell 33 may come and go, nothing else ever shows.
      for (const t of timed) expect(occupiedCells(t.message.occupied).filter((c) => c !== 33), `phase ${offset}`).toEqual([3]);
      // Each change of cell 33 is held for the window: two changes are at least ~5 ms apart
      // (less the jitter of the STATE's place on the wire), never the flicker's 2 ms.
      const changes = timed.filter((t, i) => i > 0 && t.message.occupied[33] !== timed[i - 1].message.occupied[33]);
      expect(changes.length, `phase ${offset}`).toBeGreaterThan(3); // 50 ms of flicker, a change every 5-6 ms
      for (let i = 1; i < changes.length; i++) expect(changes[i].at - changes[i - 1].at, `phase ${offset}`).toBeGreaterThan(4.5);
    }
    stopFlicker();
  });

  it('self-test (pin jumpered at boot): each cell lights as its switch closes', async () => {
    const r = await start({ selfTestJumper: true });
    r.board.place(12);
    await r.clock.advanceBy(20);
    r.board.place(87);
    await r.clock.advanceBy(20);
    expect(occupiedCells(r.board.shownLeds().map((led) => led.g > 0))).toEqual([12, 87]);
    r.board.lift(12);
    await r.clock.advanceBy(20);
    expect(occupiedCells(r.board.shownLeds().map((led) => led.g > 0))).toEqual([87]);
  });

  it('sees no ghost with a diode per switch, and the ghost without them', async () => {
    const corners = [11, 15, 41]; // rows 1 and 4, columns 1 and 5: the fourth corner is 45
    const withDiodes = await start({ pieces: corners });
    expect(occupiedCells(states(withDiodes).at(-1)!.occupied)).toEqual(corners);
    withDiodes.board.dispose();
    const without = await start({ pieces: corners, diodes: false });
    expect(occupiedCells(states(without).at(-1)!.occupied)).toEqual([...corners, 45]);
  });

  it('runs the 9×9 build: serpentine LED chain, 81 cells', async () => {
    const r = await start({ firmware: { board: 'mega-9x9' }, profile: builtinProfiles['9x9'], pieces: [80] });
    expect(r.host.messages('HELLO')[0]).toMatchObject({ rows: 9, cols: 9, maxLedFrame: 3 + 48 + 2 + 41 + 11 });
    r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [DARK, RED], cells: solidCells(81, (c) => (c === 9 ? 1 : 0)) });
    await r.clock.advanceBy(20);
    const chain = r.board.latchedFrames().at(-1)!.leds;
    expect(chain.findIndex((led) => led.r > 0)).toBe(17); // row 1 runs backwards: cell 9 is the 18th LED
    expect(occupiedCells(r.board.shownLeds().map((led) => led.r > 0))).toEqual([9]);
  });

  it('runs the eager debounce build (make DEBOUNCE=eager): a lift at the first sweep after it, a 3 ms glitch as a lift then the piece back', async () => {
    const r = await start({ firmware: { debounce: 'eager' }, pieces: [42] });
    expect(occupiedCells(states(r).at(-1)!.occupied)).toEqual([42]); // the boot STATE
    r.host.clear();
    const liftedAt = r.clock.now();
    r.board.lift(42);
    await r.clock.advanceBy(20);
    const [lift] = r.host.timed('STATE');
    expect(r.host.timed('STATE')).toHaveLength(1);
    expect(occupiedCells(lift.message.occupied)).toEqual([]);
    // Up to 2 ms of scan phase + ~2.4 ms of STATE on the wire; no 5 ms window first (deferred: > 5).
    expect(lift.at - liftedAt).toBeLessThan(5);

    r.host.clear();
    r.board.place(42);
    await r.clock.advanceBy(3);
    r.board.lift(42); // a 3 ms glitch: reported at once, then held for the 5 ms window
    await r.clock.advanceBy(20);
    const glitch = r.host.timed('STATE');
    expect(glitch.map((t) => occupiedCells(t.message.occupied))).toEqual([[42], []]);
    expect(glitch[1].at - glitch[0].at).toBeGreaterThan(4.5); // the sweep that ends the hold
    expect(glitch[1].at - glitch[0].at).toBeLessThan(6.5);
  });

  it('the eager build reports a lift that bounces for 3 ms as one change, at the first sweep that sees it open; the deferred build 5 ms after the bounce', async () => {
    const bouncingLift = async (debounce: 'eager' | 'deferred'): Promise<{ shown: number[][]; afterMs: number }> => {
      const r = await start({ firmware: { debounce }, pieces: [42] });
      r.host.clear();
      const liftedAt = r.clock.now();
      r.board.lift(42); // the magnet leaves: the contact opens, closes again, opens... for 3.2 ms
      for (const [after, closed] of [[0.6, true], [1.1, false], [1.8, true], [2.3, false], [3, true], [3.2, false]] as const) {
        r.clock.setTimeout(() => r.board.setRaw(42, closed), after);
      }
      await r.clock.advanceBy(30);
      const timed = r.host.timed('STATE');
      const result = { shown: timed.map((t) => occupiedCells(t.message.occupied)), afterMs: timed[0].at - liftedAt };
      r.board.dispose();
      await r.host.close().catch(() => undefined);
      return result;
    };
    const eager = await bouncingLift('eager');
    expect(eager.shown).toEqual([[]]); // one change, never the piece back
    // Open somewhere in the first 3.2 ms: a sweep every 1 ms catches it, ~2.4 ms of STATE on the wire.
    expect(eager.afterMs).toBeLessThan(7.5);
    const deferred = await bouncingLift('deferred');
    expect(deferred.shown).toEqual([[]]);
    expect(deferred.afterMs).toBeGreaterThan(8.2); // still from 3.2 ms, then the 5 ms window
    expect(deferred.afterMs).toBeGreaterThan(eager.afterMs);
  });
});
