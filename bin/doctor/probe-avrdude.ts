// Finds avrdude on PATH and asks its version (`avrdude -?` prints it, on stderr, and exits 0 or 1
// depending on the release: the exit code is not read).
import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { AvrdudeFacts } from './avrdude.ts';

export function findOnPath(name: string, pathVar: string | undefined): string | null {
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    try {
      if (!statSync(candidate).isFile()) continue;
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch { /* not here */ }
  }
  return null;
}

/** `avrdude version 7.1, …` → `7.1`. */
export function versionIn(output: string): string | null {
  return /version\s+v?(\d[\w.-]*)/i.exec(output)?.[1]?.replace(/[.,]$/, '') ?? null;
}

export async function gatherAvrdude(pathVar = process.env.PATH): Promise<AvrdudeFacts> {
  const path = findOnPath('avrdude', pathVar);
  if (path === null) return null;
  const output = await new Promise<string>((resolve) => {
    execFile(path, ['-?'], { timeout: 3000, encoding: 'utf8' }, (_error, stdout, stderr) => resolve(`${stdout}\n${stderr}`));
  });
  return { path, version: versionIn(output) };
}
