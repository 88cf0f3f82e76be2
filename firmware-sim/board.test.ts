// The simulated board driven through a real SerialPortStream on the sim binding, in virtual time.
import { describe, expect, it } from 'vitest';
import {
  builtinProfiles, crc16, ErrorCode, Feature, hostHello, LedKind, ledChainIndex, MessageType, PROTOCOL_MAJOR, slipFrame,
} from '../hardware/index.ts';
import type { Leds, Message, State } from '../hardware/index.ts';
import { createRig } from './harness.ts';
import { byteTimeMs } from './wire.ts';

const HELLO_REQUEST = (() => { const { seq: _seq, ...rest } = hostHello(0); return rest; })();
const BYTE_MS = byteTimeMs(115200);

function occupiedCells(state: State): number[] {
  return state.occupied.flatMap((on, cell) => (on ? [cell] : []));
}

function ledsFor(cells: number, lit: Record<number, { colour: number; blink?: boolean }>): Omit<Leds, 'seq'> {
  return {
    type: 'LEDS',
    blinkPeriodMs: 500,
    palette: [{ r: 0, g: 0, b: 0 }, { r: 255, g: 0, b: 0 }, { r: 0, g: 40, b: 200 }],
    cells: Array.from({ length: cells }, (_, i) => ({ colour: lit[i]?.colour ?? 0, blink: lit[i]?.blink ?? false })),
  };
}

