// Payload layouts of protocol v1 (PROTOCOL.md, "Messages"). Inputs are already normalized.
import { ByteWriter, packBits, packNibbles } from './bytes.ts';
import type { Message } from './messages.ts';
import { DELTA_BLINK, FIRMWARE_ID_LENGTH } from './normalize.ts';

export function encodePayload(m: Message): Uint8Array {
  const w = new ByteWriter();
  switch (m.type) {
    case 'HELLO': {
      w.u8(m.protocolMajor).u8(m.protocolMinor);
      for (let i = 0; i < FIRMWARE_ID_LENGTH; i++) w.u8(i < m.firmwareId.length ? m.firmwareId.charCodeAt(i) : 0);
      w.raw(m.firmwareVersion).u8(m.rows).u8(m.cols).u8(m.ledKind).u8(m.buttons).u16(m.maxLedFrame);
      if (m.features !== undefined || m.speeds !== undefined) w.u8(m.features ?? 0);
      if (m.speeds !== undefined) w.u8(m.speeds);
      break;
    }
    case 'STATE':
      w.u32(m.uptimeMs).u16(m.occupied.length).raw(packBits(m.occupied));
      w.u8(m.buttons.length).raw(packBits(m.buttons));
      if (m.corners !== undefined) w.u16(m.corners.length).raw(packBits(m.corners));
      break;
    case 'LEDS':
      w.u16(m.blinkPeriodMs).u8(m.palette.length);
      for (const c of m.palette) w.u8(c.r).u8(c.g).u8(c.b);
      // Packed (4-bit indices, then a blink bitmap) so a frame crosses 115200 baud quickly.
      w.u16(m.cells.length).raw(packNibbles(m.cells.map((c) => c.colour)));
      w.raw(packBits(m.cells.map((c) => c.blink)));
      break;
    case 'LEDS_DELTA':
      w.u8(m.baseSeq).u16(m.blinkPeriodMs).u8(m.palette.length);
      for (const p of m.palette) w.u8(p.index).u8(p.colour.r).u8(p.colour.g).u8(p.colour.b);
      w.u16(m.cells.length);
      for (const c of m.cells) w.u16(c.cell).u8(c.colour | (c.blink ? DELTA_BLINK : 0));
      break;
    case 'SET_SPEED': w.u32(m.baudRate); break;
    case 'ACK': w.u8(m.ackedSeq); break;
    case 'PING':
    case 'PONG': w.u32(m.nonce); break;
    case 'ERROR': w.u8(m.code).u8(m.detail); break;
    case 'GET_STATE': break;
  }
  return w.toBytes();
}
