import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRC16_CHECK_VALUE, crc16 } from './crc.ts';
import { crc16Reference } from '../testing/message-arbitraries.ts';

fc.configureGlobal({ seed: 20240611, numRuns: 300 });

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives the catalogue check value 0x29B1 for "123456789"', () => {
    expect(CRC16_CHECK_VALUE).toBe(0x29b1);
    expect(crc16(new TextEncoder().encode('123456789'))).toBe(0x29b1);
  });

  it('starts from 0xFFFF: the CRC of nothing is 0xFFFF', () => {
    expect(crc16(new Uint8Array(0))).toBe(0xffff);
  });

  it('agrees with a bit-by-bit reference on any bytes, including subarray views', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 600 }), fc.nat(8), (bytes, skip) => {
      const view = bytes.subarray(Math.min(skip, bytes.length));
      expect(crc16(view)).toBe(crc16Reference(view));
    }));
  });
});
