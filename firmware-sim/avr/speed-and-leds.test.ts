// Protocol minor 2 on the real firmware in the emulator, spoken to by a raw host: the line speed
// switch (each speed the builds offer, the confirmation, both fallbacks, nothing lost across it),
// LEDS_DELTA (applied, refused without a base, checked), LED output only when something changed,
// scanning paused by WS2812 output and never by APA102 output on the SPI.
import { afterEach, describe, expect, it } from 'vitest';
import { builtinProfiles, ErrorCode, LineSpeed } from '../../hardware/index.ts';
import type { Message } from '../../hardware/index.ts';
import { createAvrRig, solidCells } from './rig.ts';
import type { AvrRig } from './rig.ts';

const RED = { r: 255, g: 0, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };
const DARK = { r: 0, g: 0, b: 0 };
let rig: AvrRig | undefined;

afterEach(async () => {
  rig?.board.dispose();
  await rig?.host.close().catch(() => undefined);
  rig = undefined;
});

async function start(kind: 'ws2812' | 'apa102' = 'ws2812', pieces: number[] = []): Promise<AvrRig> {
  rig = kind === 'apa102'
    ? await createAvrRig({ firmware: { board: 'mega-9x9-apa102' }, profile: builtinProfiles['9x9-apa102'], pieces })
    : await createAvrRig({ firmware: { board: 'mega-9x9' }, pieces });
  await rig.clock.advanceBy(20);
  return rig;
}

/** SET_SPEED, its ACK at 115200, the host follows 2 ms later and PINGs at the new speed. */
async function switchTo(r: AvrRig, baud: number): Promise<number> {
  const seq = r.host.send({ type: 'SET_SPEED', baudRate: baud });
  await r.clock.advanceBy(5);
  expect(r.host.all('ACK').map((a) => a.ackedSeq)).toContain(seq);
  await r.host.switchBaud(baud);
  r.host.send({ type: 'PING', nonce: baud });
  await r.clock.advanceBy(5);
  return seq;
}

