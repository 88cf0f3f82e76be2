// BoardLink against a tiny fake board built on @serialport/binding-mock, in virtual time.
// The fake answers HELLO, acknowledges LEDS and echoes PINGs the way the protocol says a board
// does; each test switches off or overrides the part it examines.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import { PROTOCOL_MAJOR, VirtualClock, encodeFrame } from '../../hardware/index.ts';
import type { State } from '../../hardware/index.ts';
import { BoardLink } from './board-link.ts';
import type { LedsShown, LinkStatus } from './types.ts';
import { colourOf, FakeBoard, ledsFrame, MockBinding, PATH } from '../testing/link-fake-board.ts';
let clock: VirtualClock;
let board: FakeBoard;
let link: BoardLink;
let statuses: LinkStatus[];
let states: State[];
let shown: LedsShown[];
let logLines: string[];

function makeLink(overrides: Partial<ConstructorParameters<typeof BoardLink>[0]> = {}): BoardLink {
  const made = new BoardLink({
    path: PATH, binding: board.binding, clock, log: (line) => logLines.push(line), ...overrides,
  });
  made.status$.subscribe((s) => statuses.push(s));
  made.states$.subscribe((s) => states.push(s));
  made.ledsShown$.subscribe((s) => shown.push(s));
  return made;
}

/** Opens the link, letting virtual time run until open() settles. */
async function openLink(target = link) {
  const pending = target.open();
  let settled = false;
  void pending.then(() => { settled = true; });
  for (let i = 0; i < 1000 && !settled; i++) await clock.advanceBy(10);
  return pending;
}

beforeEach(() => {
  MockBinding.reset();
  clock = new VirtualClock();
  board = new FakeBoard(clock);
  statuses = [];
  states = [];
  shown = [];
  logLines = [];
  link = makeLink();
});

afterEach(async () => {
  await link.close();
});

describe('handshake', () => {
  it('opens the port, sends HELLO and resolves with the board HELLO', async () => {
    const result = await openLink();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.hello).toMatchObject({ firmwareId: 'FAKE', rows: 3, cols: 3, protocolMajor: 1, firmwareVersion: [1, 2, 3] });
    const first = board.received[0].message;
    expect(first).toMatchObject({ type: 'HELLO', protocolMajor: PROTOCOL_MAJOR, firmwareId: 'HOST', rows: 0 });
    expect(link.status).toMatchObject({ state: 'ready', hello: { firmwareId: 'FAKE' } });
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connecting', 'ready']);
    expect(link.hello?.firmwareId).toBe('FAKE');
    expect(states).toHaveLength(1); // the STATE the board sends right after its HELLO
  });

  it('refuses a board of another protocol major with a clear error value, and closes the port', async () => {
    board.hello = { ...board.hello, protocolMajor: 2 };
    const result = await openLink();
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'protocol-mismatch', path: PATH,
        message: 'board speaks protocol v2, this host speaks v1: update the host or the firmware',
      },
    });
    expect(link.status.state).toBe('failed');
    expect(board.isOpen).toBe(false);
    expect(board.sent('HELLO')).toHaveLength(1); // no retry: the answer was clear
  });

  it('gives up after helloAttempts unanswered HELLOs, in virtual time', async () => {
    board.answerHello = false;
    const result = await openLink();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('no-answer');
    expect(result.error.message).toBe(
      `no answer from ${PATH} within 3000 ms: is it a tabletop board, at 115200 baud?`);
    const hellos = board.sent('HELLO');
    expect(hellos.map((h) => h.at)).toEqual([0, 1000, 2000]);
    expect(clock.now()).toBeGreaterThanOrEqual(3000);
    expect(clock.now()).toBeLessThan(3100);
    expect(board.isOpen).toBe(false);
    expect(link.status).toMatchObject({ state: 'failed', reason: result.error.message });
  });

  it('honours helloAttempts, helloTimeoutMs and baudRate in the message', async () => {
    await link.close();
    board.answerHello = false;
    link = makeLink({ helloAttempts: 2, helloTimeoutMs: 300, baudRate: 57600 });
    board.lineBaud = 57600; // it hears the HELLOs (and still does not answer them)
    const result = await openLink();
    expect(!result.ok && result.error.message).toBe(
      `no answer from ${PATH} within 600 ms: is it a tabletop board, at 57600 baud?`);
    expect(board.sent('HELLO')).toHaveLength(2);
  });

  it('reports a port that cannot be opened with its path and the OS reason', async () => {
    await link.close();
    link = makeLink({ path: '/dev/ttyNOPE' });
    const result = await openLink();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('port-open-failed');
    expect(result.error.message).toBe(
      'cannot open /dev/ttyNOPE: Error: No such file or directory, cannot open /dev/ttyNOPE');
  });

  it('turns a binding that throws, or never finishes opening, into error values', async () => {
    await link.close();
    const throwing: BindingInterface = { list: async () => [], open: () => { throw new Error('no driver'); } };
    link = makeLink({ binding: throwing });
    const thrown = await openLink();
    expect(!thrown.ok && thrown.error).toMatchObject({ kind: 'port-open-failed', message: `cannot open ${PATH}: no driver` });
    await link.close();

    const wedged: BindingInterface = { list: async () => [], open: () => new Promise(() => undefined) };
    link = makeLink({ binding: wedged, openTimeoutMs: 700 });
    const hung = await openLink();
    expect(!hung.ok && hung.error.message).toBe(`cannot open ${PATH}: opening did not finish within 700 ms`);
    expect(clock.now()).toBeGreaterThanOrEqual(700);
  });

  it('refuses a second open() while open, and works again after a failure', async () => {
    board.answerHello = false;
    const first = await openLink();
    expect(first.ok).toBe(false);
    board.answerHello = true;
    const second = await openLink();
    expect(second.ok).toBe(true);
    const third = await openLink();
    expect(!third.ok && third.error.kind).toBe('already-open');
  });

  it('drops frames that arrive before the board HELLO, keeps the STATE right behind it', async () => {
    board.answerHello = false;
    const pending = link.open();
    await clock.advanceBy(10);
    board.occupied[8] = true;
    board.emitState(); // a board already running reports before answering
    await clock.advanceBy(10);
    board.occupied[8] = false;
    board.emit(board.hello);
    board.emitState(); // same chunk as the HELLO
    await clock.advanceBy(10);
    expect((await pending).ok).toBe(true);
    expect(states).toHaveLength(1);
    expect(states[0].occupied[8]).toBe(false);
  });
});

