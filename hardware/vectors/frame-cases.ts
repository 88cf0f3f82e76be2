// Builds hardware/vectors/frames.json and the examples in hardware/PROTOCOL.md from the codec,
// so the shared vectors and the spec cannot drift from it (vectors.test.ts checks both files).
// Regenerate after a deliberate protocol change: npx tsx hardware/vectors/write-frame-vectors.ts
import { decodeFrame, encodeFrame } from '../protocol/codec.ts';
import { crc16, CRC16_CHECK_VALUE } from '../protocol/crc.ts';
import { slipFrame } from '../protocol/framing.ts';
import { fromHex, toHex } from '../protocol/hex.ts';
import type { DecodeError, Hello, Message } from '../protocol/messages.ts';
import { ErrorCode, Feature, LedKind, LineSpeed, PROTOCOL_MAJOR, PROTOCOL_MINOR } from '../protocol/messages.ts';
import { slipSplit } from '../protocol/slip.ts';
import { hostHello } from '../protocol/version.ts';

export interface MessageVector { name: string; note: string; message: Message; frame: string; slip: string }
/** Frames the encoder never writes but a receiver must accept (later minor versions, reserved bits). */
export interface LenientVector { name: string; note: string; frame: string; message: Message }
/**
 * Messages with fields a later minor version appended (the corner layer of minor 1): the TS codec
 * writes and reads them whole; a reader of an older minor (the C firmware, which has no corner
 * layer) must read `older`, the same message without them.
 */
export interface AppendedVector extends MessageVector { older: Message }
export interface CorruptVector { name: string; note: string; frame: string; slip: string; error: DecodeError }
export interface SlipStreamVector { name: string; note: string; stream: string; frames: string[] }

export interface FrameVectors {
  about: string;
  protocol: { major: number; minor: number };
  crc: { name: string; poly: string; init: string; check: string; over: string; order: string };
  messages: MessageVector[];
  lenient: LenientVector[];
  appended: AppendedVector[];
  corrupt: CorruptVector[];
  slipStreams: SlipStreamVector[];
}

const bytes = (hex: string): Uint8Array => fromHex(hex) ?? new Uint8Array(0);
const withCrc = (body: Uint8Array): Uint8Array => {
  const crc = crc16(body);
  return Uint8Array.from([...body, crc >>> 8, crc & 0xff]);
};
const cat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(parts.flatMap((p) => [...p]));
const grid = (count: number, on: (i: number) => boolean): boolean[] => Array.from({ length: count }, (_, i) => on(i));

const boardHello: Hello = {
  type: 'HELLO', seq: 0, protocolMajor: PROTOCOL_MAJOR, protocolMinor: PROTOCOL_MINOR,
  firmwareId: 'TABLETOP', firmwareVersion: [1, 2, 3], rows: 9, cols: 9,
  ledKind: LedKind.WS2812_GRB, buttons: 2, maxLedFrame: 400,
};

