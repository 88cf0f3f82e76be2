// A real host for the publisher's tests: a journal in a temporary data folder, one simulated
// board (its pieces follow the host's set-up and the players' lifts and places), in virtual time.
// Booted again on the same folder it is the table after a restart: unfinished games resumed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Subject } from 'rxjs';
import { builtinProfiles, VirtualClock, type BoardProfile, type State } from '../../hardware/index.ts';
import { Host, JournalStore, journalDirOf, type HostEvent } from '../../host/index.ts';

export interface TableHost {
  host: Host;
  clock: VirtualClock;
  dataDir: string;
  journalDir: string;
  events: HostEvent[];
  /** The board says what it holds now, as a real board does at once and then often (the table reads nothing before). */
  report(): void;
}

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'tabletop-fleet-'));

/** A host on `dataDir` with board `sim-1` (simulated; 9×9 unless `profile` says otherwise, e.g. `builtinProfiles['10x10']`). */
export function tableHost(dataDir: string = tempDataDir(), profile: BoardProfile = builtinProfiles['9x9']): TableHost {
  const clock = new VirtualClock(0);
  const journalDir = journalDirOf(dataDir);
  const host = new Host({ clock, settleMs: 100, defaultSeed: () => 1, journal: new JournalStore({ dir: journalDir }) });
  const events: HostEvent[] = [];
  host.events$.subscribe((e) => events.push(e));
  const { report } = addSimBoard(host, profile, 'sim-1', '/dev/sim-1');
  return { host, clock, dataDir, journalDir, events, report };
}

/**
 * A simulated board added to the host (its pieces follow the host's set-up and the players' lifts
 * and places, reported at once); `report` sends what it holds now, as a real board does.
 */
export function addSimBoard(host: Host, profile: BoardProfile, id: string, path: string): { report(): void } {
  const states$ = new Subject<State>();
  const occupied = new Set<number>();
  let seq = 0;
  const report = () => states$.next({
    type: 'STATE', seq: seq++ & 255, uptimeMs: seq, buttons: profile.buttons.map(() => false),
    occupied: Array.from({ length: profile.rows * profile.cols }, (_, c) => occupied.has(c)),
  });
  host.addBoard({
    id, path, profile,
    port: { states$, status$: new Subject(), sendLeds: () => {} },
    sim: {
      lift: (cells) => { for (const c of cells) occupied.delete(c); report(); },
      place: (cells) => { for (const c of cells) occupied.add(c); report(); },
      setOccupancy: (cells) => { occupied.clear(); for (const c of cells) occupied.add(c); },
    },
  });
  return { report };
}
