// A board's status payload from the host's detail: the link as the host says it, the firmware
// from its HELLO, the counters as they are, and faults for a failed link and a line held slower.
import { describe, expect, it } from 'vitest';
import type { BoardDetail } from '../../host/index.ts';
import { decodeBoardStatus, encodeBoardStatus } from '../payloads/index.ts';
import { builtinProfiles } from '../../hardware/index.ts';
import { boardStatusOf } from './board-status.ts';
import { STUCK_AFTER_MS, StuckCells } from './stuck-cells.ts';

const counters = { framesIn: 12, framesOut: 3, crcErrors: 1, decodeErrors: 0, framesTooLarge: 0, seqGaps: 0, framesMissed: 0, reconnects: 2, ackTimeouts: 0, boardErrors: 0 };
const hello = { type: 'HELLO', seq: 0, protocolMajor: 1, protocolMinor: 1, firmwareId: 'tt-fw', firmwareVersion: [1, 4, 0], rows: 9, cols: 9, ledKind: 0, buttons: 0, maxLedFrame: 243 };

function detail(link: BoardDetail['link'], more: Partial<BoardDetail> = {}): BoardDetail {
  const profile = { ...builtinProfiles['9x9'], rows: 2, cols: 2 };
  return {
    id: 'board-1', path: '/dev/ttyACM0', simulated: false, link, profile, game: null, counters: counters as BoardDetail['counters'], hello: hello as BoardDetail['hello'],
    baudRate: 1_000_000, occupancy: [], leds: {}, lights: {}, cells: ['a2', 'b2', 'a1', 'b1'], power: null, ...more,
  } as BoardDetail;
}

describe('boardStatusOf', () => {
  it('gives a ready board its line speed, firmware and counters, with no fault', () => {
    const status = boardStatusOf(detail({ state: 'ready' }));
    expect(status).toEqual({
      link: 'ready', reason: null, baud: 1_000_000, firmware: 'tt-fw 1.4.0', counters, faults: [],
      game: null, rows: 2, cols: 2, cells: ['a2', 'b2', 'a1', 'b1'], occupied: [], leds: {},
    });
    const encoded = encodeBoardStatus(status);
    expect(encoded.ok && decodeBoardStatus(encoded.value)).toEqual({ ok: true, value: status });
  });

  it('names a failed link and a line held at a lower speed as faults', () => {
    const status = boardStatusOf(detail({ state: 'failed', reason: 'the board stopped answering', steppedDown: { from: 1_000_000, to: 115_200, cause: 'noise' } }, { baudRate: 115_200 }));
    expect(status.faults).toEqual([
      { code: 'link-failed', message: 'the board stopped answering' },
      { code: 'line-stepped-down', message: 'the line is held at 115200 baud instead of 1000000 (repeated errors)' },
    ]);
    expect(status).toMatchObject({ link: 'failed', reason: 'the board stopped answering', baud: 115_200 });
    expect(encodeBoardStatus(status).ok).toBe(true);
  });

  it('before HELLO and without a line: no firmware, no speed, no counters', () => {
    const status = boardStatusOf(detail({ state: 'connecting' }, { hello: null, baudRate: null, counters: null }));
    expect(status).toMatchObject({ link: 'connecting', reason: null, baud: null, firmware: null, counters: {}, faults: [] });
  });

  it('shows the board cell by cell: its game, occupied cells and lights; inner corners, which have no square, left out', () => {
    const status = boardStatusOf(detail({ state: 'ready' }, {
      game: 'sim-1.2', occupancy: ['a1', '^b2', 'b2'],
      leds: { b1: { r: 255, g: 0, b: 0, blink: true }, '^b2': { r: 1, g: 1, b: 1, blink: false } },
    }));
    expect(status).toMatchObject({ game: 'sim-1.2', occupied: ['a1', 'b2'], leds: { b1: { r: 255, g: 0, b: 0, blink: true } } });
    expect(encodeBoardStatus(status).ok).toBe(true);
  });

  it('leaves the cells out for a board larger than the payload takes, and still says its link', () => {
    const big = { ...builtinProfiles['9x9'], rows: 17, cols: 17 };
    const status = boardStatusOf(detail({ state: 'ready' }, { profile: big, cells: Array.from({ length: 289 }, (_, i) => `c${i}`) }));
    expect(status).not.toHaveProperty('cells');
    expect(status.link).toBe('ready');
    expect(encodeBoardStatus(status).ok).toBe(true);
  });

  it('names cells stuck and lights over the current cap as faults', () => {
    const status = boardStatusOf(detail({ state: 'ready' }, { power: { askedMa: 3000, capMa: 1500 } }), ['a1', 'b2']);
    expect(status.faults).toEqual([
      { code: 'cells-stuck', message: 'cells a1, b2 disagreed with the game for over 30 s: a piece nobody moves, or a switch stuck' },
      { code: 'leds-over-cap', message: "the lights would draw 3000 mA, over the board's cap of 1500 mA: shown at 50 % brightness" },
    ]);
    expect(boardStatusOf(detail({ state: 'ready' }, { power: { askedMa: 1500, capMa: 1500 } })).faults).toEqual([]);
  });
});

describe('StuckCells', () => {
  it('a cell is stuck once it has disagreed with the game, without a break, for STUCK_AFTER_MS', () => {
    const s = new StuckCells();
    s.correction('b', ['a1', 'b2'], 0);
    expect(s.nextAt('b', 0)).toBe(STUCK_AFTER_MS);
    expect(s.stuck('b', STUCK_AFTER_MS - 1)).toEqual([]);
    // b2 put right, c3 newly wrong: a1 keeps its time, c3 starts its own.
    s.correction('b', ['a1', 'c3'], 10_000);
    expect(s.stuck('b', STUCK_AFTER_MS)).toEqual(['a1']);
    expect(s.nextAt('b', STUCK_AFTER_MS)).toBe(10_000 + STUCK_AFTER_MS);
    expect(s.stuck('b', 10_000 + STUCK_AFTER_MS)).toEqual(['a1', 'c3']);
    expect(s.stuck('other', 10_000 + STUCK_AFTER_MS)).toEqual([]);
    s.corrected('b');
    expect({ stuck: s.stuck('b', 1e9), next: s.nextAt('b', 0) }).toEqual({ stuck: [], next: null });
  });
});