const messageCases: { name: string; note: string; message: Message }[] = [
  { name: 'hello-host', note: "the host's HELLO: its protocol version, firmwareId HOST, the rest 0", message: hostHello(0) },
  { name: 'hello-board-9x9', note: 'a 9×9 board with WS2812 LEDs and 2 buttons, firmware 1.2.3, accepts LEDS payloads up to 400 bytes', message: boardHello },
  {
    name: 'hello-board-16x16', note: 'a 16×16 board without buttons, firmware id shorter than 8 bytes (NUL-padded)',
    message: { ...boardHello, seq: 1, firmwareId: 'TT16', firmwareVersion: [0, 9, 0], rows: 16, cols: 16, buttons: 0, maxLedFrame: 309 },
  },
  {
    name: 'state-2x2', note: '2×2 cells: cells 0 and 3 occupied; button 0 pressed of 1',
    message: { type: 'STATE', seq: 5, uptimeMs: 1000, occupied: [true, false, false, true], buttons: [true] },
  },
  {
    name: 'state-9x9', note: '9×9, rows 0 and 8 full (18 pieces), 2 buttons up; uptime 0x00C0DB00 shows escaping',
    message: { type: 'STATE', seq: 0xc0, uptimeMs: 0x00c0db00, occupied: grid(81, (i) => i < 9 || i >= 72), buttons: [false, false] },
  },
  {
    name: 'state-empty-no-buttons', note: 'a board with no cells and no buttons (the smallest STATE)',
    message: { type: 'STATE', seq: 255, uptimeMs: 0xffffffff, occupied: [], buttons: [] },
  },
  {
    name: 'leds-2x2', note: 'palette off, red, green; cell 1 red, cell 2 green blinking at 500 ms',
    message: {
      type: 'LEDS', seq: 7, blinkPeriodMs: 500,
      palette: [{ r: 0, g: 0, b: 0 }, { r: 255, g: 0, b: 0 }, { r: 0, g: 255, b: 0 }],
      cells: [{ colour: 0, blink: false }, { colour: 1, blink: false }, { colour: 2, blink: true }, { colour: 0, blink: false }],
    },
  },
  {
    name: 'leds-9x9', note: '9×9: all off but the centre (cell 40) white and its four neighbours blinking blue',
    message: {
      type: 'LEDS', seq: 8, blinkPeriodMs: 1000,
      palette: [{ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }, { r: 0, g: 0, b: 192 }],
      cells: Array.from({ length: 81 }, (_, i) =>
        i === 40 ? { colour: 1, blink: false } : [31, 39, 41, 49].includes(i) ? { colour: 2, blink: true } : { colour: 0, blink: false }),
    },
  },
  { name: 'ack', note: 'the board has shown LEDS frame 7', message: { type: 'ACK', seq: 6, ackedSeq: 7 } },
  { name: 'ping', note: 'nonce 0x12345678 (little-endian on the wire)', message: { type: 'PING', seq: 9, nonce: 0x12345678 } },
  { name: 'pong', note: 'echoes the PING nonce', message: { type: 'PONG', seq: 10, nonce: 0x12345678 } },
  { name: 'ping-escaped', note: 'seq 0xC0 and nonce 0xDDDCDBC0: every SLIP special byte appears', message: { type: 'PING', seq: 0xc0, nonce: 0xdddcdbc0 } },
  { name: 'error-unknown-type', note: 'the board got a frame of type 0x42', message: { type: 'ERROR', seq: 11, code: ErrorCode.UNKNOWN_TYPE, detail: 0x42 } },
  { name: 'error-busy', note: 'LEDS frame 8 arrived before the board had acknowledged the previous one', message: { type: 'ERROR', seq: 12, code: ErrorCode.BUSY, detail: 8 } },
  { name: 'get-state', note: 'empty payload', message: { type: 'GET_STATE', seq: 3 } },
  // Minor 2: the faster line and the delta LED frames.
  {
    name: 'hello-board-fast', note: 'minor 2: a 9×9 board that takes LEDS_DELTA (features bit 1) and can switch to 250 000, 500 000 and 1 000 000 baud (speeds 0x07)',
    message: { ...boardHello, seq: 1, features: Feature.LEDS_DELTA, speeds: LineSpeed[250_000] | LineSpeed[500_000] | LineSpeed[1_000_000] },
  },
  { name: 'set-speed', note: 'minor 2: the host asks for 1 000 000 baud (0x000F4240, little-endian)', message: { type: 'SET_SPEED', seq: 4, baudRate: 1_000_000 } },
  {
    name: 'leds-delta-lift', note: 'minor 2: built on the shown frame 7, 500 ms blink: cells 31 and 49 turn palette colour 2, cell 40 blinks in colour 1',
    message: {
      type: 'LEDS_DELTA', seq: 8, baseSeq: 7, blinkPeriodMs: 500, palette: [],
      cells: [{ cell: 31, colour: 2, blink: false }, { cell: 40, colour: 1, blink: true }, { cell: 49, colour: 2, blink: false }],
    },
  },
  {
    name: 'leds-delta-palette', note: 'minor 2: palette entry 3 becomes orange and cell 300 (a 16×16 board: two-byte cell numbers) takes it',
    message: {
      type: 'LEDS_DELTA', seq: 9, baseSeq: 8, blinkPeriodMs: 0, palette: [{ index: 3, colour: { r: 255, g: 128, b: 0 } }],
      cells: [{ cell: 300, colour: 3, blink: false }],
    },
  },
  { name: 'leds-delta-empty', note: 'minor 2: nothing changes (the host never sends it, a board must still take it and ACK)', message: { type: 'LEDS_DELTA', seq: 10, baseSeq: 9, blinkPeriodMs: 0, palette: [], cells: [] } },
  { name: 'error-no-base', note: 'minor 2: LEDS_DELTA 8 was built on a frame the board is not showing', message: { type: 'ERROR', seq: 13, code: ErrorCode.NO_BASE, detail: 8 } },
  { name: 'error-unsupported-speed', note: 'minor 2: SET_SPEED 4 asked for a speed the board cannot do', message: { type: 'ERROR', seq: 14, code: ErrorCode.UNSUPPORTED_SPEED, detail: 4 } },
];

