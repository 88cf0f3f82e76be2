// A CLI command is one record kept next to its code: its name, what it does, its arguments and
// options with one line each, and an example. `tabletop CMD --help`, `tabletop help CMD` and the
// overview are all printed from it, and the command parses its arguments with the very same
// option list, so the help cannot name an option the command refuses, nor miss one it takes.
import type { Io } from './io.ts';

export interface CommandOption {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  default?: string | boolean | string[];
  /** The value's name in the usage line: `JSON`, `N`, `FILE`; `[N]` when it may be left out. */
  value?: string;
  /** Shown without brackets in the usage line. */
  required?: boolean;
  /** One line: what the option does. */
  help: string;
}

export type CommandOptions = Record<string, CommandOption>;

export interface Command {
  name: string;
  /** One line: what the command does (also the overview's line). */
  summary: string;
  /** The positional arguments as the usage line writes them, e.g. `GAME FILE…`. */
  args?: string;
  /** Each positional argument with one line on it. */
  argHelp?: [string, string][];
  options: CommandOptions;
  /** A command line that works as written, from the repository's folder. */
  example: string;
  /** A few more lines: output format, exit codes. */
  notes?: string[];
  run(args: string[], io: Io): Promise<number>;
}

function flagOf(name: string, option: CommandOption): string {
  const value = option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : '';
  return `--${name}${value}`;
}

/** `tabletop moves GAME FILE… [--options JSON] [--json]` */
export function usageLine(command: Command): string {
  const parts = [`tabletop ${command.name}`];
  if (command.args !== undefined) parts.push(command.args);
  for (const [name, option] of Object.entries(command.options)) {
    const flag = flagOf(name, option);
    const shown = option.required ? flag : `[${flag}]`;
    parts.push(option.multiple ? `${shown}…` : shown);
  }
  return parts.join(' ');
}

/** The whole help of one command, as `--help` prints it. */
export function helpText(command: Command): string {
  const lines = [`usage: ${usageLine(command)}`, '', command.summary];
  const table = (rows: [string, string][]): string[] => {
    const width = Math.max(...rows.map(([left]) => left.length));
    return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
  };
  if (command.argHelp !== undefined && command.argHelp.length > 0) lines.push('', 'arguments:', ...table(command.argHelp));
  const options: [string, string][] = Object.entries(command.options).map(([name, option]) => [
    (option.short !== undefined ? `-${option.short}, ` : '') + flagOf(name, option),
    option.help,
  ]);
  options.push(['-h, --help', 'print this help and exit']);
  lines.push('', 'options:', ...table(options));
  if (command.notes !== undefined && command.notes.length > 0) lines.push('', ...command.notes);
  lines.push('', 'example:', `  ${command.example}`);
  return lines.join('\n');
}

/** Whether the arguments ask for help: `--help` or `-h` anywhere before a `--`. */
export function asksForHelp(args: string[]): boolean {
  for (const arg of args) {
    if (arg === '--') return false;
    if (arg === '--help' || arg === '-h') return true;
  }
  return false;
}
