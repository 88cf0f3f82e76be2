// `tabletop ports`: the serial ports this machine has, to pick one for `start --port`.
import { SerialPort } from 'serialport';
import { listPorts } from '../../host/index.ts';
import { parseArgs } from 'node:util';
import { usageLine, type Command } from '../command.ts';
import type { Io } from '../io.ts';

const portsOptions = {};

export const portsCommand: Command = {
  name: 'ports',
  summary: 'Lists the serial ports of this machine with their maker and USB ids, to pick one for start --port (Linux needs udevadm, Debian package udev).',
  options: portsOptions,
  notes: ['Exit 1 when the machine cannot list its ports.'],
  example: 'npx tabletop ports',
  run: ports,
};

export async function ports(args: string[], io: Io): Promise<number> {
  const { positionals } = parseArgs({ args, options: portsOptions, allowPositionals: true, strict: true });
  if (positionals.length > 0) return io.fail(`usage: ${usageLine(portsCommand)}`);
  const listed = await listPorts(SerialPort.binding);
  if (!listed.ok) {
    io.err(`tabletop: ${listed.error}`);
    return 1; // the machine cannot list ports: not bad input
  }
  if (listed.ports.length === 0) io.out('no serial ports found');
  for (const p of listed.ports) {
    const details = [p.manufacturer, p.vendorId && p.productId ? `${p.vendorId}:${p.productId}` : undefined, p.serialNumber]
      .filter(Boolean).join(' ');
    io.out(details ? `${p.path}\t${details}` : p.path);
  }
  return 0;
}