const appendedCases: { name: string; note: string; message: Message; older: Message }[] = [
  {
    name: 'hello-board-corners', note: 'minor 1: a 9×9 board that also senses the 64 inner grid corners (features bit 0)',
    message: { ...boardHello, seq: 2, features: Feature.CORNERS },
    older: { ...boardHello, seq: 2 },
  },
  {
    name: 'state-3x3-corners', note: 'minor 1: 3×3 cells (centre occupied), no buttons, 2×2 corners with the corner between A1, B1, A2 and B2 occupied',
    message: { type: 'STATE', seq: 4, uptimeMs: 250, occupied: grid(9, (i) => i === 4), buttons: [], corners: [true, false, false, false] },
    older: { type: 'STATE', seq: 4, uptimeMs: 250, occupied: grid(9, (i) => i === 4), buttons: [] },
  },
];

const ping = encodeFrame({ type: 'PING', seq: 9, nonce: 0x12345678 });
const flipLast = Uint8Array.from(ping, (b, i) => (i === ping.length - 1 ? b ^ 0x01 : b));
const cutMiddle = cat(ping.subarray(0, 4), ping.subarray(5));

const corruptFrames: { name: string; note: string; frame: Uint8Array }[] = [
  { name: 'too-short', note: 'three bytes: shorter than type+seq+CRC', frame: bytes('050900') },
  { name: 'bad-crc', note: 'the ping example with the last CRC bit flipped', frame: flipLast },
  { name: 'truncated-in-transit', note: 'the ping example with one payload byte lost: the CRC no longer matches', frame: cutMiddle },
  { name: 'unknown-type', note: 'type 0x42 with a valid CRC (board answers ERROR UNKNOWN_TYPE detail 0x42; host counts and drops)', frame: withCrc(bytes('42070102')) },
  { name: 'bad-length-ping', note: 'PING with a 3-byte nonce and a valid CRC', frame: withCrc(bytes('0509785634')) },
  { name: 'bad-length-ack', note: 'ACK without ackedSeq', frame: withCrc(bytes('0406')) },
  { name: 'bad-length-state-bitmap', note: 'STATE says 81 cells but carries 2 bitmap bytes', frame: withCrc(bytes('0205e8030000' + '5100' + 'ffff')) },
  { name: 'bad-length-leds-palette', note: 'LEDS with paletteCount 17 (at most 16)', frame: withCrc(bytes('0307f401' + '11' + '00'.repeat(51) + '0000')) },
  { name: 'bad-length-leds-cells', note: 'LEDS says 4 cells but carries the indices of 2 and no blink bitmap', frame: withCrc(bytes('0307f401' + '00' + '0400' + '00')) },
  { name: 'bad-length-hello', note: 'HELLO 1.0 that stops after the firmware id', frame: withCrc(bytes('01000100' + '484f5354' + '00000000')) },
  { name: 'bad-length-leds-delta', note: 'LEDS_DELTA says 2 cell changes but carries 1', frame: withCrc(bytes('0a0807f401' + '00' + '0200' + '1f0002')) },
  { name: 'bad-length-leds-delta-palette', note: 'LEDS_DELTA with a palette change at index 16 (at most 15)', frame: withCrc(bytes('0a0807f401' + '01' + '10ffffff' + '0000')) },
  { name: 'bad-length-set-speed', note: 'SET_SPEED with a 3-byte speed', frame: withCrc(bytes('0904' + '40420f')) },
  { name: 'bad-length-error', note: 'ERROR with a code but no detail', frame: withCrc(bytes('070b02')) },
];