describe('receiving', () => {
  it('delivers every STATE in order', async () => {
    await openLink();
    states.length = 0; // the STATE behind the HELLO
    board.occupied[4] = true;
    board.emitState();
    board.occupied[0] = true;
    board.emitState();
    await clock.advanceBy(1);
    expect(states.map((s) => s.occupied.filter(Boolean).length)).toEqual([1, 2]);
    expect(states[1].occupied[0]).toBe(true);
    expect(states[1].buttons).toEqual([false]);
  });

  it('drops corrupted frames, counts them and keeps going', async () => {
    await openLink();
    states.length = 0;
    const before = link.counters;
    board.occupied[1] = true;
    const good = encodeFrame({ type: 'STATE', seq: 9, uptimeMs: 1, occupied: board.occupied, buttons: [false] });
    const corrupt = Uint8Array.from(good);
    corrupt[3] ^= 0x10; // a flipped bit in the payload
    board.emitBytes(Uint8Array.of(0xc0, ...corrupt, 0xc0));
    board.emitBytes(Uint8Array.of(0xc0, 0x02, 0xc0)); // too short to be a frame
    board.emitState();
    await clock.advanceBy(1);
    const after = link.counters;
    expect(after.crcErrors - before.crcErrors).toBe(1);
    expect(after.decodeErrors - before.decodeErrors).toBe(1);
    expect(after.framesIn - before.framesIn).toBe(1);
    expect(states).toHaveLength(1);
    expect(states[0].occupied[1]).toBe(true);
  });

  it('counts gaps in the board numbering, and a board HELLO resets the expectation', async () => {
    await openLink();
    board.emitState();
    board.skipSeq(3);
    board.emitState();
    board.emitState();
    await clock.advanceBy(1);
    expect(link.counters).toMatchObject({ seqGaps: 1, framesMissed: 3 });
    board.reboot(); // seq starts again at 0: not a gap
    board.emitState();
    await clock.advanceBy(1);
    expect(link.counters).toMatchObject({ seqGaps: 1, framesMissed: 3, boardResets: 1 });
  });

  it('counts ERROR frames from the board and answers its PINGs', async () => {
    await openLink();
    board.emit({ type: 'ERROR', code: 6, detail: 3 });
    board.emit({ type: 'PING', nonce: 0xdeadbeef });
    await clock.advanceBy(1);
    expect(link.counters.boardErrors).toBe(1);
    expect(board.sent('PONG').map((r) => r.message)).toEqual([expect.objectContaining({ nonce: 0xdeadbeef })]);
  });
});

