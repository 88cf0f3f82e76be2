// The public surface: what firmware-sim/ and host/ may import, used end to end.
import { describe, expect, it } from 'vitest';
import * as hardware from './index.ts';

describe('hardware/index.ts', () => {
  it('exports the protocol, the framing streams, the profiles and the clock', () => {
    for (const name of [
      'encodeFrame', 'decodeFrame', 'normalizeMessage', 'crc16', 'slipFrame', 'decodeSlipStream',
      'createFrameEncoder', 'createFrameDecoder', 'SlipFrameEncoder', 'SlipFrameSplitter', 'slipSplit',
      'nextSeq', 'seqGap', 'hostHello', 'checkCompatibility', 'toHex', 'fromHex',
      'parseProfile', 'builtinProfiles', 'ledChainIndex', 'boardCellAtChainIndex', 'toBoardCell', 'toViewCell', 'ledKindCode',
      'MessageType', 'LedKind', 'ErrorCode', 'PROTOCOL_MAJOR', 'PROTOCOL_MINOR', 'VirtualClock', 'systemClock', 'settleIo',
    ]) expect(hardware, name).toHaveProperty(name);
  });

  it("describes a built-in board in a HELLO that survives the wire", () => {
    const p = hardware.builtinProfiles['9x9-buttons'];
    const hello: hardware.Hello = {
      type: 'HELLO', seq: 0, protocolMajor: hardware.PROTOCOL_MAJOR, protocolMinor: hardware.PROTOCOL_MINOR,
      firmwareId: 'SIM', firmwareVersion: [0, 1, 0], rows: p.rows, cols: p.cols,
      ledKind: hardware.ledKindCode(p.ledKind), buttons: p.buttons.length, maxLedFrame: 400,
    };
    const [decoded] = hardware.decodeSlipStream(hardware.slipFrame(hello));
    expect(decoded).toEqual({ ok: true, message: hello });
    expect(decoded.ok && decoded.message.type === 'HELLO' && hardware.checkCompatibility(decoded.message)).toEqual({ ok: true });
  });
});
