import { describe, expect, it } from 'vitest';
import { PROTOCOL_MAJOR } from '../../hardware/index.ts';
import type { Hello } from '../../hardware/index.ts';
import { hostHello, protocolMismatch, wrongSize } from './hello-checks.ts';

const board: Hello = {
  type: 'HELLO', seq: 0, protocolMajor: PROTOCOL_MAJOR, protocolMinor: 2, firmwareId: 'FAKE',
  firmwareVersion: [1, 2, 3], rows: 3, cols: 3, ledKind: 0, buttons: 1, maxLedFrame: 64,
};

describe('hello checks', () => {
  it('the host says who it is with zero board fields', () => {
    expect(hostHello()).toMatchObject({ type: 'HELLO', protocolMajor: PROTOCOL_MAJOR, firmwareId: 'HOST', rows: 0, cols: 0 });
    expect(hostHello()).not.toHaveProperty('seq');
  });

  it('refuses another protocol major, with both versions named; takes any minor', () => {
    expect(protocolMismatch(board)).toBeUndefined();
    expect(protocolMismatch({ ...board, protocolMinor: 9 })).toBeUndefined();
    expect(protocolMismatch({ ...board, protocolMajor: PROTOCOL_MAJOR + 1 })).toBe(
      `board speaks protocol v${PROTOCOL_MAJOR + 1}, this host speaks v${PROTOCOL_MAJOR}: update the host or the firmware`);
  });

  it('takes any size before a board is served, then that size only', () => {
    expect(wrongSize('/dev/x', undefined, { ...board, rows: 9, cols: 9 })).toBeUndefined();
    expect(wrongSize('/dev/x', board, { ...board, firmwareId: 'OTHER' })).toBeUndefined();
    expect(wrongSize('/dev/x', board, { ...board, cols: 4 })).toBe(
      '/dev/x announced a 3×4 board, not the 3×3 board it was opened with: waiting for the 3×3 board');
  });
});