describe('line speed (SET_SPEED)', () => {
  it.each([
    ['ws2812', 250_000], ['ws2812', 500_000], ['apa102', 250_000], ['apa102', 500_000], ['apa102', 1_000_000],
  ] as const)('%s build switches to %i baud: exact UART speed, PONG and STATE at the new speed', async (kind, baud) => {
    const r = await start(kind, [40]);
    const hello = r.host.messages('HELLO')[0] as Extract<Message, { type: 'HELLO' }>;
    expect(hello.speeds! & LineSpeed[baud]).not.toBe(0);
    r.host.clear();
    await switchTo(r, baud);
    expect(r.board.uartBaudRate).toBe(baud); // 16 MHz / (8 × (UBRR + 1)): no clock error
    expect(r.host.messages('PONG')).toEqual([expect.objectContaining({ nonce: baud })]);
    // The board confirms with a STATE at the new speed, and goes on there.
    expect(r.host.all('STATE')).toHaveLength(1);
    r.board.lift(40);
    await r.clock.advanceBy(15);
    expect(r.host.all('STATE')).toHaveLength(2);
    expect(r.host.all('STATE')[1].occupied[40]).toBe(false);
    expect(r.host.decodeErrors()).toBe(0);
    expect(r.board.counters).toMatchObject({ speedSwitches: 1, speedFallbacks: 0, badFrames: 0, rxOverruns: 0 });
    expect(r.board.stats.uartOverruns).toBe(0);
  });

  it('a WS2812 build does not offer 1 Mbaud, and refuses it with ERROR UNSUPPORTED_SPEED', async () => {
    const r = await start('ws2812');
    const hello = r.host.messages('HELLO')[0] as Extract<Message, { type: 'HELLO' }>;
    expect(hello.speeds).toBe(LineSpeed[250_000] | LineSpeed[500_000]);
    r.host.clear();
    const seq = r.host.send({ type: 'SET_SPEED', baudRate: 1_000_000 });
    r.host.send({ type: 'SET_SPEED', baudRate: 230_400 });
    await r.clock.advanceBy(10);
    expect(r.host.all('ERROR')).toEqual([
      expect.objectContaining({ code: ErrorCode.UNSUPPORTED_SPEED, detail: seq }),
      expect.objectContaining({ code: ErrorCode.UNSUPPORTED_SPEED, detail: seq + 1 }),
    ]);
    expect(r.board.uartBaudRate).toBeLessThan(120_000);
  });

  it('loses nothing across the switch: a lift during it is reported once the host is heard at the new speed', async () => {
    const r = await start('apa102', [12]);
    r.host.clear();
    r.host.send({ type: 'SET_SPEED', baudRate: 1_000_000 });
    await r.clock.advanceBy(3);
    r.board.lift(12); // debounced while the host has not followed yet
    await r.clock.advanceBy(30);
    expect(r.host.all('STATE')).toEqual([]); // held: the host could not have read it
    await r.host.switchBaud(1_000_000);
    r.host.send({ type: 'PING', nonce: 1 });
    await r.clock.advanceBy(3);
    expect(r.host.all('STATE')).toHaveLength(1);
    expect(r.host.all('STATE')[0].occupied[12]).toBe(false);
    expect(r.host.decodeErrors()).toBe(0);
  });

  it('goes back to 115200 when no valid frame confirms the new speed within 250 ms', async () => {
    const r = await start('apa102');
    r.host.clear();
    r.host.send({ type: 'SET_SPEED', baudRate: 500_000 });
    await r.clock.advanceBy(100);
    expect(r.board.uartBaudRate).toBe(500_000);
    await r.clock.advanceBy(200);
    expect(r.board.uartBaudRate).toBeLessThan(120_000);
    expect(r.board.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 1 });
    r.host.send({ type: 'PING', nonce: 7 }); // the host never left 115200: the line works
    await r.clock.advanceBy(5);
    expect(r.host.messages('PONG')).toEqual([expect.objectContaining({ nonce: 7 })]);
  });

  it('goes back to 115200 when the host falls silent for 1.5 s on a switched line (a restarted host opens at 115200)', async () => {
    const r = await start('apa102');
    await switchTo(r, 1_000_000);
    await r.clock.advanceBy(1400);
    expect(r.board.uartBaudRate).toBe(1_000_000);
    await r.clock.advanceBy(200);
    expect(r.board.uartBaudRate).toBeLessThan(120_000);
    await r.host.switchBaud(115_200);
    r.host.clear();
    r.host.send({ type: 'HELLO', protocolMajor: 1, protocolMinor: 2, firmwareId: 'HOST', firmwareVersion: [0, 0, 0], rows: 0, cols: 0, ledKind: 0, buttons: 0, maxLedFrame: 0 });
    await r.clock.advanceBy(10);
    expect(r.host.messages().map((m) => m.type)).toEqual(['HELLO', 'STATE']);
  });
});

describe('LEDS_DELTA', () => {
  it('applies the changed cells and palette entries on the frame shown, and ACKs', async () => {
    const r = await start('ws2812');
    r.host.clear();
    const base = r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [DARK, RED], cells: solidCells(81, (c) => (c === 0 ? 1 : 0)) });
    await r.clock.advanceBy(15);
    const seq = r.host.send({
      type: 'LEDS_DELTA', baseSeq: base, blinkPeriodMs: 0, palette: [{ index: 2, colour: GREEN }],
      cells: [{ cell: 0, colour: 0, blink: false }, { cell: 80, colour: 2, blink: false }],
    });
    await r.clock.advanceBy(10);
    expect(r.host.all('ACK').map((a) => a.ackedSeq)).toEqual([base, seq]);
    const shown = r.board.shownLeds();
    expect(shown[0]).toEqual(DARK);
    expect(shown[80]).toEqual(GREEN);
    expect(shown.filter((c) => c.r + c.g + c.b > 0)).toHaveLength(1);
    expect(r.board.counters).toMatchObject({ ledsShown: 1, deltasShown: 1, noBase: 0 });
  });

  it('refuses a delta with ERROR NO_BASE after boot and when its base is not the frame shown', async () => {
    const r = await start('ws2812');
    r.host.clear();
    const early = r.host.send({ type: 'LEDS_DELTA', baseSeq: 0, blinkPeriodMs: 0, palette: [], cells: [{ cell: 1, colour: 1, blink: false }] });
    await r.clock.advanceBy(5);
    const base = r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [DARK, RED], cells: solidCells(81, () => 0) });
    await r.clock.advanceBy(15);
    const stale = r.host.send({ type: 'LEDS_DELTA', baseSeq: (base + 5) & 0xff, blinkPeriodMs: 0, palette: [], cells: [{ cell: 1, colour: 1, blink: false }] });
    await r.clock.advanceBy(5);
    expect(r.host.all('ERROR')).toEqual([
      expect.objectContaining({ code: ErrorCode.NO_BASE, detail: early }),
      expect.objectContaining({ code: ErrorCode.NO_BASE, detail: stale }),
    ]);
    expect(r.board.shownLeds()[1]).toEqual(DARK);
    expect(r.board.counters.noBase).toBe(2);
  });

  it('refuses a delta naming a cell the board does not have (BAD_LENGTH), applying none of it', async () => {
    const r = await start('ws2812');
    const base = r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [DARK, RED], cells: solidCells(81, () => 0) });
    await r.clock.advanceBy(15);
    r.host.clear();
    r.host.send({ type: 'LEDS_DELTA', baseSeq: base, blinkPeriodMs: 0, palette: [], cells: [{ cell: 3, colour: 1, blink: false }, { cell: 81, colour: 1, blink: false }] });
    await r.clock.advanceBy(5);
    expect(r.host.all('ERROR')).toEqual([expect.objectContaining({ code: ErrorCode.BAD_LENGTH, detail: 0x0a })]);
    expect(r.board.shownLeds()[3]).toEqual(DARK);
  });
});