describe('LEDS flow control', () => {
  it('never sends a LEDS frame before the previous one is ACKed, and the newest waiting one wins', async () => {
    board.ackAfterMs = null;
    await openLink();
    link.sendLeds(ledsFrame(1));
    link.sendLeds(ledsFrame(2));
    link.sendLeds(ledsFrame(3));
    await clock.advanceBy(100);
    expect(board.sent('LEDS').map(colourOf)).toEqual([1]);
    const firstSeq = board.sent('LEDS')[0].message.seq;
    board.ack(firstSeq);
    await clock.advanceBy(1);
    expect(board.sent('LEDS').map(colourOf)).toEqual([1, 3]); // 2 was superseded while waiting
    expect(shown).toEqual([{ seq: firstSeq, at: clock.now() - 1 }]);
    link.sendLeds(ledsFrame(2));
    await clock.advanceBy(50);
    expect(board.sent('LEDS').map(colourOf)).toEqual([1, 3]);
    board.ack(board.sent('LEDS')[1].message.seq);
    await clock.advanceBy(1);
    expect(board.sent('LEDS').map(colourOf)).toEqual([1, 3, 2]);
  });

  it('holds the order rule under a stream of frames with a board that takes time to show', async () => {
    board.ackAfterMs = 30;
    await openLink();
    for (let i = 0; i < 40; i++) {
      link.sendLeds(ledsFrame(i % 4));
      await clock.advanceBy(7);
    }
    await clock.advanceBy(100);
    const leds = board.sent('LEDS');
    const acks = shown.map((s) => s.at);
    expect(leds.length).toBeGreaterThan(5);
    expect(leds.length).toBeLessThan(40); // superseded frames were never sent
    for (let i = 1; i < leds.length; i++) {
      // Frame i left only after the ACK of frame i-1 had arrived.
      expect(leds[i].at).toBeGreaterThanOrEqual(acks[i - 1]);
    }
    expect(colourOf(leds[leds.length - 1])).toBe(39 % 4); // the newest frame is what stays shown
    expect(link.counters.ackTimeouts).toBe(0);
  });

  it('sends a frame asked for before open() once the link is ready', async () => {
    link.sendLeds(ledsFrame(2));
    await openLink();
    expect(board.sent('LEDS').map(colourOf)).toEqual([2]);
  });

  it('resends once after an ACK timeout, then counts and moves on', async () => {
    board.ackAfterMs = null;
    await openLink();
    link.sendLeds(ledsFrame(1));
    await clock.advanceBy(10);
    link.sendLeds(ledsFrame(2));
    await clock.advanceBy(250);
    expect(board.sent('LEDS').map(colourOf)).toEqual([1, 1]); // resent once
    expect(link.counters.ackTimeouts).toBe(1);
    await clock.advanceBy(250);
    expect(board.sent('LEDS').map(colourOf)).toEqual([1, 1, 2]); // gave up on 1, sent the waiting one
    expect(link.counters.ackTimeouts).toBe(2);
    const [original, resend, next] = board.sent('LEDS').map((r) => r.message.seq);
    expect(resend).not.toBe(original); // every frame gets its own seq
    board.ack(original); // a late ACK of an abandoned frame changes nothing
    await clock.advanceBy(1);
    expect(shown).toEqual([]);
    board.ack(next);
    await clock.advanceBy(1);
    expect(shown.map((s) => s.seq)).toEqual([next]);
  });
});

