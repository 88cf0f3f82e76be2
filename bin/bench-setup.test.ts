// `npm run bench` on a machine without the AVR toolchain: its set-up installs the toolchain (or
// says plainly why it cannot), and the bench itself, run another way, stops at once with a
// message instead of a stack trace half-way through.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = new URL('..', import.meta.url).pathname;

/** A folder for PATH holding only these commands (links to this machine's own). */
function pathWith(commands: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-path-'));
  for (const command of commands) {
    const found = spawnSync('bash', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
    if (found === '') throw new Error(`this machine has no ${command}`);
    symlinkSync(found, join(dir, command));
  }
  return dir;
}

describe('npm run bench on a machine without the AVR toolchain', () => {
  it('runs the set-up with --bench, which installs the toolchain', () => {
    const scripts = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.bench).toMatch(/^bash bin\/setup\.sh --bench && /);
  });

  it('the set-up says what it needs and why it cannot install it: no apt-get (exit 1, no stack trace)', () => {
    // A copy of the set-up scripts with the npm packages already in place, so nothing is installed.
    const sandbox = mkdtempSync(join(tmpdir(), 'bench-setup-'));
    for (const file of ['bin/setup.sh', 'bin/apt-install.sh', 'hardware/firmware/setup-toolchain.sh', 'dashboard/setup-browser.sh', 'package-lock.json']) {
      mkdirSync(dirname(join(sandbox, file)), { recursive: true });
      copyFileSync(join(repo, file), join(sandbox, file));
    }
    mkdirSync(join(sandbox, 'node_modules'));
    const lockSum = createHash('sha256').update(readFileSync(join(sandbox, 'package-lock.json'))).digest('hex');
    writeFileSync(join(sandbox, 'node_modules/.tabletop-setup'), `${lockSum}\n`);

    const path = pathWith(['bash', 'node', 'sha256sum', 'cut', 'cat', 'dirname']);
    const r = spawnSync('bash', [join(sandbox, 'bin/setup.sh'), '--bench'], { env: { PATH: path }, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/setup: the benchmarks \(npm run bench\) needs the Debian packages [^\n]*gcc-avr[^\n]*binutils-avr[^\n]*, and this machine has no apt-get/);
    expect(r.stderr).toMatch(/install them with your system's package manager/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('the bench, started without it, stops at once with what is missing and how to get it (exit 1)', () => {
    const r = spawnSync(process.execPath, [join(repo, 'bin/run-ts.mjs'), 'bin/bench.ts'], {
      cwd: repo,
      env: { PATH: pathWith([]) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'bench: the firmware figures need avr-gcc, avr-objcopy, avr-size, avr-nm, make, which this machine does not have.\n' +
      '       Run the bench with "npm run bench", which installs them (Debian: gcc-avr, binutils-avr, avr-libc, make),\n' +
      '       or install them yourself: bash hardware/firmware/setup-toolchain.sh\n',
    );
    expect(r.status).toBe(1);
  });
});