const lenientFrames: { name: string; note: string; frame: Uint8Array }[] = [
  { name: 'pong-trailing-bytes', note: 'PONG from a later minor version with two appended bytes: they are ignored', frame: withCrc(cat(encodeFrame({ type: 'PONG', seq: 10, nonce: 0x12345678 }).subarray(0, -2), bytes('aabb'))) },
  { name: 'state-padding-bits', note: 'STATE of 3 cells whose unused bitmap bits are set: padding is ignored', frame: withCrc(bytes('0201' + '00000000' + '0300' + 'fd' + '00')) },
  { name: 'leds-padding-bits', note: 'LEDS of 1 cell: unused high nibble and blink padding bits set (ignored); colour 1, blinking', frame: withCrc(bytes('0307f401' + '01' + 'ff0000' + '0100' + 'f1' + 'ff')) },
  { name: 'hello-next-major', note: 'HELLO 2.0 with only the version bytes: decoded leniently so the host can name the versions and refuse', frame: withCrc(bytes('01000200')) },
];

const slipStreamCases = (): { name: string; note: string; stream: Uint8Array }[] => {
  const a = slipFrame({ type: 'PING', seq: 9, nonce: 0x12345678 });
  const b = slipFrame({ type: 'ACK', seq: 6, ackedSeq: 7 });
  return [
    { name: 'back-to-back', note: 'two frames: the END closing one and the END opening the next make an empty frame, which is ignored', stream: cat(a, b) },
    { name: 'noise-before-frame', note: 'line noise is flushed by the END that opens the next frame (the noise is a corrupt frame, counted)', stream: cat(bytes('0102ff'), a) },
    { name: 'stray-esc-before-end', note: 'noise ending in ESC: the ESC stays a literal 0xDB and the END still ends the noise, so the next frame survives', stream: cat(bytes('55db'), a) },
    { name: 'stray-esc-inside-frame', note: 'ESC followed by 0x41: kept as the bytes DB 41 (the CRC will reject that frame)', stream: bytes('c00509db4100c0') },
    { name: 'escaped-bytes', note: 'ESC ESC_END is 0xC0, ESC ESC_ESC is 0xDB', stream: slipFrame({ type: 'PING', seq: 0xc0, nonce: 0xdddcdbc0 }) },
    { name: 'unterminated-tail', note: 'bytes after the last END are not a frame yet', stream: cat(a, bytes('0506')) },
    { name: 'only-ends', note: 'a run of END bytes carries no frame', stream: bytes('c0c0c0') },
  ];
};

function decodedMessage(frame: Uint8Array): Message {
  const d = decodeFrame(frame);
  if (!d.ok) throw new Error(`vector frame does not decode: ${JSON.stringify(d.error)}`);
  return d.message;
}

function decodedError(frame: Uint8Array): DecodeError {
  const d = decodeFrame(frame);
  if (d.ok) throw new Error('corrupt vector decodes as a message');
  return d.error;
}

export function buildFrameVectors(): FrameVectors {
  return {
    about: 'Protocol v1 byte vectors generated by hardware/vectors/write-frame-vectors.ts from the TS codec. '
      + 'frame = type, seq, payload, CRC (unframed); slip = the bytes on the wire. Spec: hardware/PROTOCOL.md.',
    protocol: { major: PROTOCOL_MAJOR, minor: PROTOCOL_MINOR },
    crc: {
      name: 'CRC-16/CCITT-FALSE', poly: '1021', init: 'ffff', check: CRC16_CHECK_VALUE.toString(16).padStart(4, '0'),
      over: 'type, seq and payload', order: 'big-endian (high byte first), the only big-endian field',
    },
    messages: messageCases.map(({ name, note, message }) => ({
      name, note, message, frame: toHex(encodeFrame(message)), slip: toHex(slipFrame(message)),
    })),
    appended: appendedCases.map(({ name, note, message, older }) => ({
      name, note, message, frame: toHex(encodeFrame(message)), slip: toHex(slipFrame(message)), older,
    })),
    lenient: lenientFrames.map(({ name, note, frame }) => ({ name, note, frame: toHex(frame), message: decodedMessage(frame) })),
    corrupt: corruptFrames.map(({ name, note, frame }) => ({
      name, note, frame: toHex(frame), slip: toHex(slipOfRaw(frame)), error: decodedError(frame),
    })),
    slipStreams: slipStreamCases().map(({ name, note, stream }) => ({
      name, note, stream: toHex(stream), frames: slipSplit(stream).map(toHex),
    })),
  };
}

