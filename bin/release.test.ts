// The release as a user installs it: `npm pack` (building dist/ through prepack), the tarball
// installed into an empty folder with no development dependencies, and there the installed
// `tabletop`: --version, games, moves, doctor --json, flash against the dryrun programmer (a
// stand-in avrdude, as Debian's 7.1 has no dryrun: bin/testing/flash-fake-avrdude.ts), start
// --sim until the dashboard answers and its page runs in Chromium with the computer opponent
// thinking in its worker; and the rules engines imported as a library, types included.
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../dashboard/testing/browser.ts';
import { cetkaikGame, findGame, games, seededRng } from '../rules/index.ts';
import { bufferIo, main } from './cli.ts';
import { installRelease, packRelease, type InstalledRelease } from './release/pack-install.ts';
import { startCli, useCliCleanup } from './testing/cli-process.ts';
import { productVersion } from './version.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const version = productVersion();
const cleanup = useCliCleanup();
let work: string;
let release: InstalledRelease;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tabletop-release-'));
  release = installRelease(packRelease(repo, join(work, 'pack')), join(work, 'install'));
}, 600_000);
afterAll(() => { rmSync(work, { recursive: true, force: true }); });

interface Ran { code: number; stdout: string; stderr: string }

/** The installed `tabletop` (its bin link, run as a shell runs it), from the install folder. */
function tabletop(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(release.bin, args, { cwd: release.dir, env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : Number((error as { code?: number }).code), stdout, stderr });
    });
  });
}

/** What the sources print for the same command (the CLI in this process). */
async function fromSources(args: string[]): Promise<{ code: number; out: string }> {
  const io = bufferIo();
  const code = await main(args, io);
  return { code, out: io.stdout.join('\n') };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile());
}

