// Gathers every fact (the I/O, in the probe-*.ts files) and hands each to its check (pure), in
// the order an owner meets them: Node, the board's port, flashing, the data folder, the
// dashboard's address, the broker.
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import { parseListen } from '../../dashboard/index.ts';
import { checkBrokerUrl } from '../../fleet/index.ts';
import { checkAvrdude } from './avrdude.ts';
import { BROKER_TIMEOUT_MS, checkBroker, type BrokerFacts } from './broker.ts';
import { checkDataFolder } from './data-folder.ts';
import type { Finding } from './finding.ts';
import { checkListen } from './listen.ts';
import { checkNode } from './node-version.ts';
import { gatherAvrdude } from './probe-avrdude.ts';
import { gatherDataFolder } from './probe-data-folder.ts';
import { bindError, connectError } from './probe-net.ts';
import { gatherPorts } from './probe-port.ts';
import { checkPorts } from './serial-ports.ts';
import { wantedNodeRange } from '../version.ts';

export interface DoctorRequest {
  dataDir: string;
  listen: string;
  ports: string[];
  mqtt: string | undefined;
  binding: Pick<BindingInterface, 'list'>;
}

export async function diagnose(request: DoctorRequest): Promise<Finding[]> {
  const findings: Finding[] = [checkNode({ version: process.version, wanted: wantedNodeRange() })];
  findings.push(...checkPorts(await gatherPorts(request.binding, request.ports)));
  findings.push(checkAvrdude(await gatherAvrdude()));
  findings.push(...checkDataFolder(gatherDataFolder(request.dataDir)));
  const parsed = parseListen(request.listen);
  findings.push(checkListen({ text: request.listen, parsed, ...(parsed.ok ? { bindError: await bindError(parsed.value.host, parsed.value.port) } : {}) }));
  if (request.mqtt !== undefined) findings.push(checkBroker(await brokerFacts(request.mqtt)));
  return findings;
}

async function brokerFacts(url: string): Promise<BrokerFacts> {
  const checked = checkBrokerUrl(url);
  if (!checked.ok) return { url, target: checked };
  const host = checked.value.hostname.replace(/^\[(.*)\]$/, '$1'); // URL keeps an IPv6 host in brackets
  const port = checked.value.port === '' ? (checked.value.protocol === 'mqtts:' ? 8883 : 1883) : Number(checked.value.port);
  return { url, target: { ok: true, value: { host, port } }, connectError: await connectError(host, port, BROKER_TIMEOUT_MS) };
}
