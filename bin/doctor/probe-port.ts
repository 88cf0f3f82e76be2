// Gathers the serial ports' facts: the machine's listing (serialport, as `tabletop ports`) and an
// open of each for read and write, closed at once. O_NONBLOCK: a port waiting for a carrier must
// not hang the doctor; O_NOCTTY: the port must never become this process's terminal. (An open
// restarts an Arduino, as start's own open does: harmless for a board that does not answer.)
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import { listPorts } from '../../host/index.ts';
import type { PortFacts, PortProbe } from './serial-ports.ts';
import { codeOf } from './probe-errors.ts';

/** null when the port opened read/write, else the errno code. */
export async function openError(path: string): Promise<string | null> {
  try {
    const handle = await open(path, constants.O_RDWR | constants.O_NOCTTY | constants.O_NONBLOCK);
    await handle.close();
    return null;
  } catch (e) {
    return codeOf(e);
  }
}

export async function gatherPorts(binding: Pick<BindingInterface, 'list'>, given: string[]): Promise<PortFacts> {
  const listed = await listPorts(binding);
  const found = listed.ok ? listed.ports : [];
  const probes: PortProbe[] = [];
  for (const p of found) {
    const usbId = p.vendorId && p.productId ? `${p.vendorId}:${p.productId}` : undefined;
    probes.push({ path: p.path, listed: true, method: 'open', error: await openError(p.path), ...(usbId ? { usbId } : {}) });
  }
  for (const path of new Set(given)) {
    if (found.some((p) => p.path === path)) continue;
    probes.push({ path, listed: false, method: 'open', error: await openError(path) });
  }
  return { listError: listed.ok ? null : listed.error, probes };
}
