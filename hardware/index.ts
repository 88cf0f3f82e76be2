// Public surface of hardware/: protocol v1 (messages, codec, SLIP framing), board profiles, clock.
export * from './protocol/messages.ts';
export { CRC16_CHECK_VALUE, crc16 } from './protocol/crc.ts';
export { MIN_FRAME_LENGTH, decodeFrame, encodeFrame, messageTypeName } from './protocol/codec.ts';
export { FIRMWARE_ID_LENGTH, MAX_BUTTONS, MAX_CELLS, MAX_PALETTE, normalizeMessage } from './protocol/normalize.ts';
export { createFrameDecoder, createFrameEncoder, decodeSlipStream, slipFrame } from './protocol/framing.ts';
export { SLIP_END, SLIP_ESC, SLIP_ESC_END, SLIP_ESC_ESC, SlipFrameEncoder, SlipFrameSplitter, slipSplit } from './protocol/slip.ts';
export type { SlipSink, SlipSplitterOptions, SlipWork } from './protocol/slip.ts';
export { MAX_BOARD_SIDE, MAX_FRAME_LENGTH, fullLedsPayloadLength } from './protocol/frame-limits.ts';
export { nextSeq, seqGap } from './protocol/seq.ts';
export { HOST_FIRMWARE_ID, checkCompatibility, hostHello } from './protocol/version.ts';
export type { Compatibility } from './protocol/version.ts';
export { fromHex, toHex } from './protocol/hex.ts';
export * from './profile.ts';
export * from './clock.ts';