describe('SimBoard over the serial port', () => {
  it('answers a HELLO with its description, then a STATE', async () => {
    const { clock, host } = await createRig();
    host.send(HELLO_REQUEST);
    await clock.advanceBy(20);
    const types = host.messages().map((m) => m.type);
    expect(types).toEqual(['HELLO', 'STATE']);
    const [hello] = host.messages('HELLO') as Extract<Message, { type: 'HELLO' }>[];
    expect(hello).toMatchObject({
      protocolMajor: PROTOCOL_MAJOR, firmwareId: 'SIMBOARD', rows: 9, cols: 9,
      ledKind: LedKind.WS2812_GRB, buttons: 0,
    });
    expect(hello.maxLedFrame).toBeGreaterThanOrEqual(2 + 1 + 16 * 3 + 2 + 41 + 11); // full palette, 9×9 packed
    const state = host.messages('STATE')[0] as State;
    expect(state.occupied).toHaveLength(81);
    expect(state.seq).toBe((hello.seq + 1) & 0xff);
  });

  it('takes 10 bit times per byte each way', async () => {
    const { clock, host } = await createRig();
    const sentAt = clock.now();
    host.send({ type: 'PING', nonce: 7 });
    await clock.advanceBy(10);
    const [pong] = host.timed('PONG');
    const pingBytes = slipFrame({ type: 'PING', seq: 0, nonce: 7 }).length;
    const pongBytes = slipFrame({ type: 'PONG', seq: 0, nonce: 7 }).length;
    expect(pong.at).toBeCloseTo(sentAt + (pingBytes + pongBytes) * BYTE_MS, 9);
    expect(BYTE_MS).toBeCloseTo(0.0868, 4);
  });

  it('boots announcing itself with HELLO + STATE, showing pieces already standing', async () => {
    const { clock, board, host } = await createRig();
    board.place([4, 40]);
    await clock.advanceBy(20);
    host.clear();
    board.reset();
    await clock.advanceBy(20);
    expect(host.messages().map((m) => m.type)).toEqual(['HELLO', 'STATE']);
    expect(host.messages()[0].seq).toBe(0); // fresh RAM, fresh seq
    expect(occupiedCells(host.messages('STATE')[0] as State)).toEqual([4, 40]);
  });

  it('deferred: a placed piece gives exactly one STATE with its cell set, after the debounce window', async () => {
    const { clock, board, host } = await createRig({ debounceMode: 'deferred' });
    const placedAt = clock.now();
    board.place(12);
    await clock.advanceBy(100);
    const states = host.timed('STATE');
    expect(states).toHaveLength(1);
    expect(occupiedCells(states[0].message)).toEqual([12]);
    expect(states[0].at - placedAt).toBeGreaterThanOrEqual(5);
    expect(board.debouncedOccupancy()[12]).toBe(true);

    host.clear();
    board.lift(12);
    await clock.advanceBy(100);
    expect(host.messages('STATE').map((s) => occupiedCells(s as State))).toEqual([[]]);
  });

  it('deferred: a 3 ms bounce burst toggles the contact but changes no STATE', async () => {
    const { clock, board, host } = await createRig({ debounceMode: 'deferred' });
    board.bounce(30, 3);
    const seen = new Set<boolean>();
    for (let i = 0; i < 30; i++) {
      seen.add(board.occupiedRaw()[30]);
      await clock.advanceBy(0.1);
    }
    expect(seen).toEqual(new Set([true, false]));
    await clock.advanceBy(100);
    expect(board.occupiedRaw()[30]).toBe(false);
    expect(host.messages('STATE')).toHaveLength(0);
    expect(board.debouncedOccupancy()[30]).toBe(false);
  });

  it('eager (the 9x9 profile\'s mode): a placed piece is reported at the first scan; a 3 ms bounce burst on an empty cell shows as a piece for one window', async () => {
    const { clock, board, host } = await createRig();
    const placedAt = clock.now();
    board.place(12);
    await clock.advanceBy(100);
    const placed = host.timed('STATE');
    expect(placed.map((st) => occupiedCells(st.message))).toEqual([[12]]);
    expect(placed[0].at - placedAt).toBeLessThan(5);
    host.clear();
    board.bounce(30, 3);
    await clock.advanceBy(100);
    expect(board.occupiedRaw()[30]).toBe(false);
    const bounced = host.timed('STATE');
    expect(bounced.map((st) => occupiedCells(st.message))).toEqual([[12, 30], [12]]);
    expect(bounced[1].at - bounced[0].at).toBeCloseTo(5, 0);
    expect(board.debouncedOccupancy()[30]).toBe(false);
  });

  it('a press that bounces for 3 ms still yields exactly one STATE', async () => {
    const { clock, board, host } = await createRig();
    board.place(7);
    board.bounce(7, 3);
    await clock.advanceBy(100);
    const states = host.messages('STATE') as State[];
    expect(states).toHaveLength(1);
    expect(occupiedCells(states[0])).toEqual([7]);
  });

  it('reports its STATE at least once a second when nothing happens', async () => {
    const { clock, board, host } = await createRig();
    await clock.advanceBy(2500);
    board.place(1);
    await clock.advanceBy(3500);
    const states = host.timed('STATE');
    expect(states.length).toBeGreaterThanOrEqual(6);
    const gaps = states.slice(1).map((s, i) => s.at - states[i].at);
    // Arrival times: a STATE is one byte longer when its uptime needs a SLIP escape.
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(1000 + 2 * BYTE_MS + 1e-6);
    const uptimes = states.map((s) => s.message.uptimeMs);
    expect(uptimes).toEqual([...uptimes].sort((a, b) => a - b));
  });

  it('shows a LEDS frame after the show() time, then ACKs its seq', async () => {
    const { clock, board, host } = await createRig();
    const frame = ledsFor(81, { 9: { colour: 1 }, 40: { colour: 2, blink: true } });
    const sentAt = clock.now();
    const seq = host.send(frame);
    const arrives = sentAt + slipFrame({ ...frame, seq }).length * BYTE_MS;
    const shownAt = arrives + (81 * 30) / 1000;

    await clock.advanceTo(shownAt - 0.01);
    expect(board.shownLeds()[9]).toEqual({ r: 0, g: 0, b: 0, blink: false });
    expect(host.messages('ACK')).toHaveLength(0);
    await clock.advanceTo(shownAt);
    expect(board.shownLeds()[9]).toEqual({ r: 255, g: 0, b: 0, blink: false });
    expect(board.shownLeds()[40]).toEqual({ r: 0, g: 40, b: 200, blink: true });
    expect(board.shownBlinkPeriodMs()).toBe(500);

    await clock.advanceBy(5);
    const acks = host.timed('ACK');
    expect(acks).toHaveLength(1);
    expect(acks[0].message.ackedSeq).toBe(seq);
    expect(acks[0].at).toBeCloseTo(shownAt + slipFrame({ type: 'ACK', seq: 0, ackedSeq: seq }).length * BYTE_MS, 6);

    // Chain order: the 9×9 board is serpentine, so cell 9 (row 1, col 0) is the 18th LED.
    const chain = board.ledChain();
    expect(ledChainIndex(builtinProfiles['9x9'], 9)).toBe(17);
    expect(chain[17]).toEqual({ r: 255, g: 0, b: 0, blink: false });
    expect(chain[ledChainIndex(builtinProfiles['9x9'], 40)]).toEqual({ r: 0, g: 40, b: 200, blink: true });
    expect(chain.filter((led) => led.r + led.g + led.b > 0)).toHaveLength(2);
  });

  it('refuses a LEDS frame that arrives while one is being shown with ERROR BUSY', async () => {
    // At 1 Mbaud a frame arrives faster than 81 LEDs take to show, so a host that does not wait is caught.
    const { clock, board, host } = await createRig({ baudRate: 1_000_000 });
    const first = host.send(ledsFor(81, { 0: { colour: 1 } }));
    const second = host.send(ledsFor(81, { 0: { colour: 2 } }));
    await clock.advanceBy(20);
    expect(host.messages('ACK').map((m) => (m as Extract<Message, { type: 'ACK' }>).ackedSeq)).toEqual([first]);
    expect(host.messages('ERROR')).toEqual([
      expect.objectContaining({ code: ErrorCode.BUSY, detail: second }),
    ]);
    expect(board.shownLeds()[0]).toMatchObject({ r: 255, g: 0, b: 0 });
    expect(board.counters.busy).toBe(1);

    // Waiting for the ACK is the cure.
    const third = host.send(ledsFor(81, { 0: { colour: 2 } }));
    await clock.advanceBy(20);
    expect(host.messages('ACK').map((m) => (m as Extract<Message, { type: 'ACK' }>).ackedSeq)).toEqual([first, third]);
    expect(board.shownLeds()[0]).toMatchObject({ r: 0, g: 40, b: 200 });
  });

  it('answers PING with a PONG echoing the nonce, and GET_STATE with a STATE', async () => {
    const { clock, board, host } = await createRig();
    board.place([0, 80]);
    await clock.advanceBy(20);
    host.clear();
    host.send({ type: 'PING', nonce: 0xdeadbeef });
    host.send({ type: 'GET_STATE' });
    await clock.advanceBy(20);
    const [pong, state] = host.messages();
    expect(pong).toMatchObject({ type: 'PONG', nonce: 0xdeadbeef });
    expect(state.type).toBe('STATE');
    expect(occupiedCells(state as State)).toEqual([0, 80]);
  });

  it('drops and counts corrupt frames from the host, answers with ERROR, and keeps working', async () => {
    const { clock, board, host } = await createRig();
    const good = slipFrame({ type: 'PING', seq: 0, nonce: 1 });
    const flipped = Uint8Array.from(good);
    flipped[4] ^= 0x10; // a payload bit: CRC mismatch
    host.sendBytes(flipped);
    host.sendBytes([0xc0, 0x01, 0xc0]); // too short to be a frame
    host.sendBytes(slipFrame({ type: 'ACK', seq: 1, ackedSeq: 0 })); // a board-only message
    await clock.advanceBy(20);
    expect(host.messages('PONG')).toHaveLength(0);
    const errors = host.messages('ERROR') as Extract<Message, { type: 'ERROR' }>[];
    // PROTOCOL.md section 6: a bad CRC and a too-short frame are both BAD_CRC, detail 0.
    expect(errors.map((e) => [e.code, e.detail])).toEqual([
      [ErrorCode.BAD_CRC, 0], [ErrorCode.BAD_CRC, 0], [ErrorCode.UNKNOWN_TYPE, MessageType.ACK],
    ]);
    expect(board.counters).toMatchObject({ badFrames: 2, badCrc: 1, tooShort: 1, unexpected: 1 });
    expect(board.shownLeds().every((led) => led.r === 0)).toBe(true);

    host.send({ type: 'PING', nonce: 99 });
    await clock.advanceBy(20);
    expect(host.messages('PONG')).toEqual([expect.objectContaining({ nonce: 99 })]);
  });

  it('answers an unknown message type with ERROR UNKNOWN_TYPE, and an oversized frame with FRAME_TOO_LARGE', async () => {
    const { clock, board, host } = await createRig();
    const body = Uint8Array.from([0x42, 3]); // type 0x42 (not in v1), seq 3, valid CRC
    const crc = crc16(body);
    host.sendBytes([0xc0, ...body, crc >> 8, crc & 0xff, 0xc0]);
    host.sendBytes([0xc0, MessageType.LEDS, ...new Array<number>(600).fill(0x11), 0xc0]); // beyond the buffer
    await clock.advanceBy(100);
    const errors = host.messages('ERROR') as Extract<Message, { type: 'ERROR' }>[];
    expect(errors).toEqual([
      expect.objectContaining({ code: ErrorCode.UNKNOWN_TYPE, detail: 0x42 }),
      expect.objectContaining({ code: ErrorCode.FRAME_TOO_LARGE, detail: MessageType.LEDS }),
    ]);
    expect(board.counters).toMatchObject({ unknownType: 1, tooLarge: 1, badFrames: 2 });
  });

  it('answers FRAME_TOO_LARGE as soon as a frame outgrows its buffer, without waiting for the END, then reads on', async () => {
    const { clock, board, host } = await createRig();
    host.sendBytes([0xc0, MessageType.LEDS, ...new Array<number>(5000).fill(0x11)]); // no END yet
    await clock.advanceBy(5000 * BYTE_MS + 20);
    expect(host.messages('ERROR')).toEqual([expect.objectContaining({ code: ErrorCode.FRAME_TOO_LARGE, detail: MessageType.LEDS })]);
    expect(board.counters).toMatchObject({ tooLarge: 1, badFrames: 1 });
    host.send({ type: 'PING', nonce: 5 }); // its leading END ends the dropped frame
    await clock.advanceBy(20);
    expect(host.messages('PONG')).toEqual([expect.objectContaining({ nonce: 5 })]);
    expect(board.counters).toMatchObject({ tooLarge: 1, badFrames: 1 });
  });

  it('refuses a LEDS frame with the wrong cell count as BAD_LENGTH', async () => {
    const { clock, board, host } = await createRig();
    host.send(ledsFor(64, { 0: { colour: 1 } }));
    await clock.advanceBy(30);
    expect(host.messages('ACK')).toHaveLength(0);
    expect(host.messages('ERROR')).toEqual([expect.objectContaining({ code: ErrorCode.BAD_LENGTH, detail: MessageType.LEDS })]);
    expect(board.shownLeds()[0].r).toBe(0);
  });

  it('speaks minor 2: its HELLO offers LEDS_DELTA (and, given speeds 0, no faster line); a delta on the frame shown is applied and ACKed', async () => {
    const { clock, board, host } = await createRig({ speeds: 0 });
    host.send(HELLO_REQUEST);
    await clock.advanceBy(20);
    expect(host.messages('HELLO')[0]).toMatchObject({ protocolMinor: 2, features: Feature.LEDS_DELTA, speeds: 0 });
    const base = host.send(ledsFor(81, { 0: { colour: 1 } }));
    await clock.advanceBy(30);
    host.clear();
    const delta = host.send({
      type: 'LEDS_DELTA', baseSeq: base, blinkPeriodMs: 500, palette: [{ index: 3, colour: { r: 9, g: 8, b: 7 } }],
      cells: [{ cell: 0, colour: 0, blink: false }, { cell: 80, colour: 3, blink: true }],
    });
    await clock.advanceBy(30);
    expect(host.messages('ACK')).toEqual([expect.objectContaining({ ackedSeq: delta })]);
    expect(board.shownLeds()[0]).toMatchObject({ r: 0, g: 0, b: 0 });
    expect(board.shownLeds()[80]).toEqual({ r: 9, g: 8, b: 7, blink: true });
  });

  it('refuses a delta without its base (NO_BASE), a cell off the board (BAD_LENGTH) and any SET_SPEED', async () => {
    const { clock, board, host } = await createRig();
    const early = host.send({ type: 'LEDS_DELTA', baseSeq: 0, blinkPeriodMs: 0, palette: [], cells: [{ cell: 1, colour: 1, blink: false }] });
    await clock.advanceBy(10);
    const base = host.send(ledsFor(81, {}));
    await clock.advanceBy(30);
    host.send({ type: 'LEDS_DELTA', baseSeq: base, blinkPeriodMs: 0, palette: [], cells: [{ cell: 81, colour: 1, blink: false }] });
    const speed = host.send({ type: 'SET_SPEED', baudRate: 1_000_000 });
    await clock.advanceBy(10);
    expect(host.messages('ERROR')).toEqual([
      expect.objectContaining({ code: ErrorCode.NO_BASE, detail: early }),
      expect.objectContaining({ code: ErrorCode.BAD_LENGTH, detail: MessageType.LEDS_DELTA }),
      expect.objectContaining({ code: ErrorCode.UNSUPPORTED_SPEED, detail: speed }),
    ]);
    expect(board.shownLeds()[1].r).toBe(0);
  });

  it('can claim another protocol major, for hosts that must refuse it', async () => {
    const { clock, host } = await createRig({ protocolMajor: 2 });
    host.send(HELLO_REQUEST);
    await clock.advanceBy(20);
    // It still describes itself, then says it cannot talk (PROTOCOL.md, ERROR UNSUPPORTED_VERSION).
    expect(host.messages().map((m) => m.type)).toEqual(['HELLO', 'STATE', 'ERROR']);
    expect(host.messages('HELLO')[0]).toMatchObject({ protocolMajor: 2 });
    expect(host.messages('ERROR')[0]).toMatchObject({ code: ErrorCode.UNSUPPORTED_VERSION, detail: 2 });
  });

  it('reports buttons after the cells, debounced like them', async () => {
    const { clock, board, host } = await createRig({ profile: builtinProfiles['9x9-buttons'] });
    board.setButton('undo', true);
    await clock.advanceBy(20);
    const states = host.messages('STATE') as State[];
    expect(states).toHaveLength(1);
    expect(states[0].buttons).toEqual([false, true]);
    expect(states[0].occupied.every((v) => !v)).toBe(true);
    expect(() => board.setButton('jump', true)).toThrow(/no button/);
  });

  it('counts frames the host lost between two seqs', async () => {
    const { clock, board, host } = await createRig();
    host.send({ type: 'PING', nonce: 1 });
    host.send({ type: 'PING', nonce: 2 });
    host.send(HELLO_REQUEST);
    await clock.advanceBy(20);
    expect(board.counters.hostSeqGaps).toBe(0);
    host.sendBytes(slipFrame({ type: 'PING', seq: 10, nonce: 3 })); // seqs 3..9 never arrived
    await clock.advanceBy(20);
    expect(board.counters.hostSeqGaps).toBe(10 - 2 - 1);
  });

  it('works on fractional virtual times', async () => {
    const { clock, board, host } = await createRig({}, 0.37);
    await clock.advanceBy(0.25);
    board.place(5);
    for (let i = 0; i < 80; i++) await clock.advanceBy(0.125);
    const states = host.timed('STATE');
    expect(states).toHaveLength(1);
    expect(Number.isInteger(states[0].message.uptimeMs)).toBe(true);
    expect(occupiedCells(states[0].message)).toEqual([5]);
  });
});

