// The shared vectors as command lines for the firmware's native test program
// (test/native_test.c documents the format), and the answers it must give.
import type { DecodeError, Message } from '../protocol/messages.ts';
import type { BoardProfile } from '../profile.ts';
import { ledChainIndex } from '../board-geometry.ts';

const hexOf = (bytes: Iterable<number>): string => {
  const text = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return text === '' ? '-' : text;
};
const bitsOf = (flags: readonly boolean[]): string => (flags.length === 0 ? '-' : flags.map((f) => (f ? '1' : '0')).join(''));

/** A message as the tokens native_test.c reads (encode) and writes (decode). */
export function messageTokens(m: Message): string {
  switch (m.type) {
    case 'HELLO':
      return [
        'HELLO', m.seq, m.protocolMajor, m.protocolMinor, hexOf([...m.firmwareId].map((c) => c.charCodeAt(0))),
        ...m.firmwareVersion, m.rows, m.cols, m.ledKind, m.buttons, m.maxLedFrame,
        // Appended by minors 1 and 2, when the HELLO carries them.
        ...(m.features !== undefined || m.speeds !== undefined ? [m.features ?? 0] : []),
        ...(m.speeds !== undefined ? [m.speeds] : []),
      ].join(' ');
    case 'STATE':
      return ['STATE', m.seq, m.uptimeMs, m.occupied.length, bitsOf(m.occupied), m.buttons.length, bitsOf(m.buttons)].join(' ');
    case 'LEDS': {
      const palette = hexOf(m.palette.flatMap((c) => [c.r, c.g, c.b]));
      const colours = m.cells.length === 0 ? '-' : m.cells.map((c) => c.colour.toString(16)).join('');
      return ['LEDS', m.seq, m.blinkPeriodMs, palette, m.cells.length, colours, bitsOf(m.cells.map((c) => c.blink))].join(' ');
    }
    case 'LEDS_DELTA': {
      const palette = hexOf(m.palette.flatMap((p) => [p.index, p.colour.r, p.colour.g, p.colour.b]));
      const cells = m.cells.length === 0 ? '-' : m.cells.map((c) => `${c.cell}:${c.colour | (c.blink ? 0x10 : 0)}`).join(',');
      return ['LEDS_DELTA', m.seq, m.baseSeq, m.blinkPeriodMs, palette, m.cells.length, cells].join(' ');
    }
    case 'SET_SPEED': return `SET_SPEED ${m.seq} ${m.baudRate}`;
    case 'ACK': return `ACK ${m.seq} ${m.ackedSeq}`;
    case 'PING': return `PING ${m.seq} ${m.nonce}`;
    case 'PONG': return `PONG ${m.seq} ${m.nonce}`;
    case 'ERROR': return `ERROR ${m.seq} ${m.code} ${m.detail}`;
    case 'GET_STATE': return `GET_STATE ${m.seq}`;
  }
}

/** What native_test.c prints for a decode error (the TS reason text has no C counterpart). */
export function errorTokens(e: DecodeError): string {
  switch (e.kind) {
    case 'too-short': return `error too-short ${e.length}`;
    case 'bad-crc': return `error bad-crc ${e.expected} ${e.actual}`;
    case 'unknown-type': return `error unknown-type ${e.type} ${e.seq}`;
    case 'bad-length': return `error bad-length ${e.type}`;
    case 'too-large': return `error too-large ${e.type}`; // the C decoder reports this as SLIP_TOO_LARGE, not as a decode error
  }
}

export interface DebounceCase {
  name: string;
  /** Missing: deferred (the table's older cases). */
  mode?: 'eager' | 'deferred';
  debounceMs: number;
  steps: { t: number; raw: string; expect: string; changed?: number[] }[];
}

export function debounceCommand(c: DebounceCase): string {
  const cells = c.steps[0]?.raw.length ?? 0;
  return `debounce ${c.mode ?? 'deferred'} ${c.debounceMs} ${cells} ${c.steps.map((s) => `${s.t}:${s.raw}`).join(' ')}`;
}

export function debounceAnswer(c: DebounceCase): string {
  const steps = c.steps.map((s) => `${s.expect}/${s.changed && s.changed.length > 0 ? s.changed.join(',') : '-'}`);
  return `steps ${steps.join(' ')}`;
}

const START_CODES = { 'top-left': 0, 'top-right': 1, 'bottom-left': 2, 'bottom-right': 3 } as const;

export function chainCommand(p: BoardProfile): string {
  return `chain ${p.rows} ${p.cols} ${p.ledChain === 'serpentine' ? 1 : 0} ${START_CODES[p.ledStart]}`;
}

export function chainAnswer(p: BoardProfile): string {
  const cells = Array.from({ length: p.rows * p.cols }, (_, cell) => ledChainIndex(p, cell));
  return `chain ${cells.join(' ')}`;
}
