// The `tabletop` command line: the composition root that wires boards, host and dashboard.
// Commands are records (command.ts) listed in commands/index.ts; help comes from the records.
// Only the command asked for is loaded; the overview loads them all.
import { asksForHelp, helpText, usageLine, type Command } from './command.ts';
import { commandEntries, type CommandEntry } from './commands/index.ts';
import { bufferIo, processIo, type Io } from './io.ts';
import { productVersion } from './version.ts';

const helpCommand = { name: 'help', args: '[COMMAND]', summary: 'Prints this overview, or the help of one command (also: tabletop COMMAND --help).' };

function overview(commands: readonly Command[]): string {
  const rows = [...commands.map((c) => [usageLine(c), c.summary]), [`tabletop ${helpCommand.name} ${helpCommand.args}`, helpCommand.summary]];
  return ['usage:', ...rows.map(([usage, summary]) => `  ${usage}\n      ${summary}`), '', 'tabletop COMMAND --help prints a command\'s options and an example; tabletop --version the version.'].join('\n');
}

/** Commands given as records (tests) or as entries loaded on demand (the CLI). */
type CommandList = readonly (Command | CommandEntry)[];

const loaded = (c: Command | CommandEntry): Promise<Command> => ('load' in c ? c.load() : Promise.resolve(c));

export async function main(argv: string[], io: Io = processIo, list: CommandList = commandEntries): Promise<number> {
  const [name, ...args] = argv;
  const all = () => Promise.all(list.map(loaded));
  const find = async (n: string | undefined) => {
    const entry = list.find((c) => c.name === n);
    return entry && loaded(entry);
  };
  if (name === undefined) {
    io.out(overview(await all()));
    return 2;
  }
  if (name === '--version' || name === '-V') {
    io.out(`tabletop ${productVersion()}`);
    return 0;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    // `help --help` (or `help moves -h`) asks for help as every other command does: the flag adds nothing.
    const topics = args.filter((a) => a !== '--help' && a !== '-h');
    if (topics.length === 0) {
      io.out(overview(await all()));
      return 0;
    }
    const asked = await find(topics[0]);
    if (asked === undefined || topics.length > 1) return io.fail(`no help for "${topics.join(' ')}": commands are ${list.map((c) => c.name).join(', ')}`);
    io.out(helpText(asked));
    return 0;
  }
  const command = await find(name);
  if (command === undefined) return io.fail(`unknown command "${name}"\n${overview(await all())}`);
  if (asksForHelp(args)) {
    io.out(helpText(command));
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    // parseArgs reports unknown or malformed options by throwing: a usage error, with the usage.
    if ((e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) return io.fail(`${(e as Error).message}\nusage: ${usageLine(command)}`);
    throw e;
  }
}

export { bufferIo };
