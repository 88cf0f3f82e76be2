// Test rig: an emulated Uno running the real StandardFirmata at 'firmata:1', johnny-five driving
// it from the host side through the serialport stream path. johnny-five and firmata-io keep time
// with the global timers (their debounce, blink and timeouts), so the whole rig runs on vitest's
// fake timers: the emulator and the host read the same faked clock (systemClock()).
import { vi } from 'vitest';
import { systemClock, type Clock } from '../../hardware/index.ts';
import { createSimBinding, type SimBinding } from '../../firmware-sim/index.ts';
import { FirmataUno } from '../../firmware-sim/avr/index.ts';
import { FirmataDevice, parsePinMap, type PinMap } from '../../host/index.ts';

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