/** SLIP-encodes raw (possibly corrupt) frame bytes the way a sender would. */
function slipOfRaw(frame: Uint8Array): Uint8Array {
  const out = [0xc0];
  for (const b of frame) {
    if (b === 0xc0) out.push(0xdb, 0xdc);
    else if (b === 0xdb) out.push(0xdb, 0xdd);
    else out.push(b);
  }
  out.push(0xc0);
  return Uint8Array.from(out);
}

export function frameVectorsJson(vectors: FrameVectors): string {
  return `${JSON.stringify(vectors, null, 2)}\n`;
}

// ---- PROTOCOL.md examples -------------------------------------------------------------------

export const DOC_BEGIN = '<!-- BEGIN GENERATED EXAMPLES: npx tsx hardware/vectors/write-frame-vectors.ts -->';
export const DOC_END = '<!-- END GENERATED EXAMPLES -->';

/** Cases short enough to read in the spec; frames.json has them all. */
const DOC_MESSAGES = ['hello-host', 'hello-board-9x9', 'state-2x2', 'state-9x9', 'leds-2x2', 'ack', 'ping', 'pong', 'ping-escaped', 'error-unknown-type', 'get-state',
  'hello-board-fast', 'set-speed', 'leds-delta-lift', 'leds-delta-palette', 'error-no-base'];

const spaced = (hex: string): string => hex.replace(/(..)(?!$)/g, '$1 ');

function messageJsonForDoc(m: Message): string {
  if (m.type === 'STATE' && m.occupied.length > 16) {
    const on = m.occupied.flatMap((o, i) => (o ? [i] : []));
    return JSON.stringify({ ...m, occupied: `<${m.occupied.length} booleans, true at ${on.join(',')}>` });
  }
  return JSON.stringify(m);
}

export function renderDocExamples(vectors: FrameVectors): string {
  const lines: string[] = [DOC_BEGIN, ''];
  for (const name of DOC_MESSAGES) {
    const v = vectors.messages.find((c) => c.name === name);
    if (v === undefined) continue;
    lines.push(`#### ${v.message.type}: ${v.name}`, '', `${v.note}.`, '', '```', `message ${messageJsonForDoc(v.message)}`,
      `frame   ${spaced(v.frame)}`, `slip    ${spaced(v.slip)}`, '```', '');
  }
  lines.push('#### Fields appended by minor 1 (the corner layer)', '', 'A minor-0 reader stops before them and reads the message without them.', '');
  for (const v of vectors.appended) {
    lines.push(`#### ${v.message.type}: ${v.name}`, '', `${v.note}.`, '', '```', `message ${messageJsonForDoc(v.message)}`,
      `frame   ${spaced(v.frame)}`, `slip    ${spaced(v.slip)}`, '```', '');
  }
  lines.push('#### Frames a receiver must reject', '', '| case | frame (hex) | decode result |', '|---|---|---|');
  for (const v of vectors.corrupt) lines.push(`| ${v.name}: ${v.note} | \`${spaced(v.frame)}\` | \`${JSON.stringify(v.error)}\` |`);
  lines.push('', '#### Frames a receiver must accept although the encoder never writes them', '',
    '| case | frame (hex) |', '|---|---|');
  for (const v of vectors.lenient) lines.push(`| ${v.name}: ${v.note} | \`${spaced(v.frame)}\` |`);
  lines.push('', '#### SLIP streams', '', '| case | bytes received | frames out |', '|---|---|---|');
  for (const v of vectors.slipStreams) {
    const frames = v.frames.length === 0 ? 'none' : v.frames.map((f) => `\`${spaced(f)}\``).join('<br>');
    lines.push(`| ${v.name}: ${v.note} | \`${spaced(v.stream)}\` | ${frames} |`);
  }
  lines.push('', DOC_END);
  return lines.join('\n');
}

/** The spec with its examples section replaced; undefined when the markers are missing. */
export function withDocExamples(markdown: string, vectors: FrameVectors): string | undefined {
  const begin = markdown.indexOf(DOC_BEGIN);
  const end = markdown.indexOf(DOC_END);
  if (begin < 0 || end < begin) return undefined;
  return markdown.slice(0, begin) + renderDocExamples(vectors) + markdown.slice(end + DOC_END.length);
}
