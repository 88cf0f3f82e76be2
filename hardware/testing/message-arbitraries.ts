// fast-check generators of protocol messages, shared by the protocol tests (test support only).
import fc from 'fast-check';
import type { Message, Rgb } from '../protocol/messages.ts';

const u8 = fc.integer({ min: 0, max: 0xff });
const u16 = fc.integer({ min: 0, max: 0xffff });
const u32 = fc.integer({ min: 0, max: 0xffffffff });
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
const rgb: fc.Arbitrary<Rgb> = fc.record({ r: u8, g: u8, b: u8 });

/** Messages whose every field fits its wire field: they must survive a round trip unchanged. */
export const validMessage: fc.Arbitrary<Message> = fc.oneof(
  fc.record({
    type: fc.constant('HELLO' as const), seq: u8, protocolMajor: u8, protocolMinor: u8,
    firmwareId: fc.string({ unit: printable, maxLength: 8 }),
    firmwareVersion: fc.tuple(u8, u8, u8), rows: u8, cols: u8, ledKind: u8, buttons: u8, maxLedFrame: u16,
  }),
  // Minor 1: a board of this major announcing its features.
  fc.record({
    type: fc.constant('HELLO' as const), seq: u8, protocolMajor: fc.constant(1), protocolMinor: u8,
    firmwareId: fc.string({ unit: printable, maxLength: 8 }),
    firmwareVersion: fc.tuple(u8, u8, u8), rows: u8, cols: u8, ledKind: u8, buttons: u8, maxLedFrame: u16, features: u8,
  }),
  // Minor 2: and the line speeds it can switch to.
  fc.record({
    type: fc.constant('HELLO' as const), seq: u8, protocolMajor: fc.constant(1), protocolMinor: u8,
    firmwareId: fc.string({ unit: printable, maxLength: 8 }),
    firmwareVersion: fc.tuple(u8, u8, u8), rows: u8, cols: u8, ledKind: u8, buttons: u8, maxLedFrame: u16, features: u8, speeds: u8,
  }),
  fc.record({
    type: fc.constant('LEDS_DELTA' as const), seq: u8, baseSeq: u8, blinkPeriodMs: u16,
    palette: fc.array(fc.record({ index: fc.integer({ min: 0, max: 15 }), colour: rgb }), { maxLength: 16 }),
    cells: fc.array(fc.record({ cell: u16, colour: fc.integer({ min: 0, max: 15 }), blink: fc.boolean() }), { maxLength: 120 }),
  }),
  fc.record({ type: fc.constant('SET_SPEED' as const), seq: u8, baudRate: u32 }),
  fc.record({
    type: fc.constant('STATE' as const), seq: u8, uptimeMs: u32,
    occupied: fc.array(fc.boolean(), { maxLength: 300 }),
    buttons: fc.oneof(fc.array(fc.boolean(), { maxLength: 12 }), fc.array(fc.boolean(), { minLength: 250, maxLength: 255 })),
    corners: fc.array(fc.boolean(), { maxLength: 260 }),
  }, { requiredKeys: ['type', 'seq', 'uptimeMs', 'occupied', 'buttons'] }),
  fc.record({
    type: fc.constant('LEDS' as const), seq: u8, blinkPeriodMs: u16,
    palette: fc.array(rgb, { maxLength: 16 }),
    cells: fc.array(fc.record({ colour: fc.integer({ min: 0, max: 15 }), blink: fc.boolean() }), { maxLength: 300 }),
  }),
  fc.record({ type: fc.constant('ACK' as const), seq: u8, ackedSeq: u8 }),
  fc.record({ type: fc.constant('PING' as const), seq: u8, nonce: u32 }),
  fc.record({ type: fc.constant('PONG' as const), seq: u8, nonce: u32 }),
  fc.record({ type: fc.constant('ERROR' as const), seq: u8, code: u8, detail: u8 }),
  fc.record({ type: fc.constant('GET_STATE' as const), seq: u8 }),
);

/** Any number JavaScript can hold, including the awkward ones. */
const wild = fc.oneof(
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 0xffffffff + 1),
);

