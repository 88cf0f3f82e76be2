// The host with Arduinos running the real StandardFirmata in the emulator, composed as
// `tabletop start --firmata PATH --pins FILE` composes it: a button box whose press confirms a
// move waiting on a simulated board, and a 3×3 board of reed switches on pins playing a short
// game with the host's lights on its LED pins, through an unplug and replug.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostEvent } from '../../host/index.ts';
import { elapse, fakeTime, firmataHost, until, type FirmataHostRig } from '../testing/firmata-rig.ts';

let rig: FirmataHostRig | undefined;
afterEach(async () => {
  await rig?.stop();
  rig = undefined;
  vi.useRealTimers();
});

const buttonBox = {
  name: 'button box',
  pins: [{ pin: 2, button: 'next' }, { pin: 3, button: 'undo' }, { pin: 12, status: 'confirm' }, { pin: 13, status: 'ready' }, { pin: 8, buzzer: ['rejected', 'move'] }],
};

/** A 3×3 board: reeds A1…C3 on pins 2–10, LEDs A1…C3 on pins 11–13 and A0–A5. */
const LED_PINS = [11, 12, 13, 14, 15, 16, 17, 18, 19];
const miniBoard = {
  name: 'mini board',
  grid: { rows: 3, cols: 3 },
  pins: [
    ...['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'B3', 'C3'].map((cell, i) => ({ pin: 2 + i, reed: cell })),
    ...['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'A3', 'B3', 'C3'].map((cell, i) => ({ pin: i < 3 ? 11 + i : `A${i - 3}`, led: cell })),
  ],
};
const reedPin = (cell: number) => 2 + cell;

const moves = (events: HostEvent[]) => events.filter((e) => e.type === 'move').map((e) => (e as { move: string }).move);

/** Lights on the board's LED pins: which cells are lit now. */
function litCells(r: FirmataHostRig): number[] {
  return LED_PINS.flatMap((pin, cell) => (r.uno.output(pin) ? [cell] : []));
}

/** Moves a piece on the reed board: lifted, then put down a moment later. */
async function move(r: FirmataHostRig, from: number, to: number): Promise<void> {
  r.uno.setSwitch(reedPin(from), false);
  await elapse(300);
  r.uno.setSwitch(reedPin(to), true);
}

// Arduinos emulated in CPU time (avr8js): a loaded machine runs them several times slower.
describe('a StandardFirmata button box beside a simulated board', { timeout: 120_000 }, () => {
  it('confirms a move waiting for a confirmation with a press on its pin, and lights its status LEDs (the README\'s five steps)', async () => {
    fakeTime();
    rig = await firmataHost(buttonBox, { simBoard: true });
    const r = rig;
    const started = r.host.startGame('sim-1', { game: 'garden' });
    expect(started.ok).toBe(true);
    const game = started.ok ? started.value.id : '';
    await elapse(300);
    // A turn each: a planting seen on the board, then the seed drawn, entered.
    for (const [cell, seed] of [['P1:B2', 'rose'], ['P2:B2', 'tulip']]) {
      const before = r.events.length;
      expect(r.host.simulate('sim-1', 'place', [cell]).ok).toBe(true);
      await until(() => r.events.slice(before).some((e) => e.type === 'entry'), 2000, `the planting on ${cell} asks for its seed`);
      expect(r.host.enter(game, { seed }).ok).toBe(true);
      await elapse(300);
    }
    // P1 may water the rose: a move the board cannot see, waiting for a confirmation.
    await until(() => r.events.some((e) => e.type === 'confirm' && e.moves.includes('water B2')), 3000, 'the watering waits for a confirmation');
    expect(r.events.filter((e) => e.type === 'confirm').at(-1)).toMatchObject({ moves: ['water B2'] });
    await until(() => r.uno.output(12) && r.uno.output(13), 200, 'the confirm and ready LEDs light');
    expect(moves(r.events)).toEqual(['plant B2', 'plant B2']);

    r.uno.setSwitch(2, true); // next
    await until(() => moves(r.events).length > 2, 200, 'the press commits the move');
    r.uno.setSwitch(2, false);
    expect(moves(r.events)).toEqual(['plant B2', 'plant B2', 'water B2']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'press', button: 'next', board: 'sim-1' }));
    await until(() => !r.uno.output(12), 200, 'the confirm LED goes out');
    expect(r.uno.output(13)).toBe(true);
  });

  it('takes a move back with its undo button and beeps on the events its map names', async () => {
    fakeTime();
    rig = await firmataHost(buttonBox, { simBoard: true });
    const r = rig;
    r.host.startGame('sim-1', { game: 'free' });
    let beeps = 0;
    r.uno.onPinChange((c) => { if (c.pin === 8 && c.high) beeps++; });
    await elapse(500);
    expect(r.host.simulate('sim-1', 'lift', ['A1']).ok).toBe(true);
    await elapse(200);
    expect(r.host.simulate('sim-1', 'place', ['A5']).ok).toBe(true);
    await until(() => moves(r.events).length === 1, 2000, 'the move commits');
    await until(() => beeps === 1, 200, 'the buzzer beeps for the move');

    r.uno.setSwitch(3, true); // undo
    await until(() => r.events.some((e) => e.type === 'undone'), 300, 'the press takes the move back');
    r.uno.setSwitch(3, false);
    expect(r.events.find((e) => e.type === 'undone')).toMatchObject({ move: 'A1-A5' });
  });
});

