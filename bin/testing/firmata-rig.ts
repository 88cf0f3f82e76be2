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
  uno: FirmataUno;
  sim: SimBinding;
  events: HostEvent[];
  /** The simulated board 'sim-1' when asked for one. */
  board?: SimBoard;
  stop(): Promise<void>;
}

/**
 * A host as `tabletop start` composes it: optionally a simulated 9×9 board 'sim-1', then the Uno
 * at 'firmata:1' with `mapJson` (a grid becomes board 'firmata-1', a button box serves sim-1).
 * Call fakeTime() first.
 */
export async function firmataHost(mapJson: unknown, options: { simBoard?: boolean; closedPins?: number[] } = {}): Promise<FirmataHostRig> {
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
  const uno = new FirmataUno({ clock });
  for (const pin of options.closedPins ?? []) uno.setSwitch(pin, true);
  sim.attach('firmata:1', uno);
  const plan = { path: 'firmata:1', pinsFile: 'test', map: pinMapOf(mapJson) };
  let opened: Checked<OpenedFirmata[]> | undefined;
  void openFirmataBoards(host, [plan], sim.binding, clock).then((r) => { opened = r; });
  await until(() => opened !== undefined, 10_000, 'the Firmata Arduino opens', 50);
  if (!opened!.ok) throw new Error(opened!.error);
  const device = opened!.value[0].device;
  const attached = attachFirmataAll(host, opened!.value, options.simBoard ? 'sim-1' : undefined, clock);
  if (!attached.ok) {
    const closing = Promise.all([device.close(), ...closers.map((c) => c())]);
    await elapse(20);
    await closing;
    uno.dispose();
    throw new Error(attached.error);
  }
  closers.push(async () => { await device.close(); uno.dispose(); });
  return {
    clock, host, uno, sim, events, board,
    async stop() {
      host.close();
      const closing = Promise.all(closers.map((c) => c()));
      await elapse(20);
      await closing;
    },
  };
}