describe('heartbeat and loss', () => {
  it('PINGs when nothing arrives for heartbeatMs and stays ready while the board answers', async () => {
    await openLink(); // ready at t=0: the fake answers within the same instant
    const readyAt = 0;
    await clock.advanceBy(5000);
    const pings = board.sent('PING');
    expect(pings.length).toBeGreaterThanOrEqual(9);
    expect(pings[0].at - readyAt).toBe(500);
    expect(pings[1].at - pings[0].at).toBe(500);
    expect(link.status.state).toBe('ready');
    expect(new Set(pings.map((p) => p.message.type === 'PING' && p.message.nonce)).size).toBe(pings.length);
  });

  it('does not PING while STATEs keep arriving', async () => {
    await openLink();
    for (let i = 0; i < 20; i++) {
      board.emitState();
      await clock.advanceBy(200);
    }
    expect(board.sent('PING')).toHaveLength(0);
  });

  it('declares the link lost after deadAfterMs of silence, then reconnects', async () => {
    await openLink();
    board.answerPing = false;
    const quietFrom = clock.now();
    await clock.advanceBy(2100);
    const lost = statuses.find((s) => s.state === 'lost');
    expect(lost?.reason).toBe(`no frame from ${PATH} for 2000 ms`);
    expect(lost?.said).toEqual({ code: 'link-silent', params: { path: PATH, ms: 2000 } });
    expect(board.sent('PING').length).toBeGreaterThanOrEqual(3);
    expect(board.sent('PING')[0].at - quietFrom).toBeLessThanOrEqual(510);
    await clock.advanceBy(500);
    expect(link.status.state).toBe('ready'); // the port was fine: the handshake worked at once
    expect(link.counters.reconnects).toBe(1);
    // Each status says its reason as a code too, for screens in other languages.
    expect(statuses.find((s) => s.state === 'reconnecting')?.said).toMatchObject({ code: 'link-reconnecting', params: { attempt: 1 } });
    expect(statuses.some((s) => s.state === 'ready' && s.said?.code === 'link-reconnected')).toBe(true);
  });

  it('unplug: lost at once, reconnect with backoff while the path is gone, ready and GET_STATE after replug', async () => {
    await openLink();
    link.sendLeds(ledsFrame(3));
    await clock.advanceBy(20);
    expect(shown).toHaveLength(1);
    const receivedBefore = board.received.length;

    const unpluggedAt = clock.now();
    board.unplug();
    await clock.advanceBy(0);
    expect(link.status.state).not.toBe('ready');
    expect(statuses.some((s) => s.state === 'lost' && /disconnected/.test(s.reason ?? ''))).toBe(true);
    expect(clock.now()).toBe(unpluggedAt); // no timer was needed to notice

    await clock.advanceBy(3000);
    const waits = statuses
      .filter((s) => s.state === 'reconnecting')
      .map((s) => Number(/in (\d+) ms/.exec(s.reason ?? '')?.[1]));
    expect(waits.slice(0, 5)).toEqual([100, 200, 400, 800, 1600]);
    expect(statuses.filter((s) => s.state === 'reconnecting')[1].reason).toMatch(/cannot open \/dev\/ttyFAKE0/);

    board.replug();
    await clock.advanceBy(6000);
    expect(link.status).toMatchObject({ state: 'ready', reason: 'reconnected' });
    expect(link.counters.reconnects).toBe(1);
    const afterReplug = board.received.slice(receivedBefore);
    const types = afterReplug.map((r) => r.message.type);
    expect(types[0]).toBe('HELLO');
    expect(types).toContain('GET_STATE');
    expect(types.indexOf('GET_STATE')).toBeLessThan(types.indexOf('LEDS'));
    // The board lost power: the last frame is shown again.
    expect(colourOf(afterReplug.find((r) => r.message.type === 'LEDS')!)).toBe(3);
    expect(shown).toHaveLength(2);
    // After the resync the STATE stream flows again.
    const count = states.length;
    board.emitState();
    await clock.advanceBy(1);
    expect(states.length).toBe(count + 1);
  });

  it('caps the backoff at maxMs and follows the configured factor', async () => {
    await link.close();
    link = makeLink({ backoff: { initialMs: 50, factor: 3, maxMs: 1000 } });
    await openLink();
    board.unplug();
    await clock.advanceBy(6000);
    const waits = statuses
      .filter((s) => s.state === 'reconnecting')
      .map((s) => Number(/in (\d+) ms/.exec(s.reason ?? '')?.[1]));
    expect(waits.slice(0, 6)).toEqual([50, 150, 450, 1000, 1000, 1000]);
  });

  it('a reboot whose HELLO was lost still shows by the uptime going back', async () => {
    await openLink();
    link.sendLeds(ledsFrame(1));
    await clock.advanceBy(100);
    board.emitState(); // uptime 100
    await clock.advanceBy(10);
    board.rebootSilently();
    await clock.advanceBy(5);
    board.emitState(); // uptime 5
    await clock.advanceBy(20);
    expect(link.counters.boardResets).toBe(1);
    expect(board.sent('LEDS').map(colourOf)).toEqual([1, 1]);
  });

  it('a second HELLO that continues the numbering answers ours: no reset', async () => {
    // A board that boots as the port opens: its boot HELLO takes the handshake, the answer to
    // the host's HELLO follows right behind.
    board.answerHello = false;
    const pending = link.open();
    await clock.advanceBy(1);
    board.reboot(); // boot HELLO + STATE (seq 0, 1)
    board.emit(board.hello); // the answer (seq 2)
    board.emitState();
    await clock.advanceBy(10);
    expect((await pending).ok).toBe(true);
    expect(link.counters).toMatchObject({ boardResets: 0, seqGaps: 0 });
    expect(statuses.filter((s) => s.state === 'ready')).toHaveLength(1);
  });

  it('a board reboot while connected resends the last LEDS frame', async () => {
    await openLink();
    link.sendLeds(ledsFrame(2));
    await clock.advanceBy(20);
    board.reboot();
    await clock.advanceBy(20);
    expect(board.sent('LEDS').map(colourOf)).toEqual([2, 2]);
    expect(link.counters.boardResets).toBe(1);
    expect(link.status).toMatchObject({ state: 'ready', reason: 'board restarted' });
  });
});

