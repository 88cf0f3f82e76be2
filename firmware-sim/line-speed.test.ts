// The simulated board's line speed switch (SET_SPEED, protocol minor 2) against a raw host, in
// virtual time: the cases of avr/speed-and-leds.test.ts (the real firmware in the emulator) on the
// TS twin, plus the byte timing of each speed and a host whose frames never arrive clean.
import { afterEach, describe, expect, it } from 'vitest';
import { builtinProfiles, ErrorCode, hostHello, LineSpeed, slipFrame } from '../hardware/index.ts';
import type { Message } from '../hardware/index.ts';
import { speedsOf } from './board.ts';
import type { SimBoardOptions } from './board.ts';
import { SPEED_CONFIRM_MS, SWITCHED_SILENCE_MS } from './firmware.ts';
import { createRig } from './harness.ts';
import type { Rig } from './harness.ts';
import { byteTimeMs } from './wire.ts';

const HELLO_REQUEST = (() => { const { seq: _seq, ...rest } = hostHello(0); return rest; })();
const WS2812 = builtinProfiles['9x9'];
const APA102 = builtinProfiles['9x9-apa102'];

let rig: Rig | undefined;
afterEach(async () => {
  rig?.board.dispose();
  await rig?.host.close().catch(() => undefined);
  rig = undefined;
});

async function start(kind: 'ws2812' | 'apa102' = 'ws2812', pieces: number[] = [], options: Partial<SimBoardOptions> = {}): Promise<Rig> {
  const profile = kind === 'apa102' ? APA102 : WS2812;
  rig = await createRig({ profile, speeds: speedsOf(profile), ...options });
  rig.board.place(pieces);
  await rig.clock.advanceBy(20);
  rig.host.clear();
  return rig;
}

/** SET_SPEED, its ACK at 115200, the host follows 2 ms later and PINGs at the new speed. */
async function switchTo(r: Rig, baud: number): Promise<number> {
  const seq = r.host.send({ type: 'SET_SPEED', baudRate: baud });
  await r.clock.advanceBy(3);
  expect(r.host.all('ACK').map((a) => a.ackedSeq)).toContain(seq);
  await r.clock.advanceBy(2);
  await r.host.switchBaud(baud);
  r.host.send({ type: 'PING', nonce: baud });
  await r.clock.advanceBy(5);
  return seq;
}

describe('speedsOf: the line speeds of the real firmware build for a profile', () => {
  it('WS2812 boards 250 000 and 500 000 baud, APA102 boards also 1 000 000 (app.c BOARD_SPEEDS)', () => {
    expect(speedsOf(WS2812)).toBe(LineSpeed[250_000] | LineSpeed[500_000]);
    expect(speedsOf(builtinProfiles['10x10'])).toBe(LineSpeed[250_000] | LineSpeed[500_000]);
    expect(speedsOf(APA102)).toBe(LineSpeed[250_000] | LineSpeed[500_000] | LineSpeed[1_000_000]);
    expect(speedsOf({ ledKind: 'none' })).toBe(LineSpeed[250_000] | LineSpeed[500_000]); // config.h's default kind
  });
});

