// The package as a user gets it: `npm pack` (which builds it first, npm run build through
// `prepack`) and the tarball installed into an empty folder with no development dependencies,
// `npm install --omit=dev ./tabletop-*.tgz`. The release test and the start-up bench run the
// `tabletop` found there. Packages come from npm's cache when it has them (npm ci filled it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InstalledRelease {
  /** The folder it was installed into (with node_modules/tabletop/). */
  dir: string;
  tarball: string;
  /** The installed `tabletop` command (node_modules/.bin/tabletop). */
  bin: string;
  /** The installed package's folder. */
  packageDir: string;
}

const npm = (args: string[], cwd: string): string =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

/** `npm pack` of the repository at `root` into `destination`: the tarball's path. */
export function packRelease(root: string, destination: string): string {
  mkdirSync(destination, { recursive: true });
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', destination], root)) as { filename: string }[];
  return join(destination, packed[0].filename);
}

/** The tarball installed as a user would, into `dir` (made empty but for a package.json). */
export function installRelease(tarball: string, dir: string): InstalledRelease {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'tabletop-install', private: true }, null, 2)}\n`);
  npm(['install', '--omit=dev', '--prefer-offline', tarball], dir);
  return { dir, tarball, bin: join(dir, 'node_modules', '.bin', 'tabletop'), packageDir: join(dir, 'node_modules', 'tabletop') };
}
