// A Firmata Arduino in the host: a grid of reed switches becomes a board of its own; a button
// box serves a board (its presses are that board's buttons); status LEDs and a buzzer follow
// what happens on the board they serve.
import { Subscription } from 'rxjs';
import type { Clock } from '../../hardware/index.ts';
import type { HostEvent } from '../events.ts';
import type { Host } from '../host.ts';
import { firmataBoardPort, firmataProfile } from './firmata-board.ts';
import type { FirmataDevice } from './firmata-device.ts';
import type { StatusMeaning } from './pin-map.ts';

/** How long the buzzer sounds for one event. */
export const BEEP_MS = 120;

export interface AttachedFirmata {
  /** The board the Arduino is (a grid) or serves (a button box). */
  boardId: string;
  detach(): void;
}

export type AttachResult = { ok: true; value: AttachedFirmata } | { ok: false; error: string };

/**
 * Adds the device to the host: as board `id` when its map has a grid, else as the button box of
 * the board its map `serves` (default `firstBoard`). Call before games start on a grid board.
 */
export function attachFirmata(host: Host, device: FirmataDevice, id: string, firstBoard: string | undefined, clock: Clock): AttachResult {
  const { map } = device;
  let boardId: string;
  const subscriptions = new Subscription();
  if (map.grid !== null) {
    boardId = id;
    host.addBoard({ id, path: device.path, profile: firmataProfile(device, id), port: firmataBoardPort(device, clock) });
  } else {
    const served = map.serves ?? firstBoard;
    if (served === undefined || host.board(served) === undefined) {
      return { ok: false, error: `${map.name} on ${device.path} serves board "${served ?? '(none)'}", which is not connected (boards: ${host.boards().map((b) => b.id).join(', ') || 'none'})` };
    }
    boardId = served;
    subscriptions.add(device.inputs$.subscribe((input) => {
      if (input.kind !== 'button' || !input.down) return;
      const use = map.uses[input.use];
      if (use.kind !== 'button') return;
      const game = host.board(boardId)?.game;
      // A press with no game, or one the game refuses, is reported by the host like a board button's.
      if (game) host.press(game, use.role);
    }));
  }
  subscriptions.add(followBoard(host, device, boardId));
  return { ok: true, value: { boardId, detach: () => subscriptions.unsubscribe() } };
}

/** Status LEDs and the buzzer: what happens on the board, shown on the Arduino's pins. */
function followBoard(host: Host, device: FirmataDevice, boardId: string): Subscription {
  const statuses = device.map.uses.flatMap((u) => (u.kind === 'status' ? [u] : []));
  const buzzers = device.map.uses.flatMap((u) => (u.kind === 'buzzer' ? [u] : []));
  const on: Record<StatusMeaning, boolean> = { ready: false, confirm: false, error: false };
  let deviceReady = false;
  let boardReady = host.board(boardId)?.link.state === 'ready';
  const show = (): void => {
    on.ready = deviceReady && boardReady;
    for (const s of statuses) device.setOutput(s.pin, on[s.meaning] ? 'on' : 'off');
  };
  const subscription = new Subscription();
  subscription.add(device.status$.subscribe((s) => { deviceReady = s.state === 'ready'; show(); }));
  subscription.add(host.events$.subscribe((e: HostEvent) => {
    if (e.board !== boardId) return;
    if (e.type === 'link') boardReady = e.state === 'ready';
    if (e.type === 'confirm') on.confirm = e.moves.length > 0;
    if (e.type === 'move') on.confirm = false;
    if (e.type === 'correction') on.error = true;
    if (e.type === 'corrected') on.error = false;
    show();
    for (const b of buzzers) if ((b.events as readonly string[]).includes(e.type)) device.beep(b.pin, BEEP_MS);
  }));
  return subscription;
}
