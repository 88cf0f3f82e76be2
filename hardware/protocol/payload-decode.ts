// Reads protocol v1 payloads. Short payloads are `bad-length` values; trailing bytes beyond the
// known fields are ignored (a later minor version may append fields). Never throws.
import { ByteReader, unpackBits, unpackNibbles } from './bytes.ts';
import type { Hello, Leds, LedsDelta, Message, MessageTypeName, Rgb, State } from './messages.ts';
import { PROTOCOL_MAJOR } from './messages.ts';
import { DELTA_BLINK, FIRMWARE_ID_LENGTH, MAX_PALETTE } from './normalize.ts';

export type PayloadResult = { ok: true; message: Message } | { ok: false; reason: string };

const short = (what: string): PayloadResult => ({ ok: false, reason: `payload ends inside ${what}` });

/** NUL ends the id; bytes outside printable ASCII read as '?', as the encoder writes them. */
function readFirmwareId(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) {
    if (b === 0) break;
    out += b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : '?';
  }
  return out;
}

function decodeHello(seq: number, r: ByteReader): PayloadResult {
  const protocolMajor = r.u8();
  const protocolMinor = r.u8();
  if (protocolMajor === undefined || protocolMinor === undefined) return short('protocol version');
  // Another major may lay out the rest differently: read what is there (missing bytes as 0) so
  // the host can still name both versions when it refuses the board.
  const lenient = protocolMajor !== PROTOCOL_MAJOR;
  const id = r.take(FIRMWARE_ID_LENGTH);
  const fields = [r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8(), r.u8()];
  const maxLedFrame = r.u16();
  if (!lenient && (id === undefined || maxLedFrame === undefined)) return short('HELLO fields');
  const [v0, v1, v2, rows, cols, ledKind, buttons] = fields.map((f) => f ?? 0);
  const hello: Hello = {
    type: 'HELLO', seq, protocolMajor, protocolMinor,
    firmwareId: id === undefined ? '' : readFirmwareId(id),
    firmwareVersion: [v0, v1, v2], rows, cols, ledKind, buttons,
    maxLedFrame: maxLedFrame ?? 0,
  };
  // Minor 1 appends `features`; a minor-0 board's HELLO ends before it.
  const features = lenient ? undefined : r.u8();
  if (features !== undefined) hello.features = features;
  // Minor 2 appends `speeds`.
  const speeds = lenient ? undefined : r.u8();
  if (speeds !== undefined) hello.speeds = speeds;
  return { ok: true, message: hello };
}

function decodeState(seq: number, r: ByteReader): PayloadResult {
  const uptimeMs = r.u32();
  const cells = r.u16();
  if (uptimeMs === undefined || cells === undefined) return short('STATE header');
  const occupancy = r.take(Math.ceil(cells / 8));
  if (occupancy === undefined) return short(`occupancy bitmap of ${cells} cells`);
  const buttonCount = r.u8();
  if (buttonCount === undefined) return short('buttonCount');
  const buttonBits = r.take(Math.ceil(buttonCount / 8));
  if (buttonBits === undefined) return short(`button bitmap of ${buttonCount} buttons`);
  const state: State = {
    type: 'STATE', seq, uptimeMs,
    occupied: unpackBits(occupancy, cells),
    buttons: unpackBits(buttonBits, buttonCount),
  };
  // Minor 1 appends the corner layer on boards that have one.
  const cornerCount = r.u16();
  if (cornerCount !== undefined) {
    const cornerBits = r.take(Math.ceil(cornerCount / 8));
    if (cornerBits === undefined) return short(`corner bitmap of ${cornerCount} corners`);
    state.corners = unpackBits(cornerBits, cornerCount);
  }
  return { ok: true, message: state };
}

