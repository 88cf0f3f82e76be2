// The HELLO exchange's pure parts: the host's own HELLO, and the two reasons a board's HELLO is
// refused (another protocol major; another size than the board the link serves).
import { PROTOCOL_MAJOR, PROTOCOL_MINOR } from '../../hardware/index.ts';
import type { Hello } from '../../hardware/index.ts';

/** The host's HELLO (board fields zero), without its seq: the link numbers it. */
export function hostHello(): Omit<Hello, 'seq'> {
  return {
    type: 'HELLO', protocolMajor: PROTOCOL_MAJOR, protocolMinor: PROTOCOL_MINOR, firmwareId: 'HOST',
    firmwareVersion: [0, 0, 0], rows: 0, cols: 0, ledKind: 0, buttons: 0, maxLedFrame: 0,
  };
}

/** Words for a board of another protocol major; undefined when it speaks ours. */
export function protocolMismatch(hello: Hello): string | undefined {
  if (hello.protocolMajor === PROTOCOL_MAJOR) return undefined;
  return `board speaks protocol v${hello.protocolMajor}, this host speaks v${PROTOCOL_MAJOR}: ` +
    'update the host or the firmware';
}

/**
 * Words for a HELLO whose size is not the size of `served`, the board the link serves (none yet:
 * any size is taken); undefined when it is.
 */
export function wrongSize(path: string, served: Hello | undefined, hello: Hello): string | undefined {
  if (served === undefined || (hello.rows === served.rows && hello.cols === served.cols)) return undefined;
  const was = `${served.rows}×${served.cols}`;
  return `${path} announced a ${hello.rows}×${hello.cols} board, not the ${was} board it was opened with: waiting for the ${was} board`;
}
