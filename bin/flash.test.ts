// `tabletop flash` end to end: the firmware released into a temp folder (the release script's own
// code), avrdude run as a process (Debian's, and a stand-in for the dryrun programmer Debian's 7.1
// lacks), the HELLO taken from the real firmware in the emulator; the failures as the real CLI
// process reports them, with their exit codes.
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flash } from './commands/flash.ts';
import { main } from './cli.ts';
import { bufferIo } from './io.ts';
import { releaseFirmware } from './flash/release-build.ts';
import type { Manifest } from './flash/manifest.ts';
import { EMULATED_PORT, emulatedBoardOpener } from './testing/flash-emulated-board.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
let work: string;
let released: string;
let manifest: Manifest;
let fakeAvrdude: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tabletop-flash-'));
  released = join(work, 'firmware');
  manifest = releaseFirmware(released);
  // The stand-in avrdude, a real process like the real one.
  fakeAvrdude = join(work, 'fake-avrdude');
  writeFileSync(fakeAvrdude, `#!/bin/sh\nexec "${process.execPath}" "${join(repo, 'bin/run-ts.mjs')}" "${join(repo, 'bin/testing/flash-fake-avrdude.ts')}" "$@"\n`);
  chmodSync(fakeAvrdude, 0o755);
}, 240_000);
afterAll(() => { rmSync(work, { recursive: true, force: true }); });

const buildOf = (name: string) => manifest.builds.find((b) => b.build === name)!;

/** The real CLI as a process: its exit code and output. */
function cli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(repo, 'bin/tabletop.mjs'), 'flash', ...args], { env, cwd: repo, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number((error as { code?: number }).code), stdout, stderr });
    });
  });
}

/** avrdude's version, as `avrdude -?` prints it. */
function avrdudeVersion(): [number, number] {
  const run = spawnSync('avrdude', ['-?'], { encoding: 'utf8' });
  const text = `${run.stdout}${run.stderr}`;
  const m = /version (\d+)\.(\d+)/i.exec(text);
  if (m === null) throw new Error(`avrdude -? gave no version (bash hardware/firmware/setup-toolchain.sh installs it): ${text}`);
  return [Number(m[1]), Number(m[2])];
}

