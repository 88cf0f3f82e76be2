// The `tabletop` command line: the composition root that wires boards, host and (later) dashboard.
import { bufferIo, processIo, type Io } from './io.ts';
import { journal, journalUsage } from './commands/journal.ts';
import { match, matchUsage } from './commands/match.ts';
import { moves, movesUsage } from './commands/moves.ts';
import { ports } from './commands/ports.ts';
import { replay, replayUsage } from './commands/replay.ts';
import { simulate, simulateUsage } from './commands/simulate.ts';
import { start, startUsage } from './commands/start.ts';

const usage = [
  'usage:',
  `  ${startUsage}`,
  '  tabletop ports',
  `  ${simulateUsage}`,
  `  ${movesUsage}`,
  `  ${replayUsage}`,
  `  ${journalUsage}`,
  `  ${matchUsage}`,
].join('\n');

const commands: Record<string, (args: string[], io: Io) => Promise<number>> = { start, ports, simulate, moves, replay, journal, match };

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(usage);
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) return io.fail(`unknown command "${name}"\n${usage}`);
  try {
    return await command(args, io);
  } catch (e) {
    // parseArgs reports unknown or malformed flags by throwing: turn that into a usage error.
    if ((e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) return io.fail((e as Error).message);
    throw e;
  }
}

export { bufferIo };