describe('a button box that serves no board', { timeout: 120_000 }, () => {
  it('is refused with the boards that are there named', async () => {
    fakeTime();
    await expect(firmataHost({ ...buttonBox, serves: 'board-7' }, { simBoard: true }))
      .rejects.toThrow('button box on firmata:1 serves board "board-7", which is not connected (boards: sim-1)');
  });
});

describe('a 3×3 board of reed switches on StandardFirmata pins', { timeout: 120_000 }, () => {
  it('plays a short game: the pins are read as moves and the host lights its targets on the LED pins', async () => {
    fakeTime();
    // The free game starts with the top and bottom rows filled: their reeds are closed.
    rig = await firmataHost(miniBoard, { closedPins: [0, 1, 2, 6, 7, 8].map(reedPin) });
    const r = rig;
    expect(r.host.board('firmata-1')).toMatchObject({ profile: { rows: 3, cols: 3 }, link: { state: 'ready' } });
    expect(r.host.startGame('firmata-1', { game: 'free', options: { limit: 3 } }).ok).toBe(true);
    await elapse(500);
    expect(r.host.board('firmata-1')!.occupancy).toEqual(['A1', 'B1', 'C1', 'A3', 'B3', 'C3']);
    expect(r.events.filter((e) => e.type === 'correction')).toEqual([]);

    r.uno.setSwitch(reedPin(0), false); // lift A1
    // The empty middle row is where it may go: lit on its LED pins, as the host asked.
    await until(() => [3, 4, 5].every((c) => litCells(r).includes(c)), 300, 'the targets light on the LED pins');
    const lights = r.events.filter((e) => e.type === 'lights').at(-1) as { cells: Record<string, string> };
    expect(lights.cells).toMatchObject({ A1: 'selected', A2: 'target', B2: 'target', C2: 'target' });
    r.uno.setSwitch(reedPin(4), true); // on B2
    await until(() => moves(r.events).length === 1, 2000, 'the first move commits');

    await elapse(500);
    await move(r, 6, 0); // A3 → A1
    await until(() => moves(r.events).length === 2, 2000, 'the second move commits');
    await elapse(500);
    await move(r, 4, 3); // B2 → A2
    await until(() => r.events.some((e) => e.type === 'end'), 2000, 'the game ends at its limit');
    expect(moves(r.events)).toEqual(['A1-B2', 'A3-A1', 'B2-A2']);
  });

  it('takes a second Arduino as the button box of the reed board (several --firmata)', async () => {
    fakeTime();
    rig = await firmataHost([miniBoard, { name: 'button box', pins: [{ pin: 2, button: 'next' }, { pin: 3, button: 'undo' }] }], { closedPins: [0, 1, 2, 6, 7, 8].map(reedPin) });
    const r = rig;
    const [board, box] = r.unos;
    expect(r.host.boards().map((b) => b.id)).toEqual(['firmata-1']);
    r.host.startGame('firmata-1', { game: 'free' });
    await elapse(500);
    await move(r, 0, 4); // A1 → B2 on the reed board
    await until(() => moves(r.events).length === 1, 2000, 'the move on the reed board');
    box.setSwitch(3, true); // undo, on the other Arduino
    await until(() => r.events.some((e) => e.type === 'undone'), 300, 'the box takes the move back');
    box.setSwitch(3, false);
    expect(r.events.find((e) => e.type === 'undone')).toMatchObject({ move: 'A1-B2', board: 'firmata-1' });
    // The lights now guide the piece back: B2 is to be cleared, A1 filled.
    await until(() => r.events.some((e) => e.type === 'correction'), 500, 'the host asks for the piece back');
    board.setSwitch(reedPin(4), false);
    board.setSwitch(reedPin(0), true);
    await until(() => r.events.some((e) => e.type === 'corrected'), 1000, 'the board matches the game again');
  });

  it('survives an unplug and replug of the Arduino: the board comes back and the game goes on', async () => {
    fakeTime();
    rig = await firmataHost(miniBoard, { closedPins: [0, 1, 2, 6, 7, 8].map(reedPin) });
    const r = rig;
    r.host.startGame('firmata-1', { game: 'free' });
    await elapse(500);
    await move(r, 0, 4);
    await until(() => moves(r.events).length === 1, 2000, 'a move before the unplug');

    r.uno.unplug();
    await until(() => r.host.board('firmata-1')!.link.state !== 'ready', 200, 'the host sees the board gone');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'link', state: 'lost', board: 'firmata-1' }));
    r.uno.replug();
    await until(() => r.host.board('firmata-1')!.link.state === 'ready', 15_000, 'the board is back', 50);
    await elapse(500);
    expect(r.host.board('firmata-1')!.occupancy).toEqual(['B1', 'C1', 'B2', 'A3', 'B3', 'C3']);

    await move(r, 8, 5); // C3 → C2
    await until(() => moves(r.events).length === 2, 2000, 'a move after the replug');
    expect(moves(r.events)).toEqual(['A1-B2', 'C3-C2']);
  });
});
