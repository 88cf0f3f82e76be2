// HELLO helpers: the host's own HELLO, and the version rule (a major bump breaks compatibility,
// a minor bump only appends payload fields and adds message types).
import type { Hello } from './messages.ts';
import { LedKind, PROTOCOL_MAJOR, PROTOCOL_MINOR } from './messages.ts';

export const HOST_FIRMWARE_ID = 'HOST';

/** The HELLO a host sends to ask a board to describe itself. */
export function hostHello(seq: number): Hello {
  return {
    type: 'HELLO', seq,
    protocolMajor: PROTOCOL_MAJOR, protocolMinor: PROTOCOL_MINOR,
    firmwareId: HOST_FIRMWARE_ID, firmwareVersion: [0, 0, 0],
    rows: 0, cols: 0, ledKind: LedKind.NONE, buttons: 0, maxLedFrame: 0,
  };
}

export type Compatibility = { ok: true } | { ok: false; error: string };

/** Whether a peer's HELLO speaks a protocol this code can talk to; a clear message when not. */
export function checkCompatibility(peer: Hello): Compatibility {
  if (peer.protocolMajor === PROTOCOL_MAJOR) return { ok: true };
  const who = peer.firmwareId === '' ? 'the board' : `board firmware "${peer.firmwareId}"`;
  const theirs = `${peer.protocolMajor}.${peer.protocolMinor}`;
  const ours = `${PROTOCOL_MAJOR}.${PROTOCOL_MINOR}`;
  const fix = peer.protocolMajor > PROTOCOL_MAJOR ? 'update the host software' : 'flash newer firmware on the board';
  return {
    ok: false,
    error: `${who} speaks protocol ${theirs}, this host speaks ${ours}; major versions differ, so they cannot talk: ${fix}`,
  };
}
