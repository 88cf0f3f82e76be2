// The real host (BoardLink, Table, GameSession) against the real firmware in the AVR emulator,
// through the serialport stream path, all in one virtual clock: a game move from lift to commit
// with the LEDs read back from the WS2812 pin, LED frames streamed as fast as ACKs allow, a
// frame corrupted on its way to the board, and a board reset.
import { afterEach, describe, expect, it } from 'vitest';
import { builtinProfiles, toBoardCell, VirtualClock } from '../../hardware/index.ts';
import { BoardLink } from '../../host/index.ts';
import type { LedFrame } from '../../host/index.ts';
import { footprintOf, findGame, type AnyGame } from '../../rules/index.ts';
import { createSimBinding } from '../../firmware-sim/index.ts';
import { AvrBoard } from '../../firmware-sim/avr/index.ts';
import { mismatches, startHostRig, untilBootAnnounced } from './host-rig.ts';
import type { HostRig } from './host-rig.ts';

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

/** A legal move that lifts one piece and puts it on one empty cell, and no other move looks like it. */
function simpleMove(game: AnyGame, state: unknown): { move: unknown; from: number; to: number } {
  const moves = game.legalMoves(state);
  const key = (m: unknown) => { const f = footprintOf(game, state, m); return `${f.lift.key()}>${f.fill.key()}>${f.touch.key()}`; };
  const seen = new Map<string, number>();
  for (const m of moves) seen.set(key(m), (seen.get(key(m)) ?? 0) + 1);
  for (const move of moves) {
    const f = footprintOf(game, state, move);
    if (f.lift.size === 1 && f.fill.size === 1 && f.touch.isEmpty() && f.kind === 'plain' && seen.get(key(move)) === 1) {
      return { move, from: f.lift.first() as number, to: f.fill.first() as number };
    }
  }
  throw new Error(`${game.id}: no simple move in the starting position`);
}

async function hostRig(): Promise<HostRig> {
  const h = await startHostRig();
  stops.push(() => h.stop());
  return h;
}

/** A bare BoardLink (no table) to a 10×10 emulated board (or the 9×9 APA102 build), handshake (and speed switch) done. */
async function linkRig(options: { maxBaudRate?: number; apa102?: boolean } = {}) {
  const clock = new VirtualClock(0);
  const board = options.apa102
    ? new AvrBoard({ profile: builtinProfiles['9x9-apa102'], clock, firmware: { board: 'mega-9x9-apa102' } })
    : new AvrBoard({ profile: builtinProfiles['10x10'], clock });
  const sim = createSimBinding();
  sim.attach('avr:1', board);
  const link = new BoardLink({ path: 'avr:1', binding: sim.binding, clock, maxBaudRate: options.maxBaudRate });
  await untilBootAnnounced(clock, board); // see host-rig.ts
  const opening = link.open();
  let opened = false;
  void opening.then(() => { opened = true; });
  while (!opened) await clock.advanceBy(1);
  stops.push(async () => { const closing = link.close(); let c = false; void closing.then(() => { c = true; }); while (!c) await clock.advanceBy(1); board.dispose(); });
  return { clock, board, link };
}

const frameOf = (i: number): LedFrame => ({
  blinkPeriodMs: 0,
  palette: [{ r: 0, g: 0, b: 0 }, { r: (i * 37) & 0xff, g: 255 - i, b: (i * 11) & 0xff }],
  cells: Array.from({ length: 100 }, (_, cell) => ({ colour: cell <= i ? 1 : 0, blink: false })),
});

