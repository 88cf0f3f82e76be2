// avrdude's command line for the Mega 2560's stk500v2 bootloader (as `make flash` runs it), and
// what its output says happened (pure).

export const WIRING = 'wiring';
/** avrdude 7.2 and newer: emulates a part in memory; it opens no port. */
export const DRYRUN = 'dryrun';

export function avrdudeArgs(options: { port: string; file: string; programmer: string }): string[] {
  // -D: the bootloader erases each page as it writes it (a chip erase would erase it, not the app).
  const connection = options.programmer === DRYRUN ? [] : ['-P', options.port, '-b', '115200'];
  return ['-p', 'm2560', '-c', options.programmer, ...connection, '-D', '-U', `flash:w:${options.file}:i`];
}

export interface AvrdudeReport {
  /** "N bytes of flash written". */
  written: number | undefined;
  /** "N bytes of flash verified". */
  verified: number | undefined;
  /** A verification mismatch avrdude reported. */
  mismatch: string | undefined;
  /** avrdude does not know the programmer (dryrun before 7.2). */
  unknownProgrammer: boolean;
  /** The port could not be opened: missing or busy. */
  portTrouble: string | undefined;
}

// Missing, busy (held by another program) or no serial port at all (no terminal attributes).
const PORT_TROUBLE = /(cannot|can't) (open|set attributes for) (port|device)|resource busy|ser_open\(\)|unable to open programmer/i;

/** Whether a line of avrdude's says the port could not be opened. */
export const isPortTrouble = (line: string): boolean => PORT_TROUBLE.test(line);

/** Reads avrdude's output (stderr, where it reports everything). */
export function readAvrdudeOutput(lines: readonly string[]): AvrdudeReport {
  const report: AvrdudeReport = { written: undefined, verified: undefined, mismatch: undefined, unknownProgrammer: false, portTrouble: undefined };
  for (const line of lines) {
    const written = /(\d+) bytes of flash written/.exec(line);
    if (written) report.written = Number(written[1]);
    const verified = /(\d+) bytes of flash verified/.exec(line);
    if (verified) report.verified = Number(verified[1]);
    if (/verification error|mismatch/i.test(line) && report.mismatch === undefined) report.mismatch = line.trim();
    if (/cannot find programmer id|can't find programmer id/i.test(line)) report.unknownProgrammer = true;
    if (isPortTrouble(line) && report.portTrouble === undefined) report.portTrouble = line.trim();
  }
  return report;
}