describe('line speed (SET_SPEED) on the simulated board', () => {
  it('offers its real build\'s speeds by default', async () => {
    rig = await createRig({ profile: WS2812 });
    rig.host.send(HELLO_REQUEST);
    await rig.clock.advanceBy(10);
    expect(rig.host.messages('HELLO')[0]).toMatchObject({ speeds: speedsOf(WS2812) });
    rig.board.dispose();
    await rig.host.close();
    rig = await createRig({ profile: APA102 });
    rig.host.send(HELLO_REQUEST);
    await rig.clock.advanceBy(10);
    expect(rig.host.messages('HELLO')[0]).toMatchObject({ speeds: speedsOf(APA102) });
  });

  it('given speeds 0, offers no speed and refuses SET_SPEED', async () => {
    rig = await createRig({ speeds: 0 });
    rig.host.send(HELLO_REQUEST);
    await rig.clock.advanceBy(10);
    expect(rig.host.messages('HELLO')[0]).toMatchObject({ speeds: 0 });
    const seq = rig.host.send({ type: 'SET_SPEED', baudRate: 250_000 });
    await rig.clock.advanceBy(10);
    expect(rig.host.all('ERROR')).toEqual([expect.objectContaining({ code: ErrorCode.UNSUPPORTED_SPEED, detail: seq })]);
    expect(rig.board.lineBaudRate).toBe(115_200);
  });

  it('offers its speeds in HELLO from protocol minor 2 only', async () => {
    const r = await start('apa102');
    r.host.send(HELLO_REQUEST);
    await r.clock.advanceBy(10);
    expect(r.host.messages('HELLO')[0]).toMatchObject({ speeds: 0x07 });
    r.board.dispose();
    await r.host.close();
    const older = await start('apa102', [], { protocolMinor: 1 });
    older.host.send(HELLO_REQUEST);
    const seq = older.host.send({ type: 'SET_SPEED', baudRate: 250_000 });
    await older.clock.advanceBy(10);
    expect((older.host.messages('HELLO')[0] as Extract<Message, { type: 'HELLO' }>).speeds).toBeUndefined();
    expect(older.host.all('ERROR')).toEqual([expect.objectContaining({ code: ErrorCode.UNSUPPORTED_SPEED, detail: seq })]);
  });

  it.each([
    ['ws2812', 250_000], ['ws2812', 500_000], ['apa102', 250_000], ['apa102', 500_000], ['apa102', 1_000_000],
  ] as const)('%s board switches to %i baud: ACK at 115200, then STATE and PONG at the new speed', async (kind, baud) => {
    const r = await start(kind, [40]);
    r.host.send(HELLO_REQUEST);
    await r.clock.advanceBy(10);
    const hello = r.host.messages('HELLO')[0] as Extract<Message, { type: 'HELLO' }>;
    expect(hello.speeds! & LineSpeed[baud]).not.toBe(0);
    r.host.clear();
    await switchTo(r, baud);
    expect(r.board.lineBaudRate).toBe(baud);
    expect(r.board.confirmingSpeed).toBe(false);
    expect(r.host.messages('PONG')).toEqual([expect.objectContaining({ nonce: baud })]);
    // The board confirms with a STATE at the new speed (app.c on_frame: before it answers the frame), and goes on there.
    expect(r.host.messages().map((m) => m.type)).toEqual(['ACK', 'STATE', 'PONG']);
    const [state] = r.host.timed('STATE');
    const [pong] = r.host.timed('PONG');
    expect(pong.at - state.at).toBeCloseTo(slipFrame(pong.message).length * byteTimeMs(baud), 9);
    expect(r.host.decodeErrors()).toBe(0);
    expect(r.board.counters).toMatchObject({ speedSwitches: 1, speedFallbacks: 0, badFrames: 0 });
    expect(r.board.counters.toBoard.bytesGarbled + r.board.counters.toHost.bytesGarbled).toBe(0);
  });

  it('a STATE after the switch takes the byte time of the new speed, both ways', async () => {
    const r = await start('apa102', [40]);
    const bt = byteTimeMs(1_000_000);
    await switchTo(r, 1_000_000);
    await r.clock.advanceBy(10);
    r.host.clear();
    const liftAt = r.clock.now(); // a whole millisecond: the scan runs now, and the eager debounce reports at once
    r.board.lift(40);
    await r.clock.advanceBy(5);
    const [state] = r.host.timed('STATE');
    expect(state.message.occupied[40]).toBe(false);
    expect(state.at - liftAt).toBeCloseTo(slipFrame(state.message).length * bt, 9);
    expect(state.at - liftAt).toBeLessThan(slipFrame(state.message).length * byteTimeMs(115_200) / 4);
    // Host to board at the new speed as well: a PING there is answered one PING plus one PONG later.
    r.host.clear();
    const sentAt = r.clock.now();
    const pingSeq = r.host.send({ type: 'PING', nonce: 5 });
    await r.clock.advanceBy(5);
    const [pong] = r.host.timed('PONG');
    const ping = slipFrame({ type: 'PING', seq: pingSeq, nonce: 5 }).length;
    expect(pong.at - sentAt).toBeCloseTo((ping + slipFrame(pong.message).length) * bt, 9);
  });

  it('a WS2812 board does not offer 1 Mbaud, and refuses it with ERROR UNSUPPORTED_SPEED', async () => {
    const r = await start('ws2812');
    r.host.send(HELLO_REQUEST);
    await r.clock.advanceBy(10);
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
    expect(r.host.all('ACK')).toEqual([]);
    expect(r.board.lineBaudRate).toBe(115_200);
  });

  it('takes SET_SPEED 115200 back from a switched line: ACK at the switched speed, no confirmation needed', async () => {
    const r = await start('apa102');
    await switchTo(r, 500_000);
    r.host.clear();
    const seq = r.host.send({ type: 'SET_SPEED', baudRate: 115_200 });
    await r.clock.advanceBy(5);
    expect(r.host.all('ACK').map((a) => a.ackedSeq)).toEqual([seq]);
    expect(r.board.lineBaudRate).toBe(115_200);
    expect(r.board.confirmingSpeed).toBe(false);
    await r.host.switchBaud(115_200);
    r.host.send({ type: 'GET_STATE' });
    await r.clock.advanceBy(5);
    expect(r.host.all('STATE')).toHaveLength(1);
    expect(r.host.decodeErrors()).toBe(0);
  });

  it('loses nothing across the switch: a lift during it is reported once the host is heard at the new speed', async () => {
    const r = await start('apa102', [12]);
    r.host.send({ type: 'SET_SPEED', baudRate: 1_000_000 });
    await r.clock.advanceBy(3);
    expect(r.board.confirmingSpeed).toBe(true);
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

  it('goes back to 115200 when no valid frame confirms the new speed within 250 ms; the STATE that waited goes out there', async () => {
    const r = await start('apa102', [7]);
    r.host.send({ type: 'SET_SPEED', baudRate: 500_000 });
    await r.clock.advanceBy(5);
    const [ack] = r.host.timed('ACK');
    r.board.lift(7);
    await r.clock.advanceBy(95);
    expect(r.board.lineBaudRate).toBe(500_000);
    expect(r.host.all('STATE')).toEqual([]);
    // The switch took effect when the ACK had left (≈ its arrival here); the board falls back on the
    // millisecond 250 ms after that.
    await r.clock.advanceBy(Math.floor(ack.at) + SPEED_CONFIRM_MS - r.clock.now() - 0.01);
    expect(r.board.lineBaudRate).toBe(500_000);
    await r.clock.advanceBy(1.02);
    expect(r.board.lineBaudRate).toBe(115_200);
    expect(r.board.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 1 });
    await r.clock.advanceBy(5);
    expect(r.host.all('STATE')).toHaveLength(1); // the lift, at 115200, where the host still listens
    expect(r.host.all('STATE')[0].occupied[7]).toBe(false);
    r.host.send({ type: 'PING', nonce: 7 }); // the host never left 115200: the line works
    await r.clock.advanceBy(5);
    expect(r.host.messages('PONG')).toEqual([expect.objectContaining({ nonce: 7 })]);
    expect(r.host.decodeErrors()).toBe(0);
  });

  it('a host still at 115200 after the switch is garbled at the board: no confirmation, and the fallback', async () => {
    const r = await start('ws2812');
    r.host.send({ type: 'SET_SPEED', baudRate: 500_000 });
    await r.clock.advanceBy(5);
    r.host.send({ type: 'PING', nonce: 1 }); // at 115200: the board hears noise
    await r.clock.advanceBy(20);
    expect(r.board.counters.toBoard.bytesGarbled).toBeGreaterThan(0);
    expect(r.board.counters.framesIn).toBe(1); // the SET_SPEED only
    expect(r.host.messages('PONG')).toEqual([]);
    await r.clock.advanceBy(SPEED_CONFIRM_MS);
    expect(r.board.lineBaudRate).toBe(115_200);
    expect(r.board.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 1 });
    r.host.clear();
    r.host.send({ type: 'PING', nonce: 2 });
    await r.clock.advanceBy(5);
    // The noise the board took in ends as a frame at the PING's leading END: ERROR BAD_CRC, then the PONG.
    expect(r.host.messages()).toEqual([
      expect.objectContaining({ type: 'ERROR', code: ErrorCode.BAD_CRC }),
      expect.objectContaining({ type: 'PONG', nonce: 2 }),
    ]);
    expect(r.host.decodeErrors()).toBe(0);
  });

  it('a host whose frames arrive corrupt at the new speed never confirms it: ERROR BAD_CRC there, then the fallback', async () => {
    const r = await start('apa102');
    r.host.send({ type: 'SET_SPEED', baudRate: 1_000_000 });
    await r.clock.advanceBy(5);
    await r.host.switchBaud(1_000_000);
    for (let i = 0; i < 3; i++) {
      const flipped = Uint8Array.from(slipFrame({ type: 'PING', seq: 9 + i, nonce: 1 }));
      flipped[4] ^= 0x10; // a payload bit: CRC mismatch
      r.host.sendBytes(flipped);
      await r.clock.advanceBy(50);
    }
    // Each answered at 1 Mbaud, where the host listens; none confirms the switch.
    expect(r.host.all('ERROR')).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ code: ErrorCode.BAD_CRC, detail: 0 })));
    expect(r.host.decodeErrors()).toBe(0);
    expect(r.board.confirmingSpeed).toBe(true);
    await r.clock.advanceBy(SPEED_CONFIRM_MS - 150);
    expect(r.board.lineBaudRate).toBe(115_200);
    expect(r.board.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 1, badCrc: 3 });
    await r.host.switchBaud(115_200);
    r.host.clear();
    r.host.send({ type: 'PING', nonce: 2 });
    await r.clock.advanceBy(5);
    expect(r.host.messages()).toEqual([expect.objectContaining({ type: 'PONG', nonce: 2 })]);
  });

  it('goes back to 115200 when the host falls silent for 1.5 s on a switched line (a restarted host opens at 115200)', async () => {
    const r = await start('apa102');
    await switchTo(r, 1_000_000);
    const heardAt = r.clock.now() - 5; // the PING arrived within microseconds of being sent
    await r.clock.advanceBy(SWITCHED_SILENCE_MS - 100);
    expect(r.board.lineBaudRate).toBe(1_000_000);
    await r.clock.advanceBy(heardAt + SWITCHED_SILENCE_MS + 1 - r.clock.now());
    expect(r.board.lineBaudRate).toBe(115_200);
    expect(r.board.counters).toMatchObject({ speedSwitches: 1, speedFallbacks: 1 });
    await r.host.switchBaud(115_200);
    r.host.clear();
    r.host.send(HELLO_REQUEST);
    await r.clock.advanceBy(10);
    expect(r.host.messages().map((m) => m.type)).toEqual(['HELLO', 'STATE']);
  });

  it('stays at a switched speed while the host talks there (each valid frame restarts the silence count)', async () => {
    const r = await start('ws2812');
    await switchTo(r, 500_000);
    for (let i = 0; i < 8; i++) {
      r.host.send({ type: 'PING', nonce: i });
      await r.clock.advanceBy(500);
    }
    expect(r.board.lineBaudRate).toBe(500_000);
    expect(r.board.counters).toMatchObject({ speedSwitches: 1, speedFallbacks: 0 });
    expect(r.host.messages('PONG')).toHaveLength(9);
  });

  it('a reset puts the board back at 115200', async () => {
    const r = await start('ws2812');
    await switchTo(r, 500_000);
    await r.host.switchBaud(115_200);
    r.host.clear();
    r.board.reset();
    expect(r.board.lineBaudRate).toBe(115_200);
    await r.clock.advanceBy(20);
    expect(r.host.messages().map((m) => m.type)).toEqual(['HELLO', 'STATE']);
  });
});
