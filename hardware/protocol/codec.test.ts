import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame, messageTypeName } from './codec.ts';
import { crc16 } from './crc.ts';
import { fromHex } from './hex.ts';
import type { Decoded, Message } from './messages.ts';
import { MessageType } from './messages.ts';
import { crc16Reference, hasValidCrc, validMessage, wildMessage, withAppendedFields, appendedPrefixes } from '../testing/message-arbitraries.ts';
import { normalizeMessage } from './normalize.ts';

fc.configureGlobal({ seed: 20240611, numRuns: 300 });

const withCrc = (body: number[]): Uint8Array => {
  const crc = crc16(Uint8Array.from(body));
  return Uint8Array.from([...body, crc >>> 8, crc & 0xff]);
};
const okMessage = (d: Decoded): Message => {
  if (!d.ok) throw new Error(`expected ok, got ${JSON.stringify(d.error)}`);
  return d.message;
};

describe('encodeFrame / decodeFrame round trip', () => {
  it('returns every valid message unchanged', () => {
    fc.assert(fc.property(validMessage, (m) => {
      expect(decodeFrame(encodeFrame(m))).toEqual({ ok: true, message: m });
    }));
  });

  it('puts type and seq first and a big-endian CRC over the rest last', () => {
    fc.assert(fc.property(validMessage, (m) => {
      const f = encodeFrame(m);
      expect(f[0]).toBe(MessageType[m.type]);
      expect(f[1]).toBe(m.seq);
      expect(hasValidCrc(f)).toBe(true);
    }));
  });

  it('writes payload integers little-endian', () => {
    expect([...encodeFrame({ type: 'PING', seq: 1, nonce: 0x11223344 })].slice(2, 6)).toEqual([0x44, 0x33, 0x22, 0x11]);
    const state = encodeFrame({ type: 'STATE', seq: 0, uptimeMs: 0x0a0b0c0d, occupied: Array(300).fill(false), buttons: [] });
    expect([...state.subarray(2, 8)]).toEqual([0x0d, 0x0c, 0x0b, 0x0a, 0x2c, 0x01]); // 300 cells = 0x012C
  });

  it('packs cells LSB first: cell i is byte i>>3, bit i&7', () => {
    const occupied = Array(10).fill(false);
    occupied[0] = occupied[9] = true;
    const f = encodeFrame({ type: 'STATE', seq: 0, uptimeMs: 0, occupied, buttons: [false, true] });
    expect([...f.subarray(8, 12)]).toEqual([0x01, 0x02, 2, 0x02]);
  });

  it('packs LEDS palette indices two per byte, then a blink bitmap', () => {
    const f = encodeFrame({
      type: 'LEDS', seq: 0, blinkPeriodMs: 250, palette: [{ r: 1, g: 2, b: 3 }],
      cells: [{ colour: 15, blink: true }, { colour: 3, blink: false }, { colour: 1, blink: true }],
    });
    // cells 0,1 → 0x3f (cell 0 low nibble); cell 2 → 0x01; blink bits 0 and 2 → 0x05
    expect([...f.subarray(2, -2)]).toEqual([0xfa, 0x00, 1, 1, 2, 3, 3, 0, 0x3f, 0x01, 0x05]);
  });
});

