// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), from npm `crc`.
// We import the raw calculator: it takes a Uint8Array as is, where the wrapped `crc16ccitt`
// export would copy every frame into a new Buffer first.
import crc16ccittCalculator from 'crc/calculators/crc16ccitt';

/** crc16(ASCII "123456789") must equal this (the catalogue's check value for CCITT-FALSE). */
export const CRC16_CHECK_VALUE = 0x29b1;

/** CRC-16/CCITT-FALSE of `bytes` (0..0xFFFF). */
export function crc16(bytes: Uint8Array): number {
  return crc16ccittCalculator(bytes) & 0xffff;
}