describe('host against the real firmware in the emulator', () => {
  it('plays a lift → targets → place move, and the LEDs read back from the pin are what the host asked for', async () => {
    const h = await hostRig();
    const state = h.table.session.state;
    const { move, from, to } = simpleMove(h.game, state);
    const name = (viewCell: number) => h.game.cellName(viewCell, { rows: h.profile.rows, cols: h.profile.cols });
    await h.clock.advanceTo(200);
    const askedBefore = h.asked.length;

    h.board.lift(toBoardCell(h.profile, from));
    await h.clock.advanceBy(60);
    const lights = h.events.filter((e) => e.type === 'lights').at(-1) as { cells: Record<string, string> } | undefined;
    expect(lights?.cells[name(from)]).toBe('selected');
    expect(lights?.cells[name(to)]).toBe('target');
    expect(h.asked.length).toBeGreaterThan(askedBefore);
    const targets = h.asked.at(-1)!.frame;
    expect(mismatches(targets, h.board.shownLeds())).toEqual([]);
    // The target cell is lit: the frame's colour for it is not dark.
    expect(h.board.shownLeds()[toBoardCell(h.profile, to)]).not.toEqual({ r: 0, g: 0, b: 0 });

    h.board.place(toBoardCell(h.profile, to));
    await h.clock.advanceBy(500);
    const moves = h.events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move);
    expect(moves).toEqual([h.game.formatMove(move, state)]);
    expect(h.events.filter((e) => e.type === 'correction')).toEqual([]);
    expect(mismatches(h.asked.at(-1)!.frame, h.board.shownLeds())).toEqual([]);
    expect(h.link.counters).toMatchObject({ crcErrors: 0, decodeErrors: 0, boardErrors: 0, ackTimeouts: 0, boardResets: 0 });
    expect(h.board.counters).toMatchObject({ badFrames: 0, busy: 0, rxOverruns: 0 });
    expect(h.board.decoder.stats).toMatchObject({ badPulses: 0, longGaps: 0, partialFrames: 0 });
  });

  it('reads the board’s buttons through the real firmware: undo takes the move back, next says nothing waits', async () => {
    const h = await startHostRig({ game: findGame('free')!, firmwareBoard: 'mega-9x9-buttons', profile: builtinProfiles['9x9-buttons'] });
    stops.push(() => h.stop());
    const state = h.table.session.state;
    const { move, from, to } = simpleMove(h.game, state);
    await h.clock.advanceTo(200);
    h.board.lift(toBoardCell(h.profile, from));
    await h.clock.advanceBy(60);
    h.board.place(toBoardCell(h.profile, to));
    await h.clock.advanceBy(500);
    expect(h.events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move)).toEqual([h.game.formatMove(move, state)]);
    // The undo button, held a moment as a finger would: the firmware debounces it and reports it in STATE.
    h.board.setButton('undo', true);
    await h.clock.advanceBy(80);
    h.board.setButton('undo', false);
    await h.clock.advanceBy(300);
    expect(h.events.filter((e) => e.type === 'press')).toEqual([expect.objectContaining({ button: 'undo' })]);
    expect(h.events.filter((e) => e.type === 'undone')).toHaveLength(1);
    h.board.setButton('next', true);
    await h.clock.advanceBy(80);
    h.board.setButton('next', false);
    await h.clock.advanceBy(300);
    expect(h.events.filter((e) => e.type === 'press').map((e) => (e as { button: string }).button)).toEqual(['undo', 'next']);
    expect(h.events.filter((e) => e.type === 'rejected').at(-1)).toMatchObject({ code: 'nothing-to-confirm' });
  });

  it('takes a stream of LED frames sent as fast as ACKs allow without losing a byte', async () => {
    const { clock, board, link } = await linkRig();
    const count = 30;
    let sent = 0;
    let shown = 0;
    link.ledsShown$.subscribe(() => {
      shown++;
      if (sent < count) link.sendLeds(frameOf(sent++));
    });
    link.sendLeds(frameOf(sent++));
    const start = clock.now();
    while (shown < count && clock.now() - start < 2000) await clock.advanceBy(1);
    await clock.advanceBy(5);
    expect(shown).toBe(count);
    expect(link.baudRate).toBe(500_000); // the fastest a WS2812 build offers
    // The first frame whole, then only the cells that changed.
    expect(link.counters).toMatchObject({ ledsWhole: 1, ledsDeltas: count - 1, deltasRefused: 0 });
    expect(board.counters).toMatchObject({ ledsShown: 1, deltasShown: count - 1, badFrames: 0, busy: 0, rxOverruns: 0, noBase: 0 });
    expect(board.stats).toMatchObject({ uartOverruns: 0, bytesWhileRxOff: 0 });
    expect(board.stats.bytesToBoard).toBe(link.counters.bytesOut); // every byte the host wrote arrived
    expect(link.counters).toMatchObject({ ackTimeouts: 0, boardErrors: 0, crcErrors: 0 });
    // Every frame reached the LEDs, in order (after the boot's dark frame).
    const latched = board.latchedFrames().slice(1);
    expect(latched).toHaveLength(count);
    latched.forEach((f, i) => {
      const expected = frameOf(i);
      expect(f.leds.map((led) => (led.r === expected.palette[1].r && led.g === expected.palette[1].g ? 1 : 0)))
        .toEqual(expected.cells.map((c) => c.colour));
    });
  });

  it('APA102 board at 1 Mbaud: LED frames stream in while the board reports moving pieces, and no byte is lost either way', async () => {
    const { clock, board, link } = await linkRig({ apa102: true });
    expect(link.baudRate).toBe(1_000_000);
    const states: boolean[][] = [];
    link.states$.subscribe((s) => states.push(s.occupied));
    const nine = (i: number): LedFrame => ({ ...frameOf(i), cells: frameOf(i).cells.slice(0, 81) });
    let sent = 0;
    let shown = 0;
    link.ledsShown$.subscribe(() => { shown++; if (sent < 60) link.sendLeds(nine(sent++)); });
    link.sendLeds(nine(sent++));
    for (let t = 0; t < 600; t += 10) {
      board.setRaw(40, (t / 10) % 2 === 0); // a piece on and off: a STATE every 10 ms crosses the LED frames
      await clock.advanceBy(10);
    }
    expect(shown).toBe(60);
    expect(states.length).toBeGreaterThanOrEqual(55);
    expect(board.counters).toMatchObject({ badFrames: 0, busy: 0, rxOverruns: 0 });
    expect(board.stats.uartOverruns).toBe(0);
    expect(link.counters).toMatchObject({ crcErrors: 0, decodeErrors: 0, ackTimeouts: 0, boardErrors: 0, seqGaps: 0 });
    expect(mismatches(nine(59), board.shownLeds())).toEqual([]);
    expect(board.apa102.stats).toMatchObject({ dimmed: 0, aborted: 0 });
  });

  it('drops a frame corrupted on its way to the board, counts it, and the host sees the ERROR and resends', async () => {
    const { clock, board, link } = await linkRig();
    link.sendLeds(frameOf(3));
    await clock.advanceBy(30);
    board.corruptNextHostFrame();
    link.sendLeds(frameOf(60));
    await clock.advanceBy(30);
    expect(board.counters).toMatchObject({ badFrames: 1, badCrc: 1, ledsShown: 1 });
    expect(link.counters.boardErrors).toBe(1); // ERROR BAD_CRC
    expect(board.shownLeds()[60]).toEqual({ r: 0, g: 0, b: 0 }); // nothing of the bad frame was applied
    await clock.advanceBy(300); // the ACK never came: the link sends the frame again
    expect(link.counters.ackTimeouts).toBe(1);
    expect(board.counters.ledsShown).toBe(2);
    expect(mismatches(frameOf(60), board.shownLeds())).toEqual([]);
  });

  it('sees HELLO after a board reset at 115200 baud, and shows its picture on the board again', async () => {
    const { clock, board, link } = await linkRig({ maxBaudRate: 115_200 });
    link.sendLeds(frameOf(20));
    await clock.advanceBy(30);
    board.reset();
    await clock.advanceBy(50);
    expect(link.counters.boardResets).toBe(1);
    expect(link.status).toMatchObject({ state: 'ready', reason: 'board restarted' });
    expect(board.counters.boots).toBe(1);
    expect(mismatches(frameOf(20), board.shownLeds())).toEqual([]);
  });

  it('after a board reset on a switched line (the board is back at 115200), starts over at once and switches again', async () => {
    const { clock, board, link } = await linkRig();
    expect(link.baudRate).toBe(500_000);
    link.sendLeds(frameOf(20));
    await clock.advanceBy(30);
    board.reset();
    await clock.advanceBy(400); // the garbled HELLO and STATE, the backoff, the handshake, the switch
    expect(link.status.state).toBe('ready');
    expect(link.counters).toMatchObject({ reconnects: 1, speedSwitches: 2, speedFallbacks: 0 });
    expect(link.baudRate).toBe(500_000);
    expect(mismatches(frameOf(20), board.shownLeds())).toEqual([]);
  });
});
