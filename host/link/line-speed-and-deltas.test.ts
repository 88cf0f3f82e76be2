// BoardLink's protocol-minor-2 side against the binding-mock fake board, in virtual time: the
// switch to a faster line after HELLO (and every way it can fail), LEDS_DELTA frames, and boards
// of earlier minors, which get neither.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Feature, LineSpeed, VirtualClock } from '../../hardware/index.ts';
import type { Message } from '../../hardware/index.ts';
import { BoardLink } from './board-link.ts';
import { fastestCommonSpeed } from './line-speed.ts';
import { SPEED_HOLD_MS } from './line-noise.ts';
import type { LedsFrame } from './types.ts';
import { FakeBoard, ledsFrame, MockBinding, PATH } from '../testing/link-fake-board.ts';

let clock: VirtualClock;
let board: FakeBoard;
let link: BoardLink;
let logLines: string[];

const ALL_SPEEDS = LineSpeed[250_000] | LineSpeed[500_000] | LineSpeed[1_000_000];

/** The fake board as a minor-2 board: deltas taken, the given speeds offered. */
function minor2(speeds = ALL_SPEEDS, features = Feature.LEDS_DELTA): void {
  board.hello = { ...board.hello, protocolMinor: 2, features, speeds };
}

function makeLink(overrides: Partial<ConstructorParameters<typeof BoardLink>[0]> = {}): BoardLink {
  return new BoardLink({ path: PATH, binding: board.binding, clock, log: (line) => logLines.push(line), ...overrides });
}

async function openLink() {
  const pending = link.open();
  let settled = false;
  void pending.then(() => { settled = true; });
  for (let i = 0; i < 5000 && !settled; i++) await clock.advanceBy(1);
  return pending;
}

const types = (): Message['type'][] => board.received.map((r) => r.message.type);
const last = <T extends Message['type']>(type: T) => board.sent(type).at(-1)?.message as Extract<Message, { type: T }> | undefined;

/** One frame with cell `lit` in colour 1, the rest dark. */
function oneLit(lit: number, palette = ledsFrame(0).palette): LedsFrame {
  return { blinkPeriodMs: 0, palette, cells: Array.from({ length: 9 }, (_, i) => ({ colour: i === lit ? 1 : 0, blink: false })) };
}

beforeEach(() => {
  MockBinding.reset();
  clock = new VirtualClock();
  board = new FakeBoard(clock);
  logLines = [];
  link = makeLink();
});

afterEach(async () => {
  await link.close();
});