describe('a board that announces another size', () => {
  it.each([[0, 0], [255, 255]])('a %i×%i HELLO mid-game is refused and named; the 3×3 board is awaited, and taken back', async (rows, cols) => {
    await openLink();
    expect(states).toHaveLength(1);
    const statesBefore = states.length;
    // The board restarts announcing another size, and reports that many cells.
    board.hello = { ...board.hello, rows, cols };
    board.occupied = Array(rows * cols).fill(false);
    board.reboot();
    await clock.advanceBy(20);
    expect(link.status.state).not.toBe('ready');
    expect(link.status.reason).toContain(`announced a ${rows}×${cols} board, not the 3×3 board it was opened with: waiting for the 3×3 board`);
    expect(statuses.some((s) => s.state === 'ready' && s.reason === 'board restarted')).toBe(false);
    expect(link.hello).toMatchObject({ rows: 3, cols: 3 });
    // The link keeps asking; the board keeps answering with the wrong size: still refused, nothing reaches the game.
    await clock.advanceBy(3000);
    expect(board.sent('HELLO').length).toBeGreaterThan(2);
    expect(link.status.state).toBe('reconnecting');
    expect(link.status.reason).toContain(`announced a ${rows}×${cols} board`);
    expect(states).toHaveLength(statesBefore);
    // The right board answers again: ready, and its reports flow.
    board.hello = { ...board.hello, rows: 3, cols: 3 };
    board.occupied = Array(9).fill(false);
    board.occupied[4] = true;
    await clock.advanceBy(6000);
    expect(link.status).toMatchObject({ state: 'ready', reason: 'reconnected' });
    expect(states.length).toBeGreaterThan(statesBefore);
    expect(states.every((s) => s.occupied.length === 9)).toBe(true);
    expect(states.at(-1)?.occupied[4]).toBe(true);
  });

  it('a report of another size whose HELLO was lost is refused too', async () => {
    await openLink();
    const statesBefore = states.length;
    board.occupied = Array(4).fill(false);
    board.emitState();
    await clock.advanceBy(20);
    expect(states).toHaveLength(statesBefore);
    expect(link.status.reason).toContain('a report of 4 cells, not of the 3×3 board it was opened with');
  });
});

describe('counters and close', () => {
  it('counts frames and bytes both ways', async () => {
    await openLink();
    board.emitState();
    link.sendLeds(ledsFrame(1));
    await clock.advanceBy(20);
    const c = link.counters;
    expect(c.framesOut).toBe(board.received.length); // HELLO + LEDS
    expect(c.framesOut).toBe(2);
    expect(c.bytesOut).toBe(board.recordedBytes);
    expect(c.framesIn).toBe(4); // HELLO, STATE, STATE, ACK
    expect(c.bytesIn).toBeGreaterThan(4 * 6);
    expect(c).toMatchObject({ crcErrors: 0, decodeErrors: 0, seqGaps: 0, reconnects: 0, ackTimeouts: 0, boardErrors: 0 });
  });

  it('close() stops every timer, closes the port and completes the observables', async () => {
    await openLink();
    let completed = 0;
    link.status$.subscribe({ complete: () => completed++ });
    link.states$.subscribe({ complete: () => completed++ });
    link.ledsShown$.subscribe({ complete: () => completed++ });
    await link.close();
    expect(completed).toBe(3);
    expect(board.isOpen).toBe(false);
    expect(clock.nextDue()).toBeUndefined();
    await link.close(); // idempotent
  });

  it('close() during the handshake resolves open() with an error value', async () => {
    board.answerHello = false;
    const pending = link.open();
    await clock.advanceBy(100);
    await link.close();
    const result = await pending;
    expect(!result.ok && result.error.kind).toBe('closed');
    expect(board.isOpen).toBe(false);
    expect(clock.nextDue()).toBeUndefined();
  });

  it('close() while reconnecting stops the attempts', async () => {
    await openLink();
    board.unplug();
    await clock.advanceBy(250);
    await link.close();
    expect(clock.nextDue()).toBeUndefined();
  });
});
