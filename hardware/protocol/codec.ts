// Frame = [type u8][seq u8][payload...][CRC-16/CCITT-FALSE u16 big-endian over type+seq+payload].
// encodeFrame never fails (out-of-range values are normalized, see normalize.ts);
// decodeFrame never throws and reports every bad frame as a value.
import { crc16 } from './crc.ts';
import type { Decoded, Message, MessageTypeName } from './messages.ts';
import { MessageType } from './messages.ts';
import { normalizeMessage } from './normalize.ts';
import { encodePayload } from './payload-encode.ts';
import { decodePayload } from './payload-decode.ts';

/** type + seq + CRC: the smallest frame there is (GET_STATE). */
export const MIN_FRAME_LENGTH = 4;

const typeNameByCode = new Map<number, MessageTypeName>(
  (Object.entries(MessageType) as [MessageTypeName, number][]).map(([name, code]) => [code, name]),
);

/** The message type for a type byte, or undefined for a type this version does not know. */
export function messageTypeName(code: number): MessageTypeName | undefined {
  return typeNameByCode.get(code);
}

/** The unframed frame (type, seq, payload, CRC) for a message; not SLIP-encoded. */
export function encodeFrame(message: Message): Uint8Array {
  const m = normalizeMessage(message);
  const payload = encodePayload(m);
  const frame = new Uint8Array(payload.length + MIN_FRAME_LENGTH);
  frame[0] = MessageType[m.type];
  frame[1] = m.seq;
  frame.set(payload, 2);
  const crc = crc16(frame.subarray(0, frame.length - 2));
  frame[frame.length - 2] = crc >>> 8; // CRC is the one big-endian field
  frame[frame.length - 1] = crc & 0xff;
  return frame;
}

/** Checks length, then CRC, then type, then payload; the first failure is the result. */
export function decodeFrame(frame: Uint8Array): Decoded {
  if (!(frame instanceof Uint8Array) || frame.length < MIN_FRAME_LENGTH) {
    return { ok: false, error: { kind: 'too-short', length: frame instanceof Uint8Array ? frame.length : 0 } };
  }
  const body = frame.subarray(0, frame.length - 2);
  const expected = crc16(body);
  const actual = (frame[frame.length - 2] << 8) | frame[frame.length - 1];
  if (expected !== actual) return { ok: false, error: { kind: 'bad-crc', expected, actual } };
  const type = frame[0];
  const seq = frame[1];
  const name = messageTypeName(type);
  if (name === undefined) return { ok: false, error: { kind: 'unknown-type', type, seq } };
  const result = decodePayload(name, seq, body.subarray(2));
  if (!result.ok) return { ok: false, error: { kind: 'bad-length', type, reason: result.reason } };
  return { ok: true, message: result.message };
}