describe('line speed', () => {
  it('picks the fastest speed the board offers, up to maxBaudRate and above the opening speed', () => {
    const hello = { ...board.hello, seq: 0, speeds: LineSpeed[250_000] | LineSpeed[500_000] };
    expect(fastestCommonSpeed(hello, 115_200, 1_000_000)).toBe(500_000);
    expect(fastestCommonSpeed(hello, 115_200, 300_000)).toBe(250_000);
    expect(fastestCommonSpeed(hello, 115_200, 115_200)).toBeUndefined();
    expect(fastestCommonSpeed({ ...hello, speeds: 0 }, 115_200, 1_000_000)).toBeUndefined();
    expect(fastestCommonSpeed({ ...hello, speeds: undefined }, 115_200, 1_000_000)).toBeUndefined();
  });

  it('switches after HELLO: SET_SPEED and its ACK at 115200, then a PING answered at the new speed', async () => {
    minor2();
    const result = await openLink();
    expect(result.ok).toBe(true);
    expect(types().slice(0, 3)).toEqual(['HELLO', 'SET_SPEED', 'PING']);
    expect(last('SET_SPEED')).toMatchObject({ baudRate: 1_000_000 });
    expect(board.hostBaud()).toBe(1_000_000);
    expect(board.lineBaud).toBe(1_000_000);
    expect(link.baudRate).toBe(1_000_000);
    expect(link.counters).toMatchObject({ speedSwitches: 1, speedFallbacks: 0, crcErrors: 0, decodeErrors: 0 });
    expect(board.garbledToBoard + board.garbledToHost).toBe(0); // nothing crossed at the wrong speed
    // The link works at the new speed: a LEDS frame is shown, a STATE arrives.
    let shown = 0;
    link.ledsShown$.subscribe(() => shown++);
    link.sendLeds(ledsFrame(1));
    await clock.advanceBy(20);
    expect(shown).toBe(1);
    const states: unknown[] = [];
    link.states$.subscribe((s) => states.push(s));
    board.emitState();
    await clock.advanceBy(1);
    expect(states).toHaveLength(1);
  });

  it('holds LEDS frames asked for during the switch and sends them once it is done', async () => {
    minor2();
    const opening = link.open();
    link.sendLeds(ledsFrame(2));
    let opened = false;
    void opening.then(() => { opened = true; });
    while (!opened) await clock.advanceBy(1);
    await clock.advanceBy(10);
    const leds = board.sent('LEDS');
    expect(leds).toHaveLength(1);
    expect(board.received.findIndex((r) => r.message.type === 'LEDS')).toBeGreaterThan(board.received.findIndex((r) => r.message.type === 'PING'));
  });

  it('honours maxBaudRate, and never switches when it is the opening speed', async () => {
    minor2();
    await link.close();
    link = makeLink({ maxBaudRate: 500_000 });
    await openLink();
    expect(last('SET_SPEED')).toMatchObject({ baudRate: 500_000 });
    expect(link.baudRate).toBe(500_000);
    await link.close();
    MockBinding.reset();
    board = new FakeBoard(clock);
    minor2();
    link = makeLink({ maxBaudRate: 115_200 });
    await openLink();
    expect(board.sent('SET_SPEED')).toEqual([]);
    expect(link.baudRate).toBe(115_200);
  });

  it('stays at 115200 when the board refuses the speed', async () => {
    minor2();
    board.setSpeedAnswer = 'refuse';
    const result = await openLink();
    expect(result.ok).toBe(true);
    expect(link.baudRate).toBe(115_200);
    expect(board.hostBaud()).toBe(115_200);
    expect(link.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 0 });
    expect(logLines.some((l) => l.includes('refused 1000000 baud'))).toBe(true);
    let shown = 0;
    link.ledsShown$.subscribe(() => shown++);
    link.sendLeds(ledsFrame(1));
    await clock.advanceBy(20);
    expect(shown).toBe(1);
  });

  it('falls back to 115200 when the board does not answer at the new speed, and goes on there', async () => {
    minor2();
    board.hearsNewSpeed = false;
    const result = await openLink();
    expect(result.ok).toBe(true);
    expect(link.status.state).toBe('ready');
    expect(link.baudRate).toBe(115_200);
    expect(board.hostBaud()).toBe(115_200);
    expect(board.lineBaud).toBe(115_200); // the board went back by itself after 250 ms
    expect(link.counters).toMatchObject({ speedSwitches: 0, speedFallbacks: 1 });
    // The PING at the new speed was lost; the one at 115200 after the board's fallback was answered.
    expect(board.garbledToBoard).toBe(1);
    expect(board.sent('PING')).toHaveLength(1);
    let shown = 0;
    link.ledsShown$.subscribe(() => shown++);
    link.sendLeds(ledsFrame(3));
    await clock.advanceBy(20);
    expect(shown).toBe(1);
  });

  it('falls back when the ACK of SET_SPEED never comes, and holds the line down for the hold time', async () => {
    minor2();
    board.setSpeedAnswer = 'ignore';
    await openLink();
    expect(link.baudRate).toBe(115_200);
    expect(link.counters.speedFallbacks).toBe(1);
    expect(link.status).toMatchObject({ state: 'ready', steppedDown: { from: 1_000_000, to: 115_200, cause: 'no-answer' } });
    board.reboot(); // a new HELLO: the link carries on at 115200 without another SET_SPEED
    await clock.advanceBy(50);
    expect(board.sent('SET_SPEED')).toHaveLength(1);
    board.setSpeedAnswer = 'ack'; // after the hold the link tries again, and now it works
    await clock.advanceBy(SPEED_HOLD_MS);
    expect(board.sent('SET_SPEED')).toHaveLength(2);
    expect(link.baudRate).toBe(1_000_000);
    expect(link.status.steppedDown).toBeUndefined();
  });

  it('starts over at 115200 when the board restarts on a switched line (its frames arrive garbled)', async () => {
    minor2();
    await openLink();
    expect(link.baudRate).toBe(1_000_000);
    board.reboot(); // HELLO + STATE at 115200, read at 1 Mbaud
    board.emitState(); // and the next STATE: more bytes than any frame, and not one valid
    await clock.advanceBy(1);
    // Noise or a restart? The board does not answer PINGs at 1 Mbaud any more: a restart.
    expect(board.garbledToBoard).toBe(1);
    await clock.advanceBy(200);
    expect(board.garbledToBoard).toBe(2);
    expect(['lost', 'reconnecting']).toContain(link.status.state);
    expect(link.status.reason).toMatch(/without a valid frame at 1000000 baud, and no answer there/);
    await clock.advanceBy(300);
    expect(link.status.state).toBe('ready');
    expect(link.counters).toMatchObject({ reconnects: 1, speedSwitches: 2 });
    expect(link.baudRate).toBe(1_000_000);
  });
});

