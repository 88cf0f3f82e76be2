// Test rig: an emulated Uno running the real StandardFirmata at 'firmata:1', johnny-five driving
// it from the host side through the serialport stream path. johnny-five and firmata-io keep time
// with the global timers (their debounce, blink and timeouts), so the whole rig runs on vitest's
// fake timers: the emulator and the host read the same faked clock (systemClock()).
import { vi } from 'vitest';
import { builtinProfiles, systemClock, type Clock } from '../../hardware/index.ts';
import { createSimBinding, SimBoard, type SimBinding } from '../../firmware-sim/index.ts';
import { FirmataUno } from '../../firmware-sim/avr/index.ts';
import { BoardLink, FirmataDevice, Host, parsePinMap, type Checked, type HostEvent, type PinMap } from '../../host/index.ts';
import { attachFirmataAll, openFirmataBoards, type OpenedFirmata } from '../firmata-peripherals.ts';
import { simControls } from '../sim-controls.ts';

export interface FirmataRig { clock: Clock; uno: FirmataUno; sim: SimBinding; device: FirmataDevice; map: PinMap }

/** Fakes the global timers, the Date and performance.now() for everything in the test. */
export function fakeTime(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
}

/** Runs every timer (emulator slices, johnny-five's debounce, the host's) for `ms` of virtual time. */
export async function elapse(ms: number): Promise<void> { await vi.advanceTimersByTimeAsync(ms); }

/** Advances in small steps until `done()` (checked after each step), failing after `limitMs`. */
export async function until(done: () => boolean, limitMs: number, what: string, stepMs = 5): Promise<number> {
  for (let t = 0; t <= limitMs; t += stepMs) {
    if (done()) return t;
    await elapse(stepMs);
  }
  throw new Error(`not within ${limitMs} ms of virtual time: ${what}`);
}

export function pinMapOf(json: unknown): PinMap {
  const parsed = parsePinMap(json);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** The Uno at 'firmata:1' and a FirmataDevice for `map` on it, not opened yet. Call fakeTime() first. */
export function firmataRig(mapJson: unknown): FirmataRig {
  const clock = systemClock();
  const uno = new FirmataUno({ clock });
  const sim = createSimBinding();
  sim.attach('firmata:1', uno);
  const map = pinMapOf(mapJson);
  const device = new FirmataDevice({ path: 'firmata:1', binding: sim.binding, map, clock });
  return { clock, uno, sim, device, map };
}

/** Opens the device (StandardFirmata answers after its ~2 s version blink). */
export async function openDevice(rig: FirmataRig): Promise<void> {
  let result: { ok: boolean; error?: string } | undefined;
  void rig.device.open().then((r) => { result = r; });
  await until(() => result !== undefined, 10_000, 'the Firmata device opens', 50);
  if (!result!.ok) throw new Error(result!.error);
}

export interface FirmataHostRig {
  clock: Clock;
  host: Host;
  /** The Uno of the first pin map (at 'firmata:1'). */
  uno: FirmataUno;
  /** One Uno per pin map, at 'firmata:1', 'firmata:2', … */
  unos: FirmataUno[];
  sim: SimBinding;
  events: HostEvent[];
  /** The simulated board 'sim-1' when asked for one. */
  board?: SimBoard;
  stop(): Promise<void>;
}

/**
 * A host as `tabletop start` composes it: optionally a simulated 9×9 board 'sim-1', then one Uno
 * per pin map at 'firmata:1', 'firmata:2', … (grids become boards 'firmata-1', …; a button box
 * serves the first board unless its map says). `closedPins`: switches closed on the first Uno
 * before it powers up. Call fakeTime() first.
 */
export async function firmataHost(maps: unknown, options: { simBoard?: boolean; closedPins?: number[] } = {}): Promise<FirmataHostRig> {
  const mapList = Array.isArray(maps) ? maps : [maps];
  const clock = systemClock();
  const host = new Host({ clock, defaultSeed: () => 1 });
  const events: HostEvent[] = [];
  host.events$.subscribe((e) => events.push(e));
  const sim = createSimBinding();
  const closers: (() => Promise<void>)[] = [];
  let board: SimBoard | undefined;
  if (options.simBoard) {
    const profile = builtinProfiles['9x9'];
    board = new SimBoard({ profile, clock, faultSeed: 1 });
    sim.attach('sim:1', board);
    const link = new BoardLink({ path: 'sim:1', binding: sim.binding, clock });
    let opened: { ok: boolean } | undefined;
    void link.open().then((r) => { opened = r; });
    await until(() => opened !== undefined, 5000, 'the simulated board opens');
    if (!opened!.ok) throw new Error('the simulated board did not open');
    host.addBoard({ id: 'sim-1', path: 'sim:1', profile, port: link, link, sim: simControls(board) });
    const simBoard = board;
    closers.push(async () => { await link.close(); simBoard.dispose(); });
  }
  const unos = mapList.map((_, i) => {
    const uno = new FirmataUno({ clock });
    if (i === 0) for (const pin of options.closedPins ?? []) uno.setSwitch(pin, true);
    sim.attach(`firmata:${i + 1}`, uno);
    return uno;
  });
  const plans = mapList.map((json, i) => ({ path: `firmata:${i + 1}`, pinsFile: 'test', map: pinMapOf(json) }));
  let opened: Checked<OpenedFirmata[]> | undefined;
  void openFirmataBoards(host, plans, sim.binding, clock).then((r) => { opened = r; });
  await until(() => opened !== undefined, 10_000 * plans.length, 'the Firmata Arduinos open', 50);
  if (!opened!.ok) throw new Error(opened!.error);
  const devices = opened!.value.map((o) => o.device);
  closers.push(async () => { for (const d of devices) await d.close(); for (const u of unos) u.dispose(); });
  const stop = async (): Promise<void> => {
    host.close();
    const closing = Promise.all(closers.map((c) => c()));
    await elapse(20);
    await closing;
  };
  const firstBoard = options.simBoard ? 'sim-1' : opened!.value.find((o) => o.id !== '')?.id;
  const attached = attachFirmataAll(host, opened!.value, firstBoard, clock);
  if (!attached.ok) { await stop(); throw new Error(attached.error); }
  return { clock, host, uno: unos[0], unos, sim, events, board, stop };
}
