// `tabletop start --firmata PATH --pins FILE`: Arduinos running StandardFirmata beside the boards.
// Each --firmata takes the --pins file at the same position. A pin map with a grid is a board of
// its own (firmata-1, firmata-2, …, which plays a game like any board); one without is a button
// box serving a board. The pin maps are read and checked before anything is opened.
import type { BindingInterface } from '@serialport/bindings-interface' with { 'resolution-mode': 'require' };
import type { Clock } from '../hardware/index.ts';
import { attachFirmata, FirmataDevice, parsePinMap, type AttachedFirmata, type Checked, type Host, type PinMap } from '../host/index.ts';
import { MAX_JSON_ARGUMENT_BYTES, readJsonFile } from './read-json.ts';

/** A pin map is a few hundred bytes; anything near the argument limit is a mistake. */
const MAX_PIN_MAP_BYTES = MAX_JSON_ARGUMENT_BYTES;

export interface FirmataPlan { path: string; pinsFile: string; map: PinMap }

/** Pairs the --firmata paths with the --pins files and checks every pin map. */
export async function planFirmata(paths: string[], pinsFiles: string[]): Promise<Checked<FirmataPlan[]>> {
  if (paths.length !== pinsFiles.length) {
    return { ok: false, error: `every --firmata PATH needs its --pins FILE (given ${paths.length} --firmata and ${pinsFiles.length} --pins)` };
  }
  const plans: FirmataPlan[] = [];
  for (const [i, path] of paths.entries()) {
    const json = await readJsonFile(pinsFiles[i], MAX_PIN_MAP_BYTES);
    if (!json.ok) return json;
    const map = parsePinMap(json.value);
    if (!map.ok) return { ok: false, error: `${pinsFiles[i]}: ${map.error}` };
    plans.push({ path, pinsFile: pinsFiles[i], map: map.value });
  }
  return { ok: true, value: plans };
}

export interface OpenedFirmata { id: string; device: FirmataDevice }

/** Opens the Arduinos; the grids are added to the host as boards firmata-1, firmata-2, … */
export async function openFirmataBoards(host: Host, plans: FirmataPlan[], binding: BindingInterface, clock: Clock, log?: (line: string) => void): Promise<Checked<OpenedFirmata[]>> {
  const opened: OpenedFirmata[] = [];
  let boards = 0;
  for (const plan of plans) {
    const device = new FirmataDevice({ path: plan.path, binding, map: plan.map, clock, log });
    const open = await device.open();
    if (!open.ok) {
      await device.close();
      for (const o of opened) await o.device.close();
      return { ok: false, error: `${open.error} (${plan.map.name}, pins from ${plan.pinsFile})` };
    }
    const id = plan.map.grid === null ? '' : `firmata-${++boards}`;
    opened.push({ id, device });
  }
  return { ok: true, value: opened };
}

/** Wires every opened Arduino into the host: grids as boards, button boxes to the board they serve. */
export function attachFirmataAll(host: Host, opened: OpenedFirmata[], firstBoard: string | undefined, clock: Clock): Checked<(AttachedFirmata & { device: FirmataDevice })[]> {
  const attached: (AttachedFirmata & { device: FirmataDevice })[] = [];
  // Grids first: a button box may serve one of them.
  const ordered = [...opened.filter((o) => o.id !== ''), ...opened.filter((o) => o.id === '')];
  for (const { id, device } of ordered) {
    const result = attachFirmata(host, device, id, firstBoard, clock);
    if (!result.ok) { for (const a of attached) a.detach(); return result; }
    attached.push({ ...result.value, device });
  }
  return { ok: true, value: attached };
}
