import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame } from './codec.ts';
import { fromHex } from './hex.ts';
import { crc16 } from './crc.ts';
import type { Hello } from './messages.ts';
import { PROTOCOL_MAJOR, PROTOCOL_MINOR } from './messages.ts';
import { checkCompatibility, hostHello } from './version.ts';

describe("the host's HELLO", () => {
  it('carries our protocol version, firmwareId HOST and zeros elsewhere', () => {
    expect(hostHello(3)).toEqual({
      type: 'HELLO', seq: 3, protocolMajor: PROTOCOL_MAJOR, protocolMinor: PROTOCOL_MINOR, firmwareId: 'HOST',
      firmwareVersion: [0, 0, 0], rows: 0, cols: 0, ledKind: 0, buttons: 0, maxLedFrame: 0,
    });
    expect(decodeFrame(encodeFrame(hostHello(3)))).toEqual({ ok: true, message: hostHello(3) });
  });
});

describe('checkCompatibility', () => {
  const board = (protocolMajor: number, protocolMinor: number): Hello => ({
    ...hostHello(0), firmwareId: 'TABLETOP', protocolMajor, protocolMinor, rows: 9, cols: 9,
  });

  it('accepts any minor of our major', () => {
    expect(checkCompatibility(board(PROTOCOL_MAJOR, 0))).toEqual({ ok: true });
    expect(checkCompatibility(board(PROTOCOL_MAJOR, 9))).toEqual({ ok: true });
  });

  it('refuses another major with a message naming both versions and the fix', () => {
    const newer = checkCompatibility(board(PROTOCOL_MAJOR + 1, 2));
    expect(newer.ok).toBe(false);
    if (!newer.ok) {
      expect(newer.error).toContain(`${PROTOCOL_MAJOR + 1}.2`);
      expect(newer.error).toContain(`${PROTOCOL_MAJOR}.${PROTOCOL_MINOR}`);
      expect(newer.error).toContain('update the host');
      expect(newer.error).toContain('TABLETOP');
    }
    const older = checkCompatibility(board(0, 5));
    expect(!older.ok && older.error).toContain('flash newer firmware');
  });

  it('can refuse a next-major board from its bare HELLO bytes', () => {
    const body = fromHex('01000200')!;
    const crc = crc16(body);
    const d = decodeFrame(Uint8Array.from([...body, crc >> 8, crc & 0xff]));
    expect(d.ok && d.message.type === 'HELLO' && checkCompatibility(d.message).ok).toBe(false);
  });
});