describe('tabletop flash', () => {
  it('releases every board build with the profile it serves, its protocol and the .hex as written', () => {
    expect(manifest.builds.map((b) => [b.build, b.profile]).sort()).toEqual([
      ['mega-10x10', '10x10'], ['mega-9x9', '9x9'], ['mega-9x9-apa102', '9x9-apa102'], ['mega-9x9-buttons', '9x9-buttons'],
    ]);
    for (const b of manifest.builds) {
      expect(b.protocol).toBe('1.2');
      expect(readFileSync(join(released, b.file)).length).toBe(b.bytes);
      // The very file the emulator runs for this build (firmware-sim loads it from the same build).
      expect(readFileSync(join(released, b.file))).toEqual(readFileSync(join(repo, 'hardware/firmware/build', b.build, 'tabletop.hex')));
    }
    expect(JSON.parse(readFileSync(join(released, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('writes the shipped .hex with the dryrun programmer, checks the bytes, then prints the emulated board\'s HELLO', async () => {
    const io = bufferIo();
    const opener = emulatedBoardOpener('mega-10x10', '10x10');
    const code = await flash(['--port', EMULATED_PORT, '--firmware', released, '--programmer', 'dryrun'], io, { opener, avrdude: fakeAvrdude });
    expect(io.stderr).toEqual([]);
    expect(code).toBe(0);
    const out = io.stdout.join('\n');
    const bytes = buildOf('mega-10x10').flashBytes;
    expect(out).toContain(`  avrdude: ${bytes} bytes of flash written`); // streamed as avrdude printed it
    expect(out).toContain(`wrote and verified ${bytes} bytes of flash`);
    expect(opener.opened).toEqual([EMULATED_PORT]);
    expect(io.stdout.at(-1)).toBe('HELLO from TT-MEGA firmware 1.2.0, protocol 1.2, 10×10 board, WS2812 LEDs, 0 buttons');
  }, 120_000);

  it('flashes another build named with --build: its own bytes, its own HELLO', async () => {
    const io = bufferIo();
    const code = await flash(['--port', EMULATED_PORT, '--build', 'mega-9x9-buttons', '--firmware', released, '--programmer', 'dryrun'], io,
      { opener: emulatedBoardOpener('mega-9x9-buttons', '9x9-buttons'), avrdude: fakeAvrdude });
    expect(code).toBe(0);
    expect(io.stdout.join('\n')).toContain(`wrote and verified ${buildOf('mega-9x9-buttons').flashBytes} bytes`);
    expect(io.stdout.at(-1)).toContain('9×9 board, WS2812 LEDs, 2 buttons');
  }, 120_000);

  it('refuses a board that answers as another build than the one flashed, exit 1', async () => {
    const io = bufferIo();
    const code = await flash(['--port', EMULATED_PORT, '--firmware', released, '--programmer', 'dryrun'], io,
      { opener: emulatedBoardOpener('mega-9x9', '9x9'), avrdude: fakeAvrdude });
    expect(code).toBe(1);
    expect(io.stderr.join('\n')).toContain(`the board on ${EMULATED_PORT} is not running the flashed mega-10x10`);
  }, 120_000);

  it('names a failed verification, exit 1, and opens no board', async () => {
    const io = bufferIo();
    const opener = emulatedBoardOpener('mega-10x10', '10x10');
    const code = await flash(['--port', EMULATED_PORT, '--firmware', released, '--programmer', 'dryrun'], io,
      { opener, avrdude: fakeAvrdude, env: { ...process.env, FAKE_AVRDUDE_MISMATCH: '1' } });
    expect(code).toBe(1);
    expect(io.stderr.join('\n')).toMatch(/verification error, first mismatch at byte 0x0040/);
    expect(opener.opened).toEqual([]);
  }, 60_000);

  it('runs Debian\'s avrdude with the dryrun programmer: written and verified from 7.2, named as missing in 7.1', async () => {
    const [major, minor] = avrdudeVersion();
    const io = bufferIo();
    const code = await flash(['--port', EMULATED_PORT, '--firmware', released, '--programmer', 'dryrun'], io, { opener: emulatedBoardOpener('mega-10x10', '10x10') });
    if (major > 7 || (major === 7 && minor >= 2)) {
      expect(io.stderr).toEqual([]);
      expect(code).toBe(0);
      expect(io.stdout.join('\n')).toContain(`wrote and verified ${buildOf('mega-10x10').flashBytes} bytes of flash`);
      expect(io.stdout.at(-1)).toMatch(/^HELLO from TT-MEGA/);
    } else {
      // Debian bookworm ships 7.1: its avrdude really runs, and says it has no such programmer.
      expect(code).toBe(1);
      expect(io.stderr.join('\n')).toContain('this avrdude has no programmer "dryrun": the dryrun programmer is in avrdude 7.2 or newer');
    }
  }, 120_000);

  it('checks the .hex against the manifest\'s SHA-256 before anything runs: a changed file, exit 1', async () => {
    const changed = join(work, 'changed');
    cpSync(released, changed, { recursive: true });
    const file = join(changed, buildOf('mega-10x10').file);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^:10/m, ':1F'));
    const r = await cli(['--port', '/dev/null', '--firmware', changed, '--programmer', 'dryrun'], { ...process.env, PATH: join(work, 'no-bin') });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${file}: its SHA-256 is `);
    expect(r.stderr).toContain(`the manifest says ${buildOf('mega-10x10').sha256}`);
    expect(r.stdout).not.toContain('flashing');
  }, 60_000);

  it('names a missing avrdude with the command that installs it, exit 1 (the real CLI, PATH without avrdude)', async () => {
    const empty = join(work, 'no-bin');
    mkdirSync(empty, { recursive: true });
    const r = await cli(['--port', '/dev/null', '--firmware', released], { ...process.env, PATH: empty });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('avrdude is not installed: install it: sudo apt-get install avrdude');
  }, 60_000);

  it('names a missing port, exit 1, before running avrdude', async () => {
    const r = await cli(['--port', '/dev/ttyTABLETOP-NONE', '--firmware', released]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('/dev/ttyTABLETOP-NONE: no such serial port');
    expect(r.stdout).not.toContain('flashing');
  }, 60_000);

  it('names a port avrdude cannot use (not a serial port), exit 1, and stops avrdude at once (the real avrdude)', async () => {
    const r = await cli(['--port', '/dev/null', '--firmware', released]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('/dev/null cannot be used as the board\'s serial port: missing, busy or not a serial port (avrdude OS error: cannot set attributes for port /dev/null');
  }, 60_000);

  it('names a build the manifest does not have, with the ones it has, exit 2', async () => {
    const r = await cli(['--port', '/dev/null', '--build', 'mega-12x12', '--firmware', released]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown build "mega-12x12": ');
    expect(r.stderr).toContain('has mega-10x10, mega-9x9, mega-9x9-apa102, mega-9x9-buttons');
  }, 60_000);

  it('names a folder without a manifest, exit 1; a missing --port is a usage error, exit 2', async () => {
    const io = bufferIo();
    expect(await flash(['--port', EMULATED_PORT, '--firmware', join(work, 'nothing')], io, { opener: emulatedBoardOpener('mega-10x10', '10x10') })).toBe(1);
    expect(io.stderr.join('\n')).toMatch(/manifest\.json: cannot read it \(ENOENT\): build the firmware with npm run build:firmware/);
    const usage = bufferIo();
    expect(await flash([], usage)).toBe(2);
    expect(usage.stderr.join('\n')).toContain('usage: tabletop flash --port PATH');
  });

  it('has --help like every command', async () => {
    const io = bufferIo();
    expect(await main(['flash', '--help'], io)).toBe(0);
    expect(io.stdout.join('\n')).toContain('usage: tabletop flash --port PATH [--build NAME] [--firmware DIR] [--programmer ID]');
  });
});
