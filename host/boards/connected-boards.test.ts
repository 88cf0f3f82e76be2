// The board registry over a real BoardLink and the binding-mock fake board, in virtual time: what
// the host (and the game on the board) sees of a board that restarts announcing another size, and
// of a line stepped down after noise.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtinProfiles, Feature, LineSpeed, VirtualClock } from '../../hardware/index.ts';
import { BoardLink } from '../link/index.ts';
import { FakeBoard, MockBinding, PATH } from '../testing/link-fake-board.ts';
import { ConnectedBoards } from './connected-boards.ts';

let clock: VirtualClock;
let board: FakeBoard;
let link: BoardLink;
let registry: ConnectedBoards;
const profile = builtinProfiles['9x9'];

/** Opens a 9×9 fake board (with a row of pieces) through a registered link. */
async function openBoard(hello: Partial<FakeBoard['hello']> = {}): Promise<void> {
  board.hello = { ...board.hello, rows: 9, cols: 9, ...hello };
  board.occupied = Array.from({ length: 81 }, (_, cell) => cell < 9);
  registry.add({ id: 'board-1', path: PATH, profile, port: link, link });
  const opening = link.open();
  let opened = false;
  void opening.then(() => { opened = true; });
  for (let i = 0; i < 1000 && !opened; i++) await clock.advanceBy(10);
  expect((await opening).ok).toBe(true);
}

beforeEach(() => {
  MockBinding.reset();
  clock = new VirtualClock();
  board = new FakeBoard(clock);
  link = new BoardLink({ path: PATH, binding: board.binding, clock });
  registry = new ConnectedBoards();
});

afterEach(async () => {
  registry.close();
  await link.close();
});

describe('a 9×9 board that restarts as another size', () => {
  it.each([[0, 0], [255, 255]])('as %i×%i: its status names it, its reports never reach the host, the 9×9 board is taken back', async (rows, cols) => {
    await openBoard();
    const entry = registry.get('board-1')!;
    expect(entry.status.state).toBe('ready');
    expect(entry.occupancy?.size).toBe(9);
    board.hello = { ...board.hello, rows, cols };
    board.occupied = Array(rows * cols).fill(false);
    board.reboot();
    await clock.advanceBy(2000);
    expect(entry.status.state).not.toBe('ready');
    expect(entry.status.reason).toContain(`announced a ${rows}×${cols} board, not the 9×9 board it was opened with`);
    expect(entry.occupancy?.size).toBe(9); // what the 9×9 board last reported, not an empty board
    board.hello = { ...board.hello, rows: 9, cols: 9 };
    board.occupied = Array.from({ length: 81 }, (_, cell) => cell < 18);
    await clock.advanceBy(6000);
    expect(entry.status).toMatchObject({ state: 'ready', reason: 'reconnected' });
    expect(entry.occupancy?.size).toBe(18);
  });
});

describe('a line stepped down after noise', () => {
  it('shows on the board\'s status while the hold lasts', async () => {
    await openBoard({ protocolMinor: 2, features: Feature.LEDS_DELTA, speeds: LineSpeed[1_000_000] });
    expect(link.baudRate).toBe(1_000_000);
    board.startNoise({ speeds: [1_000_000] });
    for (let t = 0; t < 2000; t += 5) await clock.advanceBy(5);
    board.stopNoise();
    const entry = registry.get('board-1')!;
    expect(link.baudRate).toBe(115_200);
    expect(entry.status).toMatchObject({ state: 'ready', steppedDown: { from: 1_000_000, to: 115_200, cause: 'noise' } });
    expect(entry.status.reason).toMatch(/^line 115200 baud — stepped down from 1000000 baud after noise/);
  });
});
