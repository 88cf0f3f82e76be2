// A small board of reed switches on an Arduino's pins, as a board like any other: a profile of
// its grid, STATE reports from the debounced switches and buttons, and LED frames shown on its
// plain LEDs (a cell is on when its colour is not black, blinking when the frame says so).
import { ReplaySubject, type Observable } from 'rxjs';
import type { BoardProfile, State } from '../../hardware/index.ts';
import type { BoardPort } from '../board-port.ts';
import type { Said } from '../said.ts';
import type { LedFrame } from '../lights/render.ts';
import type { FirmataDevice } from './firmata-device.ts';
import type { ButtonRole } from './pin-map.ts';

/** Plain LEDs draw little; the planner's cap is not what limits them. */
const PLAIN_LED_BUDGET_MA = 1000;

/** The board profile of a Firmata grid: its own cells, row-major, no LED chain. */
export function firmataProfile(device: FirmataDevice, id: string): BoardProfile {
  const { grid, name } = device.map;
  if (grid === null) throw new Error(`${name} has no grid: it is a button box, not a board`);
  return {
    id,
    name: `${name} (Firmata)`,
    rows: grid.rows,
    cols: grid.cols,
    ledKind: 'none',
    ledChain: 'row-major',
    ledStart: 'top-left',
    orientation: 0,
    buttons: buttonRoles(device),
    maxCurrentMa: PLAIN_LED_BUDGET_MA,
    // johnny-five reports a pin once it has been quiet for its debounce time: the deferred kind.
    debounce: 'deferred',
  };
}

function buttonRoles(device: FirmataDevice): ButtonRole[] {
  return device.map.uses.flatMap((u) => (u.kind === 'button' ? [u.role] : []));
}

/** The BoardPort the host's table reads and lights. */
export function firmataBoardPort(device: FirmataDevice, clock: { now(): number }): BoardPort {
  const { grid } = device.map;
  if (grid === null) throw new Error(`${device.map.name} has no grid`);
  const cells = grid.rows * grid.cols;
  const reedOf = new Map<number, number>(); // cell → use index
  const buttonUses: number[] = [];
  const ledPins = new Map<number, number>(); // cell → pin
  device.map.uses.forEach((u, i) => {
    if (u.kind === 'reed') reedOf.set(u.cell, i);
    if (u.kind === 'button') buttonUses.push(i);
    if (u.kind === 'led') ledPins.set(u.cell, u.pin);
  });
  let seq = 0;
  const states = new ReplaySubject<State>(1); // the table subscribes after the first report
  const report = (): void => {
    states.next({
      type: 'STATE',
      seq: seq++ & 0xff,
      uptimeMs: Math.floor(clock.now()) >>> 0,
      occupied: Array.from({ length: cells }, (_, cell) => device.levels[reedOf.get(cell)!]),
      buttons: buttonUses.map((i) => device.levels[i]),
    });
  };
  device.inputs$.subscribe(report);
  device.status$.subscribe((s) => { if (s.state === 'ready') report(); });
  return {
    states$: states.asObservable(),
    status$: device.status$ as Observable<{ state: string; reason?: string; said?: Said }>,
    sendLeds(frame: LedFrame): void {
      for (const [cell, pin] of ledPins) {
        const shown = frame.cells[cell];
        const rgb = shown === undefined ? undefined : frame.palette[shown.colour];
        const lit = rgb !== undefined && rgb.r + rgb.g + rgb.b > 0;
        if (!lit) device.setOutput(pin, 'off');
        else if (shown.blink && frame.blinkPeriodMs > 0) device.setOutput(pin, { blinkMs: Math.max(1, Math.round(frame.blinkPeriodMs / 2)) });
        else device.setOutput(pin, 'on');
      }
    },
  };
}

