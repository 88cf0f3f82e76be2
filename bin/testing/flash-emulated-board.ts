// A BoardOpener for `tabletop flash` tests: the "board on the port" is the real firmware of a
// build running in the AVR emulator, reached through the serialport stream path as
// bin/firmware/host-e2e.test.ts opens it, in a virtual clock advanced until the handshake ends.
import { builtinProfiles, VirtualClock } from '../../hardware/index.ts';
import { BoardLink } from '../../host/index.ts';
import { createSimBinding } from '../../firmware-sim/index.ts';
import { AvrBoard } from '../../firmware-sim/avr/index.ts';
import type { BoardAnswer, BoardOpener } from '../flash/open-board.ts';
import { settleOn as settle, untilBootAnnounced } from '../firmware/host-rig.ts';

export const EMULATED_PORT = 'avr:1';

/** An opener whose one port, EMULATED_PORT, holds an emulated board running `build` (serving `profile`). */
export function emulatedBoardOpener(build: string, profile: string): BoardOpener & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    portProblem: (path) => (path === EMULATED_PORT ? undefined : `${path}: no such serial port`),
    async hello(path): Promise<BoardAnswer> {
      opened.push(path);
      const clock = new VirtualClock(0);
      const board = new AvrBoard({ profile: builtinProfiles[profile], clock, firmware: { board: build } });
      const sim = createSimBinding();
      sim.attach(path, board);
      const link = new BoardLink({ path, binding: sim.binding, clock, maxBaudRate: 115200 });
      try {
        await untilBootAnnounced(clock, board);
        const result = await settle(clock, link.open(), 5000);
        if (result === undefined) return { ok: false, error: 'no answer within 5 s' };
        return result.ok ? { ok: true, hello: result.hello } : { ok: false, error: result.error.message };
      } finally {
        await settle(clock, link.close(), 1000);
        board.dispose();
      }
    },
  };
}