describe('LEDS_DELTA', () => {
  it('sends the first frame whole, then only the cells that changed, built on the last ACKed frame', async () => {
    minor2();
    await openLink();
    link.sendLeds(oneLit(0));
    await clock.advanceBy(10);
    link.sendLeds(oneLit(4));
    await clock.advanceBy(10);
    const whole = last('LEDS');
    const delta = last('LEDS_DELTA');
    expect(whole?.cells[0].colour).toBe(1);
    expect(delta).toMatchObject({
      baseSeq: whole?.seq, palette: [],
      cells: [{ cell: 0, colour: 0, blink: false }, { cell: 4, colour: 1, blink: false }],
    });
    expect(link.counters).toMatchObject({ ledsWhole: 1, ledsDeltas: 1 });
  });

  it('builds the next delta on the board\'s own palette slots, whatever the frames number theirs', async () => {
    minor2();
    await openLink();
    const palette = ledsFrame(0).palette; // dark, red, green, blue
    link.sendLeds(oneLit(0, palette));
    await clock.advanceBy(10);
    const orange = { r: 200, g: 100, b: 0 };
    link.sendLeds(oneLit(0, [palette[0], orange])); // slot 1 is orange in this frame
    await clock.advanceBy(10);
    // Orange is new to the board: it takes slot 4 (past the board's palette), cell 0 points there.
    expect(last('LEDS_DELTA')).toMatchObject({ palette: [{ index: 4, colour: orange }], cells: [{ cell: 0, colour: 4 }] });
    link.sendLeds(oneLit(1, [palette[0], orange]));
    await clock.advanceBy(10);
    // Built on the board's picture (orange in slot 4), not on the frame's numbering.
    expect(last('LEDS_DELTA')).toMatchObject({ palette: [], cells: [{ cell: 0, colour: 0 }, { cell: 1, colour: 4 }] });
    expect(board.sent('LEDS')).toHaveLength(1);
  });

  it('sends the frame whole at once when the board answers NO_BASE', async () => {
    minor2();
    await openLink();
    let shown = 0;
    link.ledsShown$.subscribe(() => shown++);
    link.sendLeds(oneLit(0));
    await clock.advanceBy(10);
    board.refuseDeltas = true;
    link.sendLeds(oneLit(5));
    await clock.advanceBy(10);
    expect(types().filter((t) => t.startsWith('LEDS'))).toEqual(['LEDS', 'LEDS_DELTA', 'LEDS']);
    expect(last('LEDS')?.cells[5].colour).toBe(1);
    expect(shown).toBe(2);
    expect(link.counters).toMatchObject({ deltasRefused: 1, ackTimeouts: 0, boardErrors: 0 });
  });

  it('resends a frame whose ACK was lost whole (the board may not show the base)', async () => {
    minor2();
    await openLink();
    link.sendLeds(oneLit(0));
    await clock.advanceBy(10);
    board.ackAfterMs = null;
    link.sendLeds(oneLit(2));
    await clock.advanceBy(300);
    expect(types().filter((t) => t.startsWith('LEDS'))).toEqual(['LEDS', 'LEDS_DELTA', 'LEDS']);
  });

  it('starts from a whole frame again after the board restarts', async () => {
    minor2(0); // deltas, no faster speed: the reboot's HELLO is read as such
    await openLink();
    link.sendLeds(oneLit(0));
    await clock.advanceBy(10);
    link.sendLeds(oneLit(1));
    await clock.advanceBy(10);
    board.reboot();
    await clock.advanceBy(10);
    link.sendLeds(oneLit(3));
    await clock.advanceBy(10);
    expect(types().filter((t) => t.startsWith('LEDS'))).toEqual(['LEDS', 'LEDS_DELTA', 'LEDS', 'LEDS_DELTA']);
    expect(last('LEDS')?.cells[1].colour).toBe(1); // the picture shown again after the reboot, whole
    expect(link.counters.boardResets).toBe(1);
  });
});

describe('boards of earlier protocol minors', () => {
  it.each([
    ['minor 0 (no features, no speeds)', { protocolMinor: 0 }],
    ['minor 1 with the corner layer', { protocolMinor: 1, features: Feature.CORNERS }],
    ['minor 2 without deltas or speeds', { protocolMinor: 2, features: 0, speeds: 0 }],
  ])('%s: no SET_SPEED, every LEDS frame whole, at 115200', async (_name, fields) => {
    board.hello = { ...board.hello, ...fields };
    const result = await openLink();
    expect(result.ok).toBe(true);
    link.sendLeds(oneLit(0));
    await clock.advanceBy(10);
    link.sendLeds(oneLit(1));
    await clock.advanceBy(10);
    expect(types()).not.toContain('SET_SPEED');
    expect(types().filter((t) => t.startsWith('LEDS'))).toEqual(['LEDS', 'LEDS']);
    expect(link.baudRate).toBe(115_200);
    expect(board.hostBaud()).toBe(115_200);
  });
});
