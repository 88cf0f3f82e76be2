// npm run build:firmware [-- DIR]: every board build to .hex, with manifest.json, into DIR
// (default dist/firmware/), for `tabletop flash`. The work is in bin/flash/release-build.ts.
import { resolve } from 'node:path';
import { defaultReleaseDir, releaseFirmware, ReleaseError } from '../../bin/flash/release-build.ts';

const outDir = process.argv[2] === undefined ? defaultReleaseDir : resolve(process.argv[2]);
try {
  const manifest = releaseFirmware(outDir, (line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${manifest.builds.length} builds of firmware ${manifest.firmwareVersion} in ${outDir}\n`);
} catch (e) {
  if (!(e instanceof ReleaseError)) throw e;
  process.stderr.write(`build:firmware: ${e.message}\n`);
  process.exitCode = 1;
}
