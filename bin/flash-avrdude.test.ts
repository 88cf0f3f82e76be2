// avrdude's command line and what its output says (pure): the Mega's bootloader as `make flash`
// runs it, dryrun with no port, and the lines that report bytes, a mismatch or a port in trouble.
import { describe, expect, it } from 'vitest';
import { avrdudeArgs, isPortTrouble, readAvrdudeOutput } from './flash/avrdude-args.ts';

describe('avrdude', () => {
  it('runs the wiring programmer on the port at 115200 baud, without a chip erase', () => {
    expect(avrdudeArgs({ port: '/dev/ttyACM0', file: '/x/t.hex', programmer: 'wiring' }))
      .toEqual(['-p', 'm2560', '-c', 'wiring', '-P', '/dev/ttyACM0', '-b', '115200', '-D', '-U', 'flash:w:/x/t.hex:i']);
  });

  it('gives dryrun, which opens no port, neither -P nor -b', () => {
    expect(avrdudeArgs({ port: 'avr:1', file: 't.hex', programmer: 'dryrun' }))
      .toEqual(['-p', 'm2560', '-c', 'dryrun', '-D', '-U', 'flash:w:t.hex:i']);
  });

  it('reads the bytes written and verified', () => {
    const r = readAvrdudeOutput(['avrdude: writing 10704 bytes flash ...', 'avrdude: 10704 bytes of flash written', 'avrdude: 10704 bytes of flash verified']);
    expect(r).toEqual({ written: 10704, verified: 10704, mismatch: undefined, unknownProgrammer: false, portTrouble: undefined });
  });

  it('reads a verification error, an unknown programmer and a port it cannot open', () => {
    const r = readAvrdudeOutput([
      'avrdude error: cannot find programmer id dryrun',
      'avrdude: verification error, first mismatch at byte 0x0040',
      'avrdude OS error: cannot open port /dev/ttyACM0: Device or resource busy',
    ]);
    expect(r.unknownProgrammer).toBe(true);
    expect(r.mismatch).toBe('avrdude: verification error, first mismatch at byte 0x0040');
    expect(r.portTrouble).toBe('avrdude OS error: cannot open port /dev/ttyACM0: Device or resource busy');
    expect(isPortTrouble('avrdude: 10704 bytes of flash written')).toBe(false);
  });
});