describe('out-of-range values on encode', () => {
  it('decode(encode(m)) equals normalizeMessage(m) for any numbers and strings', () => {
    fc.assert(fc.property(wildMessage, (m) => {
      expect(decodeFrame(encodeFrame(m))).toEqual({ ok: true, message: normalizeMessage(m) });
    }));
  });

  it('normalizeMessage leaves valid messages alone and is idempotent', () => {
    fc.assert(fc.property(validMessage, (m) => { expect(normalizeMessage(m)).toEqual(m); }));
    fc.assert(fc.property(wildMessage, (m) => {
      expect(normalizeMessage(normalizeMessage(m))).toEqual(normalizeMessage(m));
    }));
  });

  it('wraps counters, clamps quantities, cuts lists and cleans the firmware id', () => {
    expect(normalizeMessage({ type: 'PING', seq: 257, nonce: -1 })).toEqual({ type: 'PING', seq: 1, nonce: 0xffffffff });
    expect(normalizeMessage({ type: 'ERROR', seq: -1, code: 258, detail: 3.9 })).toEqual({ type: 'ERROR', seq: 255, code: 2, detail: 3 });
    const leds = normalizeMessage({
      type: 'LEDS', seq: 0, blinkPeriodMs: 70000,
      palette: Array.from({ length: 20 }, () => ({ r: 300, g: -5, b: Number.NaN })),
      cells: [{ colour: 17, blink: true }],
    });
    expect(leds).toEqual({
      type: 'LEDS', seq: 0, blinkPeriodMs: 0xffff,
      palette: Array.from({ length: 16 }, () => ({ r: 255, g: 0, b: 0 })),
      cells: [{ colour: 1, blink: true }],
    });
    const hello = okMessage(decodeFrame(encodeFrame({
      type: 'HELLO', seq: 0, protocolMajor: 1, protocolMinor: 0, firmwareId: 'tablé-top-long',
      firmwareVersion: [1, 300, -2], rows: 1000, cols: Infinity, ledKind: 1, buttons: 2, maxLedFrame: 1e9,
    })));
    expect(hello).toMatchObject({ firmwareId: 'tabl?-to', firmwareVersion: [1, 255, 0], rows: 255, cols: 255, maxLedFrame: 0xffff });
  });

  it('cuts STATE and LEDS to 65 535 cells', () => {
    const state = okMessage(decodeFrame(encodeFrame({ type: 'STATE', seq: 0, uptimeMs: 0, occupied: Array(70000).fill(true), buttons: [] })));
    expect(state.type === 'STATE' && state.occupied.length).toBe(65535);
  });
});

