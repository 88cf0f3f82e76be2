// `tabletop ports`: the serial ports this machine has, to pick one for `start --port`.
import { SerialPort } from 'serialport';
import { listPorts } from '../../host/index.ts';
import type { Io } from '../io.ts';

export async function ports(_args: string[], io: Io): Promise<number> {
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
