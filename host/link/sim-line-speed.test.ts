// The real BoardLink against the simulated board given the real builds' line speeds (speedsOf),
// through the serialport stream and the sim binding, in virtual time: the switch after HELLO to
// the fastest speed both sides allow (maxBaudRate caps it), STATEs and LED frames at the new
// speed, a switch the host's port never really makes (the board falls back, the link goes on at
// 115200), and a board reset on a switched line. The same cases as bin/firmware/host-e2e.test.ts
// on the emulated firmware.
import { afterEach, describe, expect, it } from 'vitest';
import { builtinProfiles, LineSpeed, VirtualClock } from '../../hardware/index.ts';
import type { BoardProfile, State } from '../../hardware/index.ts';
import { createSimBinding, SimBoard, speedsOf } from '../../firmware-sim/index.ts';
import type { HostConnection, HostEndpoint } from '../../firmware-sim/index.ts';
import type { SerialDevice } from '../../firmware-sim/binding.ts';
import { byteTimeMs } from '../../firmware-sim/wire.ts';
import { BoardLink } from './board-link.ts';
import type { LedsFrame } from './types.ts';

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

interface Options {
  profile?: BoardProfile;
  maxBaudRate?: number;
  /** The device the binding opens: the board itself, or a wrapper around it. */
  device?: (board: SimBoard) => SerialDevice;
  /** Called before the link opens. */
  beforeOpen?: (link: BoardLink, clock: VirtualClock) => void;
}

async function linkRig(options: Options = {}) {
  const clock = new VirtualClock(0);
  const profile = options.profile ?? builtinProfiles['9x9'];
  const board = new SimBoard({ profile, clock, speeds: speedsOf(profile), faultSeed: 3 });
  const sim = createSimBinding();
  sim.attach('sim:1', options.device?.(board) ?? board);
  const logLines: string[] = [];
  const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock, maxBaudRate: options.maxBaudRate, log: (l) => logLines.push(l) });
  const states: { at: number; state: State }[] = [];
  link.states$.subscribe((state) => states.push({ at: clock.now(), state }));
  await clock.advanceBy(20); // the board's boot chatter, unheard
  options.beforeOpen?.(link, clock);
  const opening = link.open();
  let opened = false;
  void opening.then(() => { opened = true; });
  for (let i = 0; i < 5000 && !opened; i++) await clock.advanceBy(1);
  expect((await opening).ok).toBe(true);
  stops.push(async () => {
    const closing = link.close();
    let closed = false;
    void closing.then(() => { closed = true; });
    while (!closed) await clock.advanceBy(1);
    board.dispose();
  });
  return { clock, board, link, states, logLines };
}

const frameOf = (cells: number, lit: number): LedsFrame => ({
  blinkPeriodMs: 0,
  palette: [{ r: 0, g: 0, b: 0 }, { r: 200, g: 10, b: 10 }],
  cells: Array.from({ length: cells }, (_, i) => ({ colour: i === lit ? 1 : 0, blink: false })),
});

async function showFrame(clock: VirtualClock, link: BoardLink, frame: LedsFrame): Promise<number> {
  let shown = 0;
  const sub = link.ledsShown$.subscribe(() => shown++);
  link.sendLeds(frame);
  for (let i = 0; i < 50 && shown === 0; i++) await clock.advanceBy(1);
  sub.unsubscribe();
  return shown;
}

/** A host port whose switch to a faster speed does not take (a USB-serial bridge off the rate): every byte either way is garbled there. */
function offRateAdapter(board: SimBoard): SerialDevice {
  return {
    get firmwareId() { return board.firmwareId; },
    get isPlugged() { return board.isPlugged; },
    get hostAttached() { return board.hostAttached; },
    connectHost(endpoint: HostEndpoint, hostBaudRate: number): HostConnection {
      const connection = board.connectHost(endpoint, hostBaudRate);
      return { ...connection, setBaudRate: (baud) => connection.setBaudRate(baud === 115_200 ? baud : Math.round(baud * 1.1)) };
    },
  };
}

