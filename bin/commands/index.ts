// Every command of the `tabletop` CLI, in the order the overview lists them. A new command is a
// file here exporting its `Command` record (help included, see ../command.ts) and one line below.
// Each is loaded only when asked for: `tabletop games` must not load the dashboard, the broker
// client and the serial ports to print a table.
import type { Command } from '../command.ts';

/** A command by name, its module loaded on demand. */
export interface CommandEntry {
  name: string;
  load(): Promise<Command>;
}

export const commandEntries: readonly CommandEntry[] = [
  { name: 'start', load: async () => (await import('./start.ts')).startCommand },
  { name: 'ports', load: async () => (await import('./ports.ts')).portsCommand },
  { name: 'doctor', load: async () => (await import('./doctor.ts')).doctorCommand },
  { name: 'fleet', load: async () => (await import('./fleet.ts')).fleetCommand },
  { name: 'simulate', load: async () => (await import('./simulate.ts')).simulateCommand },
  { name: 'games', load: async () => (await import('./games.ts')).gamesCommand },
  { name: 'moves', load: async () => (await import('./moves.ts')).movesCommand },
  { name: 'score', load: async () => (await import('./score.ts')).scoreCommand },
  { name: 'play', load: async () => (await import('./play.ts')).playCommand },
  { name: 'replay', load: async () => (await import('./replay.ts')).replayCommand },
  { name: 'journal', load: async () => (await import('./journal.ts')).journalCommand },
  { name: 'cuzco', load: async () => (await import('./cuzco.ts')).cuzcoCommand },
  { name: 'match', load: async () => (await import('./match.ts')).matchCommand },
  { name: 'flash', load: async () => (await import('./flash.ts')).flashCommand },
];

/** Every command's record (the overview, and tests that go through them all). */
export function loadCommands(entries: readonly CommandEntry[] = commandEntries): Promise<Command[]> {
  return Promise.all(entries.map((e) => e.load()));
}