describe('SimBoard debounce modes (debounceMode, else the profile\'s)', () => {
  /** A piece stands on cell 12; it is lifted between two scans (scans every 1 ms), then the host listens. */
  async function lift(debounceMode: 'eager' | 'deferred' | undefined, then?: (rig: Awaited<ReturnType<typeof createRig>>) => Promise<void>) {
    const rig = await createRig(debounceMode === undefined ? {} : { debounceMode });
    const { clock, board, host } = rig;
    board.place(12);
    await clock.advanceBy(100.4);
    host.clear();
    const liftedAt = clock.now();
    board.lift(12);
    if (then) await then(rig);
    await clock.advanceBy(100);
    return { liftedAt, states: host.timed('STATE'), debounced: board.debouncedOccupancy()[12] };
  }

  it('reports a lift at the first scan after it, earlier than the deferred mode by the window', async () => {
    const eager = await lift('eager');
    const deferred = await lift('deferred');
    expect(eager.liftedAt).toBe(deferred.liftedAt);
    for (const run of [eager, deferred]) {
      expect(run.states).toHaveLength(1);
      expect(occupiedCells(run.states[0].message)).toEqual([]);
      expect(run.debounced).toBe(false);
    }
    // The first scan after the lift, at 101 ms, sends the STATE; it then takes its bytes' time on the line.
    const stateBytes = slipFrame(eager.states[0].message).length;
    expect(eager.states[0].at).toBeCloseTo(Math.ceil(eager.liftedAt) + stateBytes * BYTE_MS, 6);
    expect(deferred.states[0].at - eager.states[0].at).toBeCloseTo(5, 6); // the 5 ms debounce window
  });

  it('a lift that bounces for 3 ms still gives exactly one STATE, sooner than deferred', async () => {
    const bounce = async ({ board }: Awaited<ReturnType<typeof createRig>>): Promise<void> => { board.bounce(12, 3); };
    const eager = await lift('eager', bounce);
    const deferred = await lift('deferred', bounce);
    expect(eager.states.map((s) => occupiedCells(s.message))).toEqual([[]]);
    expect(deferred.states.map((s) => occupiedCells(s.message))).toEqual([[]]);
    expect(eager.states[0].at).toBeLessThan(deferred.states[0].at);
  });

  it('shows a one-scan glitch as a lift, then the piece back once the window is over (deferred: nothing)', async () => {
    const glitch = async ({ clock, board }: Awaited<ReturnType<typeof createRig>>): Promise<void> => {
      await clock.advanceBy(0.8); // the scan at 101 ms sees the contact open
      board.place(12);
    };
    const eager = await lift('eager', glitch);
    expect(eager.states.map((s) => occupiedCells(s.message))).toEqual([[], [12]]);
    expect(eager.states[1].at - eager.states[0].at).toBeCloseTo(5, 6); // the scan that ends the hold, at 106 ms
    expect(eager.debounced).toBe(true);
    const deferred = await lift('deferred', glitch);
    expect(deferred.states).toHaveLength(0);
    expect(deferred.debounced).toBe(true);
  });

  it('runs its profile\'s mode when none is given: eager on the 9x9 board, deferred on the 9x9 board with buttons', async () => {
    const unset = await lift(undefined);
    const eager = await lift('eager');
    expect(unset.states.map((st) => st.at)).toEqual(eager.states.map((st) => st.at));
    const buttons = await createRig({ profile: builtinProfiles['9x9-buttons'] });
    buttons.board.place(12);
    const placedAt = buttons.clock.now();
    await buttons.clock.advanceBy(100);
    const [placed] = buttons.host.timed('STATE');
    expect(placed.at - placedAt).toBeGreaterThanOrEqual(5); // the window first: deferred
  });
});
