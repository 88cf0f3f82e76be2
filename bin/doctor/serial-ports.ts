// Whether this user may open each serial port: the first thing that fails for a new owner (the
// port belongs to the dialout group, and a fresh user is not in it).
import { explain, fail, ok, warn, type Finding } from './finding.ts';

export const UDEV_RULE = 'hardware/udev/60-tabletop.rules';

/** How one port was probed and what came of it: null when it opened, else the errno code. */
export interface PortProbe {
  path: string;
  /** Found by SerialPort.list() (else only named with --port). */
  listed: boolean;
  /** `open`: opened read/write (O_RDWR|O_NOCTTY|O_NONBLOCK) and closed at once. */
  method: 'open' | 'access';
  error: string | null;
  /** USB ids from the listing, `2341:0042`, when known. */
  usbId?: string;
}

export interface PortFacts {
  /** The machine's listing failed: why (udevadm missing, …); null when it worked. */
  listError: string | null;
  probes: PortProbe[];
}

const DIALOUT_FIX = 'add yourself to the dialout group: sudo usermod -aG dialout $USER, then log out and in'
  + ` (the package ships a udev rule for the board's USB ids, ${UDEV_RULE}: sudo cp ${UDEV_RULE} /etc/udev/rules.d/ && sudo udevadm control --reload && sudo udevadm trigger)`;

export function checkPorts({ listError, probes }: PortFacts): Finding[] {
  const findings: Finding[] = [];
  if (listError !== null) {
    findings.push(warn('serial-port', 'ports-unlisted', listError, 'name the board\'s port with --port PATH (Debian: sudo apt-get install udev for the listing)'));
  } else if (probes.length === 0) {
    findings.push(warn('serial-port', 'ports-none', 'no serial ports found',
      'plug the board in with a USB data cable (some cables carry only power), then run tabletop ports; or play simulated: tabletop start --sim'));
  }
  return [...findings, ...probes.map(checkPort)];
}

export function checkPort(probe: PortProbe): Finding {
  const what = `${probe.path}${probe.usbId ? ` (${probe.usbId})` : ''}`;
  const how = probe.method === 'open' ? 'opened for read and write' : 'readable and writable (access check)';
  switch (probe.error) {
    case null:
      return ok('serial-port', 'port-ok', `${what}: ${how}`);
    case 'EACCES':
    case 'EPERM':
      return fail('serial-port', 'port-denied', `${what}: this user may not open it, ${explain(probe.error)}`, DIALOUT_FIX);
    case 'ENOENT':
      return fail('serial-port', 'port-missing', `${what}: no such port`,
        'plug the board in (or check the path); tabletop ports lists the ports this machine has');
    case 'EBUSY':
      return fail('serial-port', 'port-busy', `${what}: in use by another program`,
        `close it (another tabletop, the Arduino IDE's serial monitor, ModemManager); sudo fuser ${probe.path} names it`);
    default:
      return fail('serial-port', 'port-error', `${what}: cannot open it, ${explain(probe.error)}`,
        'unplug the board and plug it in again; tabletop ports lists the ports this machine has');
  }
}
