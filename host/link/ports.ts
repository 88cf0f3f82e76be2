// Lists the serial ports a binding can see, with errors as values and a hint when the OS tool
// behind the listing is missing (bindings-cpp runs `udevadm` on Linux).
import type { BindingInterface, PortInfo } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };

export interface PortSummary {
  path: string;
  manufacturer?: string;
  serialNumber?: string;
  vendorId?: string;
  productId?: string;
}

export type ListPortsResult = { ok: true; ports: PortSummary[] } | { ok: false; error: string };

export async function listPorts(binding: Pick<BindingInterface, 'list'>): Promise<ListPortsResult> {
  let infos: PortInfo[];
  try {
    infos = await binding.list();
  } catch (err) {
    return { ok: false, error: explainListError(err) };
  }
  return { ok: true, ports: infos.map(summarise).sort((a, b) => a.path.localeCompare(b.path)) };
}

function summarise(info: PortInfo): PortSummary {
  const summary: PortSummary = { path: info.path };
  if (info.manufacturer) summary.manufacturer = info.manufacturer;
  if (info.serialNumber) summary.serialNumber = info.serialNumber;
  if (info.vendorId) summary.vendorId = info.vendorId;
  if (info.productId) summary.productId = info.productId;
  return summary;
}

function explainListError(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { message?: unknown; code?: unknown; path?: unknown; syscall?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  const mentionsUdevadm = /udevadm/.test(message) || e.path === 'udevadm' || /udevadm/.test(String(e.syscall ?? ''));
  if (mentionsUdevadm && (e.code === 'ENOENT' || /ENOENT/.test(message))) {
    return 'cannot list serial ports: `udevadm` was not found (install udev/systemd, ' +
      'or name the port explicitly with --port PATH)';
  }
  if (mentionsUdevadm) return `cannot list serial ports: udevadm failed (${message}); name the port with --port PATH`;
  return `cannot list serial ports: ${message}`;
}
