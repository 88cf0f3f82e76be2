// Board-side SLIP (RFC 1055), byte at a time, as the firmware's UART code will do it: a fixed
// receive buffer, no streams. (The host side uses hardware's stream framing.)

export const SLIP_END = 0xc0;
export const SLIP_ESC = 0xdb;
export const SLIP_ESC_END = 0xdc;
export const SLIP_ESC_ESC = 0xdd;

/** END, the escaped frame, END (the leading END flushes line noise in the receiver). */
export function slipEncode(frame: Uint8Array): Uint8Array {
  const out: number[] = [SLIP_END];
  for (const byte of frame) {
    if (byte === SLIP_END) out.push(SLIP_ESC, SLIP_ESC_END);
    else if (byte === SLIP_ESC) out.push(SLIP_ESC, SLIP_ESC_ESC);
    else out.push(byte);
  }
  out.push(SLIP_END);
  return Uint8Array.from(out);
}

export type SlipEvent =
  | { kind: 'frame'; frame: Uint8Array }
  /** More bytes than the receive buffer holds: the frame is dropped whole. */
  | { kind: 'too-large'; length: number; type: number };

export interface SlipReceiver {
  /** Feeds one byte; returns an event when an END closes a non-empty frame. */
  push(byte: number): SlipEvent | undefined;
  /** Forgets a half-received frame (MCU reset). */
  reset(): void;
}

export function createSlipReceiver(maxFrameBytes: number): SlipReceiver {
  const buffer = new Uint8Array(maxFrameBytes);
  let length = 0; // bytes in this frame so far; past the buffer they are only counted
  let escaped = false;

  const reset = (): void => { length = 0; escaped = false; };
  const store = (byte: number): void => {
    if (length < maxFrameBytes) buffer[length] = byte;
    length++;
  };

  return {
    reset,
    push(byte) {
      if (escaped) {
        escaped = false;
        if (byte === SLIP_ESC_END) { store(SLIP_END); return undefined; }
        if (byte === SLIP_ESC_ESC) { store(SLIP_ESC); return undefined; }
        // A stray ESC is kept as a literal 0xDB (the CRC then rejects the frame) and this byte
        // is read afresh, so an END right after line noise still closes the frame (PROTOCOL.md).
        store(SLIP_ESC);
      }
      if (byte === SLIP_END) {
        const event: SlipEvent | undefined =
          length === 0 ? undefined // back-to-back ENDs: empty frames are ignored
          : length > maxFrameBytes ? { kind: 'too-large', length, type: buffer[0] }
          : { kind: 'frame', frame: buffer.slice(0, length) };
        reset();
        return event;
      }
      if (byte === SLIP_ESC) escaped = true;
      else store(byte);
      return undefined;
    },
  };
}