describe('the installed package', () => {
  it('holds the build and no sources, and installed no development package', () => {
    const files = filesUnder(release.packageDir);
    expect(files).toContain('dist/cli/tabletop.mjs');
    expect(files).toContain('dist/firmware/manifest.json');
    expect(files).toContain('dist/types/rules/index.d.ts');
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    for (const dev of ['tsx', 'esbuild', 'typescript', 'vitest', 'avr8js', 'playwright-core', 'fast-check']) {
      expect(existsSync(join(release.dir, 'node_modules', dev)), dev).toBe(false);
    }
  });

  it('answers --version with the package\'s version', async () => {
    expect(await tabletop(['--version'])).toEqual({ code: 0, stdout: `tabletop ${version}\n`, stderr: '' });
  });

  it('lists the games and a position\'s moves as the sources do', async () => {
    const games = await tabletop(['games']);
    expect(games.code).toBe(0);
    expect(games.stdout.trimEnd()).toBe((await fromSources(['games'])).out);
    const game = findGame('cetkaik')!;
    const options = cetkaikGame.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const position = join(work, 'cetkaik.json');
    writeFileSync(position, JSON.stringify(cetkaikGame.formatPosition(cetkaikGame.setup(options.value, seededRng(1)))));
    const moves = await tabletop(['moves', game.id, position]);
    expect(moves.code).toBe(0);
    expect(moves.stdout.split('\n').length).toBeGreaterThan(10);
    expect(moves.stdout.trimEnd()).toBe((await fromSources(['moves', game.id, position])).out);
  });

  it('runs doctor --json: one finding per check with a stable code, exit 0 unless one failed', async () => {
    const r = await tabletop(['doctor', '--json', '--data', join(work, 'doctor-data'), '--listen', '127.0.0.1:0']);
    const report = JSON.parse(r.stdout) as { ok: boolean; findings: { check: string; status: string; code: string }[] };
    expect(report.findings.map((f) => f.check)).toEqual(expect.arrayContaining(['node', 'serial-port', 'avrdude', 'data-folder', 'listen']));
    expect(report.findings.find((f) => f.check === 'node')!.code).toBe('node-ok');
    expect(r.code).toBe(report.findings.some((f) => f.status === 'fail') ? 1 : 0);
    expect(report.ok).toBe(r.code === 0);
  });

  it('flashes the shipped mega-9x9 .hex with the dryrun programmer, its bytes as the manifest says, then finds no board on the port (exit 1)', async () => {
    const fake = join(work, 'fake-bin');
    mkdirSync(fake, { recursive: true });
    writeFileSync(join(fake, 'avrdude'), `#!/bin/sh\nexec "${process.execPath}" "${join(repo, 'bin/run-ts.mjs')}" "${join(repo, 'bin/testing/flash-fake-avrdude.ts')}" "$@"\n`);
    chmodSync(join(fake, 'avrdude'), 0o755);
    const r = await tabletop(['flash', '--port', '/dev/null', '--build', 'mega-9x9', '--programmer', 'dryrun'], { ...process.env, PATH: `${fake}:${process.env.PATH}` });
    const manifest = JSON.parse(readFileSync(join(release.packageDir, 'dist/firmware/manifest.json'), 'utf8')) as { builds: { build: string; file: string; sha256: string; flashBytes: number }[] };
    const build = manifest.builds.find((b) => b.build === 'mega-9x9')!;
    const hex = join(release.packageDir, 'dist/firmware', build.file);
    expect(createHash('sha256').update(readFileSync(hex)).digest('hex')).toBe(build.sha256);
    expect(r.stdout).toContain(`reading input file ${hex} for flash`);
    expect(r.stdout).toContain(`wrote and verified ${build.flashBytes} bytes of flash`);
    expect(r.stderr).toMatch(/flashed, but the board on \/dev\/null did not answer/);
    expect(r.code).toBe(1);
  });

  it('starts on a simulated board: /api/health answers, the page runs in Chromium, the computer opponent thinks in its worker', async () => {
    const p = startCli('start', ['--sim', '--game', 'cetkaik', '--options', JSON.stringify({ seasons: 1, bot: { side: 'A', level: 'random' } }),
      '--seed', '3', '--json', '--listen', '127.0.0.1:0', '--token', 'release-check-token-0123', '--data', join(work, 'start-data')], { installed: release.bin, cwd: release.dir });
    const [, url] = await p.waitFor('stderr', /dashboard: (http:\/\/127\.0\.0\.1:\d+\/)/, 60_000);
    const health = await fetch(`${url}api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', boards: 1, games: 1 });
    // The bot's move, decided in the worker the package ships (dist/cli/bot-worker.mjs).
    await p.waitFor('stdout', /"type":"bot","side":"A","move":"[^"]+"/, 60_000);
    const script = await fetch(`${url}app.js`);
    expect(await script.text()).toBe(readFileSync(join(release.packageDir, 'dist/cli/built-client-app.js'), 'utf8'));
    const browser = await launchChromium();
    cleanup.after(() => browser.close());
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForSelector('body[data-ready=true]', { timeout: 30_000 });
    await page.waitForSelector('#board rect.hit[data-cell]', { timeout: 30_000 });
    expect(errors).toEqual([]);
  }, 180_000);

  it('gives the rules engines as a library: `tabletop/rules` imports in Node and type-checks', async () => {
    // The README's example, as written there.
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const example = /### The rules engines as a library[\s\S]*?```js\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toContain("from 'tabletop/rules'");
    writeFileSync(join(release.dir, 'readme-rules.mjs'), example!);
    const run = spawnSync(process.execPath, ['readme-rules.mjs'], { cwd: release.dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    for (const id of Object.keys(games)) expect(run.stdout).toContain(`'${id}'`);
    expect(run.stdout).toContain("'A9-A8'");
    // Types: a program using the declarations compiles, and a wrong use of them does not.
    writeFileSync(join(release.dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['use-rules.ts'] }));
    writeFileSync(join(release.dir, 'use-rules.ts'), [
      "import { findGame, seededRng, type AnyGame } from 'tabletop/rules';",
      "const game: AnyGame | undefined = findGame('hasami');",
      'const options = game?.parseOptions({});',
      'if (game && options?.ok) { const moves: unknown[] = game.legalMoves(game.setup(options.value, seededRng(1))); console.log(moves.length); }',
      '// @ts-expect-error: findGame takes a game id, a string',
      'findGame(42);',
      '',
    ].join('\n'));
    const tsc = spawnSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-p', release.dir], { cwd: release.dir, encoding: 'utf8' });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
    expect(relative(release.dir, release.packageDir)).toBe(join('node_modules', 'tabletop'));
  }, 60_000);
});