function decodeLeds(seq: number, r: ByteReader): PayloadResult {
  const blinkPeriodMs = r.u16();
  const paletteCount = r.u8();
  if (blinkPeriodMs === undefined || paletteCount === undefined) return short('LEDS header');
  if (paletteCount > MAX_PALETTE) return { ok: false, reason: `paletteCount ${paletteCount} > ${MAX_PALETTE}` };
  const rgb = r.take(3 * paletteCount);
  if (rgb === undefined) return short(`palette of ${paletteCount} colours`);
  const palette: Rgb[] = [];
  for (let i = 0; i < paletteCount; i++) palette.push({ r: rgb[3 * i], g: rgb[3 * i + 1], b: rgb[3 * i + 2] });
  const cells = r.u16();
  if (cells === undefined) return short('cell count');
  const indexBytes = r.take(Math.ceil(cells / 2));
  if (indexBytes === undefined) return short(`palette indices of ${cells} cells`);
  const blinkBytes = r.take(Math.ceil(cells / 8));
  if (blinkBytes === undefined) return short(`blink bitmap of ${cells} cells`);
  const colours = unpackNibbles(indexBytes, cells);
  const blinks = unpackBits(blinkBytes, cells);
  const leds: Leds = {
    type: 'LEDS', seq, blinkPeriodMs, palette,
    cells: colours.map((colour, i) => ({ colour, blink: blinks[i] })),
  };
  return { ok: true, message: leds };
}

function decodeLedsDelta(seq: number, r: ByteReader): PayloadResult {
  const baseSeq = r.u8();
  const blinkPeriodMs = r.u16();
  const paletteCount = r.u8();
  if (baseSeq === undefined || blinkPeriodMs === undefined || paletteCount === undefined) return short('LEDS_DELTA header');
  if (paletteCount > MAX_PALETTE) return { ok: false, reason: `palette changes ${paletteCount} > ${MAX_PALETTE}` };
  const palette: LedsDelta['palette'] = [];
  for (let i = 0; i < paletteCount; i++) {
    const entry = r.take(4);
    if (entry === undefined) return short(`palette changes of ${paletteCount} colours`);
    if (entry[0] >= MAX_PALETTE) return { ok: false, reason: `palette index ${entry[0]} > ${MAX_PALETTE - 1}` };
    palette.push({ index: entry[0], colour: { r: entry[1], g: entry[2], b: entry[3] } });
  }
  const count = r.u16();
  if (count === undefined) return short('cell change count');
  const cells: LedsDelta['cells'] = [];
  for (let i = 0; i < count; i++) {
    const cell = r.u16();
    const value = r.u8();
    if (cell === undefined || value === undefined) return short(`cell changes of ${count} cells`);
    cells.push({ cell, colour: value & 0x0f, blink: (value & DELTA_BLINK) !== 0 });
  }
  return { ok: true, message: { type: 'LEDS_DELTA', seq, baseSeq, blinkPeriodMs, palette, cells } };
}

export function decodePayload(type: MessageTypeName, seq: number, payload: Uint8Array): PayloadResult {
  const r = new ByteReader(payload);
  switch (type) {
    case 'HELLO': return decodeHello(seq, r);
    case 'STATE': return decodeState(seq, r);
    case 'LEDS': return decodeLeds(seq, r);
    case 'LEDS_DELTA': return decodeLedsDelta(seq, r);
    case 'SET_SPEED': {
      const baudRate = r.u32();
      return baudRate === undefined ? short('baudRate') : { ok: true, message: { type, seq, baudRate } };
    }
    case 'ACK': {
      const ackedSeq = r.u8();
      return ackedSeq === undefined ? short('ackedSeq') : { ok: true, message: { type, seq, ackedSeq } };
    }
    case 'PING':
    case 'PONG': {
      const nonce = r.u32();
      return nonce === undefined ? short('nonce') : { ok: true, message: { type, seq, nonce } };
    }
    case 'ERROR': {
      const code = r.u8();
      const detail = r.u8();
      if (code === undefined || detail === undefined) return short('code and detail');
      return { ok: true, message: { type, seq, code, detail } };
    }
    case 'GET_STATE': return { ok: true, message: { type, seq } };
  }
}
