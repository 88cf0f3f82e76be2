// Protocol v1 message model. Byte layout: hardware/PROTOCOL.md. Codec: ./codec.ts.

export const PROTOCOL_MAJOR = 1;
export const PROTOCOL_MINOR = 1;

/** HELLO `features` bits (minor 1). */
export const Feature = { CORNERS: 0x01 } as const;

export const MessageType = {
  HELLO: 0x01,
  STATE: 0x02,
  LEDS: 0x03,
  ACK: 0x04,
  PING: 0x05,
  PONG: 0x06,
  ERROR: 0x07,
  GET_STATE: 0x08,
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

export interface Ack { type: 'ACK'; seq: number; ackedSeq: number }
export interface Ping { type: 'PING'; seq: number; nonce: number } // u32
export interface Pong { type: 'PONG'; seq: number; nonce: number }
export interface ProtocolError { type: 'ERROR'; seq: number; code: number; detail: number }
export interface GetState { type: 'GET_STATE'; seq: number }

export type Message = Hello | State | Leds | Ack | Ping | Pong | ProtocolError | GetState;

export type DecodeError =
  | { kind: 'too-short'; length: number }
  | { kind: 'bad-crc'; expected: number; actual: number }
  | { kind: 'unknown-type'; type: number; seq: number }
  | { kind: 'bad-length'; type: number; reason: string };

export type Decoded = { ok: true; message: Message } | { ok: false; error: DecodeError };