describe('LED output', () => {
  it('writes the chain only when an LED changes: the same picture again is ACKed without output', async () => {
    const r = await start('ws2812');
    const frame = { type: 'LEDS' as const, blinkPeriodMs: 0, palette: [DARK, RED], cells: solidCells(81, (c) => c % 2) };
    r.host.send(frame);
    await r.clock.advanceBy(15);
    const latched = r.board.latchedFrames().length;
    r.host.clear();
    const again = r.host.send(frame);
    await r.clock.advanceBy(15);
    expect(r.host.all('ACK').map((a) => a.ackedSeq)).toEqual([again]);
    expect(r.board.latchedFrames()).toHaveLength(latched);
    expect(r.board.counters.showsSkipped).toBeGreaterThanOrEqual(1);
  });

  it('WS2812: the output starts right after a sweep and pauses scanning for its length; the firmware counts the pause', async () => {
    const r = await start('ws2812');
    r.board.takeLongestScanPauseMs();
    await r.clock.advanceBy(50);
    const quiet = r.board.takeLongestScanPauseMs();
    expect(quiet).toBeCloseTo(0.1, 1); // one row per 100 µs tick
    r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [DARK, RED], cells: solidCells(81, () => 1) });
    await r.clock.advanceBy(20);
    const paused = r.board.takeLongestScanPauseMs();
    expect(paused).toBeGreaterThan(2.4); // 81 LEDs × 30 µs, interrupts off
    expect(paused).toBeLessThan(3.2);
    const { scanPauses, scanPauseMaxUs } = r.board.counters;
    expect(scanPauses).toBe(1);
    expect(Math.abs(scanPauseMaxUs / 1000 - paused)).toBeLessThan(0.15); // the firmware's own count agrees with the pins
  });

  it('APA102: the chain on the SPI shows the picture (B, G, R at full brightness) and scanning never pauses', async () => {
    const r = await start('apa102');
    r.board.takeLongestScanPauseMs();
    const seq = r.host.send({ type: 'LEDS', blinkPeriodMs: 0, palette: [DARK, RED, GREEN], cells: solidCells(81, (c) => c % 3) });
    await r.clock.advanceBy(20);
    expect(r.host.all('ACK').map((a) => a.ackedSeq)).toContain(seq);
    const shown = r.board.shownLeds();
    expect(shown).toEqual(shown.map((_, cell) => [DARK, RED, GREEN][cell % 3]));
    const frame = r.board.latchedFrames().at(-1)!;
    expect(frame.leds).toHaveLength(81);
    expect(r.board.apa102.stats).toMatchObject({ dimmed: 0, aborted: 0 });
    expect((frame.latchedAt - frame.startedAt) / 16_000).toBeLessThan(0.6); // ~350 bytes at 8 MHz
    expect(r.board.takeLongestScanPauseMs()).toBeLessThan(0.11);
    expect(r.board.counters).toMatchObject({ scanPauses: 0, scanPauseMaxUs: 0, rxOverruns: 0 });
  });
});