describe('BoardLink and the simulated board switching line speed', () => {
  it('asks for the board\'s state once the line is settled when a game asks mid-switch (GET_STATE after the confirming PONG)', async () => {
    let asked: string | undefined;
    const { clock, link, states, board } = await linkRig({
      beforeOpen: (l, clock) => {
        const sub = l.status$.subscribe((s) => {
          if (s.state !== 'ready') return;
          sub?.unsubscribe();
          // Just after HELLO: the SET_SPEED is out, its ACK not back yet.
          clock.setTimeout(() => { asked = (l as unknown as { phase: { kind: string } }).phase.kind; l.requestState(); }, 0.2);
        });
      },
    });
    await clock.advanceBy(5);
    expect(asked).toBe('switching');
    expect(link.baudRate).toBe(500_000);
    // The STATE behind HELLO, the one the confirming PING gets, and the answer to the GET_STATE
    // (HELLO, SET_SPEED, PING, GET_STATE out: none of it at the wrong speed).
    expect(states).toHaveLength(3);
    expect(link.counters).toMatchObject({ framesOut: 4, speedSwitches: 1, speedFallbacks: 0, crcErrors: 0, decodeErrors: 0 });
    expect(board.counters.toHost.bytesGarbled + board.counters.toBoard.bytesGarbled).toBe(0);
  });

  it('switches a WS2812 board to 500000 baud after HELLO (the fastest it offers); STATEs and LED frames go on there', async () => {
    const { clock, board, link, states } = await linkRig();
    expect(board.speeds).toBe(LineSpeed[250_000] | LineSpeed[500_000]);
    expect(link.baudRate).toBe(500_000);
    expect(board.lineBaudRate).toBe(500_000);
    expect(link.status.state).toBe('ready');
    expect(link.counters).toMatchObject({ speedSwitches: 1, speedFallbacks: 0, crcErrors: 0, decodeErrors: 0 });
    expect(board.counters).toMatchObject({ speedSwitches: 1, speedFallbacks: 0, badFrames: 0 });
    expect(board.counters.toHost.bytesGarbled + board.counters.toBoard.bytesGarbled).toBe(0);

    // A piece put down, reported at the next scan: its STATE takes the byte time of 500 000 baud, not 115 200.
    await clock.advanceBy(10);
    states.length = 0;
    const liftAt = clock.now();
    board.place(0);
    await clock.advanceBy(5);
    expect(states).toHaveLength(1);
    const took = states[0].at - liftAt;
    const stateBytes = { min: 4 + 7 + 11 + 2, max: 2 * (4 + 7 + 11) + 2 }; // 9×9 STATE framed, unescaped … all escaped
    expect(took).toBeGreaterThanOrEqual(stateBytes.min * byteTimeMs(500_000) - 1e-9);
    expect(took).toBeLessThanOrEqual(stateBytes.max * byteTimeMs(500_000) + 1e-9);
    expect(took).toBeLessThan(stateBytes.min * byteTimeMs(115_200));

    expect(await showFrame(clock, link, frameOf(81, 40))).toBe(1);
    expect(board.shownLeds()[40]).toMatchObject({ r: 200, g: 10, b: 10 });
  });

  it('switches an APA102 board to 1000000 baud', async () => {
    const { board, link } = await linkRig({ profile: builtinProfiles['9x9-apa102'] });
    expect(link.baudRate).toBe(1_000_000);
    expect(board.lineBaudRate).toBe(1_000_000);
    expect(board.counters.speedSwitches).toBe(1);
  });

  it.each([
    [500_000, 500_000], [250_000, 250_000], [115_200, 115_200],
  ])('keeps to maxBaudRate %i: an APA102 board runs at %i', async (maxBaudRate, expected) => {
    const { clock, board, link } = await linkRig({ profile: builtinProfiles['9x9-apa102'], maxBaudRate });
    expect(link.baudRate).toBe(expected);
    expect(board.lineBaudRate).toBe(expected);
    expect(board.counters.speedSwitches).toBe(expected === 115_200 ? 0 : 1);
    expect(await showFrame(clock, link, frameOf(81, 3))).toBe(1);
  });

  it('when the host port never really reaches the new speed, the board falls back to 115200 and the link goes on there', async () => {
    const { clock, board, link, states, logLines } = await linkRig({ device: offRateAdapter });
    expect(link.status.state).toBe('ready');
    expect(link.baudRate).toBe(115_200);
    expect(board.lineBaudRate).toBe(115_200);
    expect(link.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 1 });
    expect(board.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 1 });
    expect(board.counters.toBoard.bytesGarbled).toBeGreaterThan(0); // the PING at the "new speed"
    expect(link.status.steppedDown).toMatchObject({ from: 500_000, to: 115_200, cause: 'no-answer' });
    expect(logLines.some((l) => l.includes('did not answer at 500000 baud'))).toBe(true);
    // The link recovers at 115200: LED frames shown, STATEs heard.
    expect(await showFrame(clock, link, frameOf(81, 8))).toBe(1);
    states.length = 0;
    board.place(5);
    await clock.advanceBy(10);
    expect(states.at(-1)?.state.occupied[5]).toBe(true);
    await clock.advanceBy(3000);
    expect(link.status.state).toBe('ready');
    expect(link.counters.reconnects).toBe(0);
  });

  it('after a board reset on a switched line (the board is back at 115200), starts over and switches again', async () => {
    const { clock, board, link, logLines } = await linkRig();
    expect(await showFrame(clock, link, frameOf(81, 20))).toBe(1);
    board.reset();
    const resetAt = clock.now();
    for (let i = 0; i < 500 && !(link.status.state === 'ready' && link.baudRate === 500_000 && link.counters.reconnects > 0); i++) await clock.advanceBy(10);
    // The boot's HELLO and STATE arrive garbled at 500 000 baud, a few bytes short of what tells the
    // link the board restarted (garbledAfterBytes); the next STATE a second later is past it.
    expect(clock.now() - resetAt).toBeLessThan(2000);
    expect(logLines.some((l) => l.includes('without a valid frame at 500000 baud'))).toBe(true);
    expect(link.status.state).toBe('ready');
    expect(link.counters).toMatchObject({ reconnects: 1, speedSwitches: 2, speedFallbacks: 0 });
    expect(link.baudRate).toBe(500_000);
    expect(board.lineBaudRate).toBe(500_000);
    await clock.advanceBy(50);
    expect(board.shownLeds()[20]).toMatchObject({ r: 200, g: 10, b: 10 }); // the link showed its picture again
  });
});
