// Opens the freshly flashed board and takes its HELLO: the smallest use of BoardLink (handshake
// only, no speed switch), closed again at once. The command takes any opener, so its test hands in
// an emulated board instead of a serial port.
import { existsSync } from 'node:fs';
import { SerialPort } from 'serialport';
import { systemClock, type Hello } from '../../hardware/index.ts';
import { BoardLink } from '../../host/index.ts';

export type BoardAnswer = { ok: true; hello: Hello } | { ok: false; error: string };

export interface BoardOpener {
  /** Why the port cannot be used before anything is flashed (missing), or undefined. */
  portProblem(path: string): string | undefined;
  /** Opens the board on the port and does the HELLO handshake. */
  hello(path: string): Promise<BoardAnswer>;
}

export const serialBoardOpener: BoardOpener = {
  portProblem: (path) => (existsSync(path) ? undefined : `${path}: no such serial port (tabletop ports lists them)`),
  async hello(path) {
    // After the upload the Mega restarts through its bootloader (about a second): a patient handshake.
    const link = new BoardLink({ path, binding: SerialPort.binding, clock: systemClock(), maxBaudRate: 115200, helloTimeoutMs: 2000, helloAttempts: 3 });
    try {
      const opened = await link.open();
      return opened.ok ? { ok: true, hello: opened.hello } : { ok: false, error: opened.error.message };
    } finally {
      await link.close();
    }
  },
};

/** One line on a board's HELLO, as `tabletop flash` prints it. */
export function describeHello(hello: Hello): string {
  const leds = ['no LEDs', 'WS2812 LEDs', 'APA102 LEDs'][hello.ledKind] ?? `LED kind ${hello.ledKind}`;
  return `HELLO from ${hello.firmwareId} firmware ${hello.firmwareVersion.join('.')}, protocol ${hello.protocolMajor}.${hello.protocolMinor}, ${hello.rows}×${hello.cols} board, ${leds}, ${hello.buttons} buttons`;
}
