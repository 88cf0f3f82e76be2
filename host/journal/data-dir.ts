// Where the host keeps its data when not told: the per-user data folder (XDG base directories).
import { isAbsolute, join } from 'node:path';

/** `$XDG_DATA_HOME/tabletop`, else `~/.local/share/tabletop` (a relative XDG_DATA_HOME is ignored, as the spec says). */
export function defaultDataDir(env: Record<string, string | undefined>, home: string): string {
  const xdg = env.XDG_DATA_HOME;
  return xdg && isAbsolute(xdg) ? join(xdg, 'tabletop') : join(home, '.local', 'share', 'tabletop');
}

/** The journals' folder inside a data folder: one file per game. */
export function journalDirOf(dataDir: string): string { return join(dataDir, 'games'); }
