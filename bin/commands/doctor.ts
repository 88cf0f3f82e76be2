// `tabletop doctor`: for a first-time owner whose port will not open or whose board does not
// answer, checks what `start` needs and says, for each thing, what is wrong and the fix.
import { homedir } from 'node:os';
import { parseArgs } from 'node:util';
import { SerialPort } from 'serialport';
import { DEFAULT_LISTEN } from '../../dashboard/index.ts';
import { defaultDataDir } from '../../host/index.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import { diagnose } from '../doctor/diagnose.ts';
import { exitCodeOf, reportOf, textLines } from '../doctor/report.ts';
import type { Io } from '../io.ts';

const doctorOptions = {
  json: { type: 'boolean', default: false, help: 'print one JSON object: {ok, findings: [{check, status, code, message, fix?}]}' },
  data: { type: 'string', value: 'DIR', help: 'the data folder to check (default as start: ~/.local/share/tabletop, or $XDG_DATA_HOME/tabletop)' },
  listen: { type: 'string', value: 'HOST:PORT', default: DEFAULT_LISTEN, help: `the dashboard's address to check (default ${DEFAULT_LISTEN}, as start)` },
  port: { type: 'string', value: 'PATH', multiple: true, default: [], help: 'also check this serial port (the listed ones are checked anyway); repeat for more' },
  mqtt: { type: 'string', value: 'URL', help: 'check that this MQTT broker answers (a TCP connect, 3 s at most)' },
} satisfies CommandOptions;

export const doctorCommand: Command = {
  name: 'doctor',
  summary: 'Checks what start needs (Node, serial ports and the right to open them, avrdude, the data folder, the dashboard\'s address, the broker) and prints the fix for each problem.',
  options: doctorOptions,
  notes: [
    'One line per finding: ok, warn or fail, what, and the fix.',
    'Exit 0 when nothing failed (warnings allowed), 1 when a check failed, 2 on bad options.',
  ],
  example: 'npx tabletop doctor --port /dev/ttyACM0',
  run: doctor,
};

export async function doctor(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: doctorOptions, allowPositionals: true, strict: true });
  if (positionals.length > 0) return io.fail(`usage: ${usageLine(doctorCommand)}`);
  const report = reportOf(await diagnose({
    dataDir: values.data ?? defaultDataDir(process.env, homedir()),
    listen: values.listen,
    ports: values.port,
    mqtt: values.mqtt,
    binding: SerialPort.binding,
  }));
  if (values.json) io.out(JSON.stringify(report));
  else for (const line of textLines(report)) io.out(line);
  return exitCodeOf(report);
}
