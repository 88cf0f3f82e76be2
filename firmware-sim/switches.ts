// The physical reed switches: what a piece (or a fault) makes each contact read, independent of the
// firmware. Faults live here because they are physical: they go on while the board is unpowered.
import type { Clock, TimerHandle } from '../hardware/index.ts';
import type { FaultRng } from './rng.ts';

/** Contact bounce: the raw value toggles every 0.3–1 ms (seeded). */
export const BOUNCE_MIN_MS = 0.3;
export const BOUNCE_MAX_MS = 1;

interface Bounce { value: boolean; endsAt: number; timer: TimerHandle }
interface Flicker { periodMs: number; inverted: boolean; timer: TimerHandle }

export class SwitchField {
  private readonly base: boolean[];
  private readonly stuck = new Map<number, boolean>();
  private readonly bounces = new Map<number, Bounce>();
  private readonly flickers = new Map<number, Flicker>();

  constructor(
    readonly size: number,
    private readonly clock: Clock,
    private readonly rng: FaultRng,
    /** Called after any contact may have changed, so the firmware's scan loop can wake. */
    private readonly onChange: () => void,
  ) {
    this.base = new Array<boolean>(size).fill(false);
  }

  /** What contact `index` reads right now. */
  read(index: number): boolean {
    const stuck = this.stuck.get(index);
    if (stuck !== undefined) return stuck;
    const bounce = this.bounces.get(index);
    if (bounce !== undefined) return bounce.value;
    const flicker = this.flickers.get(index);
    return flicker?.inverted === true ? !this.base[index] : this.base[index];
  }

  readAll(): boolean[] {
    return Array.from({ length: this.size }, (_, i) => this.read(i));
  }

  /** The value a piece gives the contact, faults aside. */
  setBase(index: number, value: boolean): void {
    if (this.base[index] === value) return;
    this.base[index] = value;
    this.onChange();
  }

  stick(index: number, value: boolean | null): void {
    if (value === null) this.stuck.delete(index);
    else this.stuck.set(index, value);
    this.onChange();
  }

  /** Toggles every 0.3–1 ms for `ms`, then reads its piece's value again. */
  bounce(index: number, ms: number): void {
    this.endBounce(index);
    const endsAt = this.clock.now() + Math.max(0, ms);
    const bounce: Bounce = { value: !this.read(index), endsAt, timer: { id: -1 } };
    this.bounces.set(index, bounce);
    const toggle = (): void => {
      const now = this.clock.now();
      if (now >= bounce.endsAt) { this.bounces.delete(index); this.onChange(); return; }
      bounce.value = !bounce.value;
      this.onChange();
      bounce.timer = this.clock.setTimeout(toggle, Math.min(this.nextBounceGap(), bounce.endsAt - now));
    };
    bounce.timer = this.clock.setTimeout(toggle, Math.min(this.nextBounceGap(), ms));
    this.onChange();
  }

  /** A contact that reads the opposite of its piece for half of every `periodMs` (null stops it). */
  flicker(index: number, periodMs: number | null): void {
    const running = this.flickers.get(index);
    if (running !== undefined) this.clock.clearTimeout(running.timer);
    this.flickers.delete(index);
    if (periodMs === null || !(periodMs > 0)) { this.onChange(); return; }
    const flicker: Flicker = { periodMs, inverted: true, timer: { id: -1 } };
    const half = periodMs / 2;
    const toggle = (): void => {
      flicker.inverted = !flicker.inverted;
      this.onChange();
      flicker.timer = this.clock.setTimeout(toggle, half);
    };
    flicker.timer = this.clock.setTimeout(toggle, half);
    this.flickers.set(index, flicker);
    this.onChange();
  }

  /** Stops every running fault timer (the simulator is being disposed). */
  stopFaults(): void {
    for (const index of [...this.bounces.keys()]) this.endBounce(index);
    for (const flicker of this.flickers.values()) this.clock.clearTimeout(flicker.timer);
    this.flickers.clear();
    this.stuck.clear();
  }

  private endBounce(index: number): void {
    const bounce = this.bounces.get(index);
    if (bounce === undefined) return;
    this.clock.clearTimeout(bounce.timer);
    this.bounces.delete(index);
  }

  private nextBounceGap(): number {
    return BOUNCE_MIN_MS + this.rng.unit() * (BOUNCE_MAX_MS - BOUNCE_MIN_MS);
  }
}
