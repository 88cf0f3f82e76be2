// What the encoder does with values that do not fit their wire field (PROTOCOL.md, "Out-of-range
// values"). encodeFrame never fails: counters wrap, quantities clamp, lists are cut. Tests use
// normalizeMessage to state the round trip exactly: decode(encode(m)) equals normalizeMessage(m).
import type { Leds, LedsDelta, Message, Rgb, State, Hello } from './messages.ts';

export const MAX_PALETTE = 16;
export const MAX_CELLS = 0xffff;
export const MAX_BUTTONS = 0xff;
export const FIRMWARE_ID_LENGTH = 8;
/** LEDS_DELTA cell value: bits 0–3 the palette index, bit 4 blink, bits 5–7 reserved (0). */
export const DELTA_BLINK = 0x10;

/** Integer part of a finite number; NaN and ±Infinity become 0 (Infinity clamps separately). */
function integer(value: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** Counters and identifiers (seq, uptime, nonce, codes): value modulo 2^bits. */
export function wrap(value: number, bits: 8 | 16 | 32): number {
  const v = integer(value);
  if (bits === 32) return v >>> 0;
  return v & ((1 << bits) - 1);
}

/** Quantities (sizes, versions, colour channels, periods): clamped to [0, max]. */
export function clamp(value: number, max: number): number {
  if (value === Infinity) return max;
  const v = integer(value);
  return v <= 0 ? 0 : v > max ? max : v; // <= also turns -0 into 0
}

/** Printable ASCII (0x20-0x7E) only, others become '?'; at most 8 characters. */
export function normalizeFirmwareId(id: string): string {
  let out = '';
  for (const ch of String(id)) {
    if (out.length === FIRMWARE_ID_LENGTH) break;
    const code = ch.codePointAt(0) ?? 0;
    out += code >= 0x20 && code <= 0x7e ? ch : '?';
  }
  return out;
}

const rgb = (c: Rgb): Rgb => ({ r: clamp(c.r, 0xff), g: clamp(c.g, 0xff), b: clamp(c.b, 0xff) });

function normalizeHello(m: Hello): Hello {
  const v = m.firmwareVersion ?? [0, 0, 0];
  return {
    type: 'HELLO',
    seq: wrap(m.seq, 8),
    protocolMajor: clamp(m.protocolMajor, 0xff),
    protocolMinor: clamp(m.protocolMinor, 0xff),
    firmwareId: normalizeFirmwareId(m.firmwareId),
    firmwareVersion: [clamp(v[0] ?? 0, 0xff), clamp(v[1] ?? 0, 0xff), clamp(v[2] ?? 0, 0xff)],
    rows: clamp(m.rows, 0xff),
    cols: clamp(m.cols, 0xff),
    ledKind: clamp(m.ledKind, 0xff),
    buttons: clamp(m.buttons, 0xff),
    maxLedFrame: clamp(m.maxLedFrame, 0xffff),
    ...(m.features !== undefined || m.speeds !== undefined ? { features: clamp(m.features ?? 0, 0xff) } : {}),
    ...(m.speeds !== undefined ? { speeds: clamp(m.speeds, 0xff) } : {}),
  };
}

function normalizeState(m: State): State {
  return {
    type: 'STATE',
    seq: wrap(m.seq, 8),
    uptimeMs: wrap(m.uptimeMs, 32),
    occupied: m.occupied.slice(0, MAX_CELLS).map(Boolean),
    buttons: m.buttons.slice(0, MAX_BUTTONS).map(Boolean),
    ...(m.corners !== undefined ? { corners: m.corners.slice(0, MAX_CELLS).map(Boolean) } : {}),
  };
}

function normalizeLeds(m: Leds): Leds {
  return {
    type: 'LEDS',
    seq: wrap(m.seq, 8),
    blinkPeriodMs: clamp(m.blinkPeriodMs, 0xffff),
    palette: m.palette.slice(0, MAX_PALETTE).map(rgb),
    cells: m.cells.slice(0, MAX_CELLS).map((c) => ({ colour: wrap(c.colour, 8) & 0x0f, blink: Boolean(c.blink) })),
  };
}

function normalizeLedsDelta(m: LedsDelta): LedsDelta {
  return {
    type: 'LEDS_DELTA',
    seq: wrap(m.seq, 8),
    baseSeq: wrap(m.baseSeq, 8),
    blinkPeriodMs: clamp(m.blinkPeriodMs, 0xffff),
    palette: m.palette.slice(0, MAX_PALETTE).map((p) => ({ index: wrap(p.index, 8) & 0x0f, colour: rgb(p.colour) })),
    cells: m.cells.slice(0, MAX_CELLS).map((c) => ({ cell: wrap(c.cell, 16), colour: wrap(c.colour, 8) & 0x0f, blink: Boolean(c.blink) })),
  };
}

/** The message exactly as encodeFrame will put it on the wire (and decodeFrame will return it). */
export function normalizeMessage(m: Message): Message {
  switch (m.type) {
    case 'HELLO': return normalizeHello(m);
    case 'STATE': return normalizeState(m);
    case 'LEDS': return normalizeLeds(m);
    case 'LEDS_DELTA': return normalizeLedsDelta(m);
    case 'SET_SPEED': return { type: 'SET_SPEED', seq: wrap(m.seq, 8), baudRate: wrap(m.baudRate, 32) };
    case 'ACK': return { type: 'ACK', seq: wrap(m.seq, 8), ackedSeq: wrap(m.ackedSeq, 8) };
    case 'PING': return { type: 'PING', seq: wrap(m.seq, 8), nonce: wrap(m.nonce, 32) };
    case 'PONG': return { type: 'PONG', seq: wrap(m.seq, 8), nonce: wrap(m.nonce, 32) };
    case 'ERROR': return { type: 'ERROR', seq: wrap(m.seq, 8), code: wrap(m.code, 8), detail: wrap(m.detail, 8) };
    case 'GET_STATE': return { type: 'GET_STATE', seq: wrap(m.seq, 8) };
  }
}
