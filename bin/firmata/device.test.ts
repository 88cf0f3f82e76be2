// johnny-five and firmata-io against the real StandardFirmata in the emulator: the handshake,
// debounced buttons and reed switches, LEDs and a buzzer on the pins, a replug survived.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirmataInput } from '../../host/index.ts';
import { elapse, fakeTime, firmataRig, openDevice, until, type FirmataRig } from '../testing/firmata-rig.ts';

let rig: FirmataRig | undefined;
afterEach(async () => {
  if (rig) { const closing = rig.device.close(); await elapse(10); await closing; rig.uno.dispose(); }
  rig = undefined;
  vi.useRealTimers();
});

const buttonBox = { name: 'button box', pins: [{ pin: 2, button: 'next' }, { pin: 3, button: 'undo' }, { pin: 13, status: 'ready' }, { pin: 8, buzzer: true }] };

/** The button box opened on the emulated Uno; the inputs it reports land in the list returned. */
async function openButtonBox(): Promise<{ box: FirmataRig; inputs: FirmataInput[] }> {
  fakeTime();
  const box = firmataRig(buttonBox);
  rig = box;
  const inputs: FirmataInput[] = [];
  box.device.inputs$.subscribe((i) => inputs.push(i));
  await openDevice(box);
  return { box, inputs };
}

describe('a Firmata button box on the emulated Uno', () => {
  it('connects to StandardFirmata and reports a press and a release on a pin, debounced', async () => {
    const { box, inputs } = await openButtonBox();
    expect(box.device.status).toMatchObject({ state: 'ready', reason: 'StandardFirmata.ino 2.4', said: { code: 'link-firmata-ready', params: { firmware: 'StandardFirmata.ino 2.4' } } });
    await elapse(100);
    expect(inputs).toEqual([]); // released buttons read high: nothing to report

    box.uno.setSwitch(2, true);
    await until(() => inputs.length > 0, 100, 'the press reaches the host');
    expect(inputs).toEqual([{ kind: 'button', use: 0, down: true }]);
    box.uno.setSwitch(2, false);
    await until(() => inputs.length > 1, 100, 'the release reaches the host');
    expect(inputs[1]).toEqual({ kind: 'button', use: 0, down: false });
  });

  it('ignores contact bounce shorter than johnny-five\'s debounce', async () => {
    const { box, inputs } = await openButtonBox();
    box.uno.setSwitch(3, true);
    await elapse(1);
    box.uno.setSwitch(3, false);
    await elapse(100);
    expect(inputs).toEqual([]);
  });

  it('drives an LED and a buzzer pin as asked, and shows them again after a replug', async () => {
    fakeTime();
    rig = firmataRig(buttonBox);
    await openDevice(rig);
    rig.device.setOutput(13, 'on');
    await until(() => rig!.uno.output(13), 50, 'pin 13 goes high');
    rig.device.beep(8, 120);
    await until(() => rig!.uno.output(8), 50, 'the buzzer pin goes high');
    await until(() => !rig!.uno.output(8), 200, 'the buzzer stops');

    const states: string[] = [];
    const codes: (string | undefined)[] = [];
    rig.device.status$.subscribe((s) => { states.push(s.state); codes.push(s.said?.code); });
    rig.uno.unplug();
    await elapse(50);
    expect(rig.device.status.state).toBe('reconnecting');
    // Each reason with its code, for screens in other languages.
    expect(codes.slice(0, 3)).toEqual(['link-firmata-ready', 'link-firmata-unplugged', 'link-reconnecting']);
    expect(rig.uno.output(13)).toBe(false);
    rig.uno.replug();
    await until(() => rig!.device.status.state === 'ready', 10_000, 'the device is back', 50);
    await until(() => rig!.uno.output(13), 100, 'pin 13 is lit again');
    expect(states).toContain('lost');
  });

  it('names a port that is not there', async () => {
    fakeTime();
    rig = firmataRig(buttonBox);
    rig.sim.detach('firmata:1');
    let result: { ok: boolean; error?: string } | undefined;
    void rig.device.open().then((r) => { result = r; });
    await until(() => result !== undefined, 10_000, 'open gives up', 50);
    expect(result).toMatchObject({ ok: false });
    expect(result!.error).toMatch(/^firmata:1: /);
  });
});