describe('decodeFrame on bad input', () => {
  it('reports frames shorter than 4 bytes as too-short', () => {
    for (const hex of ['', '05', '0509', '050900']) {
      const frame = fromHex(hex)!;
      expect(decodeFrame(frame)).toEqual({ ok: false, error: { kind: 'too-short', length: frame.length } });
    }
  });

  it('never throws and never accepts a frame whose CRC is wrong, whatever the bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
      const d = decodeFrame(bytes);
      if (d.ok) expect(hasValidCrc(bytes)).toBe(true);
      else if (bytes.length >= 4 && !hasValidCrc(bytes)) expect(d.error.kind).toBe('bad-crc');
    }));
  });

  it('never throws on random payloads behind a valid CRC, and reads them as the right type or bad-length', () => {
    const types = [...Object.values(MessageType), 0x00, 0x09, 0xff];
    fc.assert(fc.property(fc.constantFrom(...types), fc.nat(255), fc.uint8Array({ maxLength: 80 }), (type, seq, payload) => {
      const d = decodeFrame(withCrc([type, seq, ...payload]));
      if (d.ok) expect([MessageType[d.message.type], d.message.seq]).toEqual([type, seq]);
      else expect(['unknown-type', 'bad-length']).toContain(d.error.kind);
    }), { numRuns: 1000 });
  });

  it('reports the computed and the carried CRC on a mismatch', () => {
    const f = encodeFrame({ type: 'ACK', seq: 1, ackedSeq: 2 });
    const carried = (f[3] << 8) | f[4];
    f[4] ^= 0xff;
    expect(decodeFrame(f)).toEqual({ ok: false, error: { kind: 'bad-crc', expected: carried, actual: carried ^ 0xff } });
  });

  it('rejects every single-bit error in any valid frame', () => {
    fc.assert(fc.property(validMessage, fc.nat(), (m, pick) => {
      const f = encodeFrame(m);
      const bit = pick % (f.length * 8);
      f[bit >> 3] ^= 1 << (bit & 7);
      expect(decodeFrame(f).ok).toBe(false);
    }), { numRuns: 500 });
  });

  it('with a valid CRC, a cut payload is bad-length for every cut point, never a partial message', () => {
    fc.assert(fc.property(validMessage, (m) => {
      const full = encodeFrame(m);
      const body = [...full.subarray(0, -2)];
      for (let cut = 2; cut < body.length; cut++) {
        const d = decodeFrame(withCrc(body.slice(0, cut)));
        // Only a HELLO of another major is read leniently (missing fields as 0), and a message
        // cut where a later minor's fields begin is the older message, whole.
        if (d.ok && d.message.type === 'HELLO' && d.message.protocolMajor !== 1) continue;
        if (d.ok) expect(appendedPrefixes(m)).toContainEqual(d.message);
        else expect(d.error).toMatchObject({ kind: 'bad-length', type: full[0] });
      }
    }), { numRuns: 150 });
  });

  it('cut payloads of fixed-size messages are always bad-length', () => {
    for (const m of [
      { type: 'ACK', seq: 1, ackedSeq: 2 }, { type: 'PING', seq: 1, nonce: 5 }, { type: 'PONG', seq: 1, nonce: 5 },
      { type: 'ERROR', seq: 1, code: 2, detail: 3 },
    ] as Message[]) {
      const body = [...encodeFrame(m).subarray(0, -2)];
      for (let cut = 2; cut < body.length; cut++) expect(decodeFrame(withCrc(body.slice(0, cut))).ok).toBe(false);
    }
  });

  it('reports unknown types with a valid CRC as unknown-type, with type and seq', () => {
    const known = new Set<number>(Object.values(MessageType));
    for (let type = 0; type < 256; type++) {
      if (known.has(type)) continue;
      expect(decodeFrame(withCrc([type, 9, 1, 2, 3]))).toEqual({ ok: false, error: { kind: 'unknown-type', type, seq: 9 } });
      expect(messageTypeName(type)).toBeUndefined();
    }
  });

  it('ignores payload bytes after the known fields (later minor versions append fields)', () => {
    fc.assert(fc.property(validMessage.map(withAppendedFields), fc.uint8Array({ minLength: 1, maxLength: 8 }), (m, extra) => {
      const body = [...encodeFrame(m).subarray(0, -2), ...extra];
      expect(decodeFrame(withCrc(body))).toEqual({ ok: true, message: m });
    }));
  });

  it('reads a minor-0 board (no features, no corners) and a minor-1 board with its corner layer', () => {
    const state = { type: 'STATE' as const, seq: 3, uptimeMs: 9, occupied: [true, false, false, true], buttons: [false] };
    expect(decodeFrame(encodeFrame(state))).toEqual({ ok: true, message: state });
    const withCorners = { ...state, corners: [true] };
    expect(decodeFrame(encodeFrame(withCorners))).toEqual({ ok: true, message: withCorners });
    // The corner count promises a bitmap: a frame cut inside it is malformed, not a board without corners.
    const cut = [...encodeFrame({ ...state, corners: Array(9).fill(true) }).subarray(0, -3)];
    expect(decodeFrame(withCrc(cut))).toMatchObject({ ok: false, error: { kind: 'bad-length' } });
  });

  it('rejects a LEDS palette over 16 colours', () => {
    const d = decodeFrame(withCrc([3, 0, 0, 0, 17, ...Array(51).fill(0), 0, 0]));
    expect(d).toEqual({ ok: false, error: { kind: 'bad-length', type: 3, reason: 'paletteCount 17 > 16' } });
  });

  it('decodes a HELLO of another major leniently so the host can name the version', () => {
    expect(okMessage(decodeFrame(withCrc([1, 4, 2, 7])))).toEqual({
      type: 'HELLO', seq: 4, protocolMajor: 2, protocolMinor: 7, firmwareId: '', firmwareVersion: [0, 0, 0],
      rows: 0, cols: 0, ledKind: 0, buttons: 0, maxLedFrame: 0,
    });
    expect(decodeFrame(withCrc([1, 4, 1, 0, 65])).ok).toBe(false); // major 1 must be complete
    expect(decodeFrame(withCrc([1, 4, 2])).ok).toBe(false); // no minor byte at all
  });

  it('reads firmware ids up to the first NUL, non-printable bytes as "?"', () => {
    const body = [1, 0, 1, 0, 0x41, 0x07, 0x42, 0, 0x43, 0, 0, 0, 1, 2, 3, 9, 9, 1, 0, 0, 1];
    expect(okMessage(decodeFrame(withCrc(body)))).toMatchObject({ firmwareId: 'A?B' });
  });

  it('treats a non-Uint8Array as too-short instead of throwing', () => {
    expect(decodeFrame(undefined as unknown as Uint8Array).ok).toBe(false);
    expect(decodeFrame([1, 2, 3, 4, 5] as unknown as Uint8Array).ok).toBe(false);
  });

  it('uses the reference CRC (sanity of the test helper)', () => {
    expect(crc16Reference(new TextEncoder().encode('123456789'))).toBe(0x29b1);
  });
});