/** Type-correct messages with values outside their wire fields: the encoder must normalize them. */
export const wildMessage: fc.Arbitrary<Message> = fc.oneof(
  fc.record({
    type: fc.constant('HELLO' as const), seq: wild, protocolMajor: wild, protocolMinor: wild,
    firmwareId: fc.string({ unit: 'grapheme', maxLength: 12 }),
    firmwareVersion: fc.tuple(wild, wild, wild), rows: wild, cols: wild, ledKind: wild, buttons: wild, maxLedFrame: wild,
  }),
  fc.record({
    type: fc.constant('STATE' as const), seq: wild, uptimeMs: wild,
    occupied: fc.array(fc.boolean(), { maxLength: 40 }), buttons: fc.array(fc.boolean(), { maxLength: 300 }),
    corners: fc.array(fc.boolean(), { maxLength: 40 }),
  }, { requiredKeys: ['type', 'seq', 'uptimeMs', 'occupied', 'buttons'] }),
  fc.record({
    type: fc.constant('LEDS' as const), seq: wild, blinkPeriodMs: wild,
    palette: fc.array(fc.record({ r: wild, g: wild, b: wild }), { maxLength: 20 }),
    cells: fc.array(fc.record({ colour: wild, blink: fc.boolean() }), { maxLength: 40 }),
  }),
  fc.record({
    type: fc.constant('LEDS_DELTA' as const), seq: wild, baseSeq: wild, blinkPeriodMs: wild,
    palette: fc.array(fc.record({ index: wild, colour: fc.record({ r: wild, g: wild, b: wild }) }), { maxLength: 20 }),
    cells: fc.array(fc.record({ cell: wild, colour: wild, blink: fc.boolean() }), { maxLength: 40 }),
  }),
  fc.record({ type: fc.constant('SET_SPEED' as const), seq: wild, baudRate: wild }),
  fc.record({ type: fc.constant('ACK' as const), seq: wild, ackedSeq: wild }),
  fc.record({ type: fc.constant('PING' as const), seq: wild, nonce: wild }),
  fc.record({ type: fc.constant('PONG' as const), seq: wild, nonce: wild }),
  fc.record({ type: fc.constant('ERROR' as const), seq: wild, code: wild, detail: wild }),
  fc.record({ type: fc.constant('GET_STATE' as const), seq: wild }),
);

/** A reference CRC-16/CCITT-FALSE, bit by bit, independent of the `crc` package. */
export function crc16Reference(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** True when a frame's last two bytes are the big-endian CRC of the rest. */
export function hasValidCrc(frame: Uint8Array): boolean {
  if (frame.length < 2) return false;
  const carried = (frame[frame.length - 2] << 8) | frame[frame.length - 1];
  return crc16Reference(frame.subarray(0, frame.length - 2)) === carried;
}

/**
 * The message with every field this protocol version may append filled in (a HELLO of this major
 * with `features`, a STATE with `corners`): bytes after it are beyond what this version knows.
 */
export function withAppendedFields(m: Message): Message {
  if (m.type === 'HELLO' && m.protocolMajor === 1) return { ...m, features: m.features ?? 0, speeds: m.speeds ?? 0 };
  if (m.type === 'STATE') return { ...m, corners: m.corners ?? [] };
  return m;
}

/** The message as a reader of minor 0 sees it: without the fields minors 1 and 2 append. */
export function withoutAppendedFields(m: Message): Message {
  if (m.type === 'HELLO') { const { features: _features, speeds: _speeds, ...older } = m; return older; }
  if (m.type === 'STATE') { const { corners: _corners, ...older } = m; return older; }
  return m;
}

/** Every form a reader may see of a message cut where an appended field begins (minor 0, minor 1, whole). */
export function appendedPrefixes(m: Message): Message[] {
  const forms = [withoutAppendedFields(m), m];
  if (m.type === 'HELLO' && m.speeds !== undefined) { const { speeds: _speeds, ...minor1 } = m; forms.push(minor1); }
  return forms;
}
