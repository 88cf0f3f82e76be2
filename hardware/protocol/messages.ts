// Protocol v1 message model. Byte layout: hardware/PROTOCOL.md. Codec: ./codec.ts.

export const PROTOCOL_MAJOR = 1;
export const PROTOCOL_MINOR = 2;

/** HELLO `features` bits: the corner layer (minor 1), LEDS_DELTA accepted (minor 2). */
export const Feature = { CORNERS: 0x01, LEDS_DELTA: 0x02 } as const;

/**
 * HELLO `speeds` bits (minor 2): the line speeds a board can switch to after HELLO (SET_SPEED).
 * Each is exact on a 16 MHz AVR with U2X (UBRR 7, 3, 1); 115200, where every link starts, has 2 % error.
 */
export const LineSpeed = { 250_000: 0x01, 500_000: 0x02, 1_000_000: 0x04 } as const;
/** The speed every link opens at and falls back to. */
export const BASE_BAUD_RATE = 115_200;

export const MessageType = {
  HELLO: 0x01,
  STATE: 0x02,
  LEDS: 0x03,
  ACK: 0x04,
  PING: 0x05,
  PONG: 0x06,
  ERROR: 0x07,
  GET_STATE: 0x08,
  SET_SPEED: 0x09,
  LEDS_DELTA: 0x0a,
} as const;
export type MessageTypeName = keyof typeof MessageType;

export const LedKind = { NONE: 0, WS2812_GRB: 1, APA102_BGR: 2 } as const;
export type LedKindCode = (typeof LedKind)[keyof typeof LedKind];

export const ErrorCode = {
  BAD_CRC: 1,
  UNKNOWN_TYPE: 2,
  BAD_LENGTH: 3,
  FRAME_TOO_LARGE: 4,
  UNSUPPORTED_VERSION: 5,
  BUSY: 6,
  UNSUPPORTED_SPEED: 7,
  NO_BASE: 8,
} as const;

/** HELLO from the board describes it; HELLO from the host asks for one (board fields zero). */
export interface Hello {
  type: 'HELLO';
  seq: number;
  protocolMajor: number;
  protocolMinor: number;
  firmwareId: string; // ASCII, at most 8 characters
  firmwareVersion: [number, number, number];
  rows: number;
  cols: number;
  ledKind: number;
  buttons: number;
  maxLedFrame: number; // largest LEDS payload in bytes the board accepts
  /** Minor 1: what else the board has (`Feature` bits); absent from a minor-0 board's HELLO. */
  features?: number;
  /** Minor 2: `LineSpeed` bits the board can switch to; absent from older boards' HELLO. */
  speeds?: number;
}

export interface State {
  type: 'STATE';
  seq: number;
  uptimeMs: number; // u32, wraps
  /** One boolean per cell, row-major. */
  occupied: boolean[];
  /** One boolean per button. */
  buttons: boolean[];
  /**
   * Minor 1, boards with the corner layer: one boolean per inner grid corner (where four cells
   * meet), row-major over the (rows−1)×(cols−1) corners; absent from other boards' STATE.
   */
  corners?: boolean[];
}

export interface Rgb { r: number; g: number; b: number }

export interface Leds {
  type: 'LEDS';
  seq: number;
  blinkPeriodMs: number; // u16; a blinking cell is on for half of it
  palette: Rgb[]; // at most 16 colours
  /** One entry per cell in board (row-major cell) order; the board maps cells to its LED chain. */
  cells: { colour: number; blink: boolean }[];
}

/**
 * Minor 2: the cells that differ from the picture the board shows now (the LEDS or LEDS_DELTA
 * frame with seq `baseSeq`, its last ACK); a board showing another frame answers ERROR NO_BASE.
 */
export interface LedsDelta {
  type: 'LEDS_DELTA';
  seq: number;
  baseSeq: number;
  blinkPeriodMs: number;
  /** Palette entries that change (index 0…15); an index past the palette's end extends it. */
  palette: { index: number; colour: Rgb }[];
  /** Cells that change: board cell index, palette index, blink. */
  cells: { cell: number; colour: number; blink: boolean }[];
}

/** Minor 2: the host asks the board to switch the line to `baudRate` (one of `LineSpeed`). */
export interface SetSpeed { type: 'SET_SPEED'; seq: number; baudRate: number }

/** ACK answers LEDS and LEDS_DELTA (the frame is shown) and SET_SPEED (the switch follows). */
export interface Ack { type: 'ACK'; seq: number; ackedSeq: number }
export interface Ping { type: 'PING'; seq: number; nonce: number } // u32
export interface Pong { type: 'PONG'; seq: number; nonce: number }
export interface ProtocolError { type: 'ERROR'; seq: number; code: number; detail: number }
export interface GetState { type: 'GET_STATE'; seq: number }

export type Message = Hello | State | Leds | LedsDelta | SetSpeed | Ack | Ping | Pong | ProtocolError | GetState;

export type DecodeError =
  | { kind: 'too-short'; length: number }
  | { kind: 'bad-crc'; expected: number; actual: number }
  | { kind: 'unknown-type'; type: number; seq: number }
  | { kind: 'bad-length'; type: number; reason: string }
  /** From the frame splitter only (framing.ts): the frame outgrew `limit` bytes and was dropped as it grew; `type` is its first byte. */
  | { kind: 'too-large'; type: number; limit: number };

export type Decoded = { ok: true; message: Message } | { ok: false; error: DecodeError };
