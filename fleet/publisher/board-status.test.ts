// A board's status payload from the host's detail: the link as the host says it, the firmware
// from its HELLO, the counters as they are, and faults for a failed link and a line held slower.
import { describe, expect, it } from 'vitest';
import type { BoardDetail } from '../../host/index.ts';
import { decodeBoardStatus, encodeBoardStatus } from '../payloads/index.ts';
import { boardStatusOf } from './board-status.ts';

const counters = { framesIn: 12, framesOut: 3, crcErrors: 1, decodeErrors: 0, framesTooLarge: 0, seqGaps: 0, framesMissed: 0, reconnects: 2, ackTimeouts: 0, boardErrors: 0 };
const hello = { type: 'HELLO', seq: 0, protocolMajor: 1, protocolMinor: 1, firmwareId: 'tt-fw', firmwareVersion: [1, 4, 0], rows: 9, cols: 9, ledKind: 0, buttons: 0, maxLedFrame: 243 };

function detail(link: BoardDetail['link'], more: Partial<BoardDetail> = {}): BoardDetail {
  return { id: 'board-1', path: '/dev/ttyACM0', simulated: false, link, game: null, counters: counters as BoardDetail['counters'], hello: hello as BoardDetail['hello'], baudRate: 1_000_000, occupancy: [], leds: {}, lights: {}, cells: [], ...more } as BoardDetail;
}

describe('boardStatusOf', () => {
  it('gives a ready board its line speed, firmware and counters, with no fault', () => {
    const status = boardStatusOf(detail({ state: 'ready' }));
    expect(status).toEqual({ link: 'ready', reason: null, baud: 1_000_000, firmware: 'tt-fw 1.4.0', counters, faults: [] });
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
    expect(status).toEqual({ link: 'connecting', reason: null, baud: null, firmware: null, counters: {}, faults: [] });
  });
});
