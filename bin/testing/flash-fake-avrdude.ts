// Stands in for avrdude 7.2's dryrun programmer where Debian's avrdude (7.1, bookworm) has none:
// reads the Intel HEX given with -U flash:w:FILE:i and reports, as avrdude does, the bytes written
// and verified. FAKE_AVRDUDE_MISMATCH=1 reports a verification error instead (exit 1).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const programmer = args[args.indexOf('-c') + 1];
const upload = args[args.indexOf('-U') + 1] ?? '';
const say = (line: string) => process.stderr.write(`${line}\n`);
if (programmer !== 'dryrun') {
  say(`avrdude error: cannot find programmer id ${programmer}`);
  process.exit(1);
}
const file = /^flash:w:(.+):i$/.exec(upload)?.[1];
if (file === undefined) { say(`avrdude error: bad -U ${upload}`); process.exit(1); }
// Data records (type 00) only: the bytes the part's flash receives.
let bytes = 0;
for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
  if (line.startsWith(':') && line.slice(7, 9) === '00') bytes += parseInt(line.slice(1, 3), 16);
}
say('avrdude: AVR device initialized and ready to accept instructions');
say('avrdude: device signature = 0x1e9801 (probably m2560)');
say(`avrdude: reading input file ${file} for flash`);
say(`avrdude: writing ${bytes} bytes flash ...`);
say('Writing | ################################################## | 100% 0.01 s');
say(`avrdude: ${bytes} bytes of flash written`);
say(`avrdude: verifying flash memory against ${file}`);
if (process.env.FAKE_AVRDUDE_MISMATCH === '1') {
  say('avrdude: verification error, first mismatch at byte 0x0040: 0xff != 0x0c');
  process.exit(1);
}
say('Reading | ################################################## | 100% 0.01 s');
say(`avrdude: ${bytes} bytes of flash verified`);
say('avrdude done.  Thank you.');
