// Per-cell debounce, "deferred per key" (QMK sym_defer_pk / ZMK style), as a pure state machine.
//
// A cell's debounced (stable) value changes only after its raw value has differed from the stable
// value on every scan for `debounceMs`, counted from the first scan that saw the difference. A scan
// that sees raw == stable again cancels the count (a bounce restarts it). Time arrives as the
// firmware's u16 millisecond timer, which wraps at 65536; elapsed = (now - last) & 0xFFFF, so a wrap
// between two scans is harmless (scans must be less than 65.5 s apart while a cell is pending).
//
// Written to be ported to C line by line: fixed-size arrays, one loop, no allocation in the step.
//   uint8_t stable[N], pending[N]; uint16_t held_ms[N]; uint16_t last_ms;
// hardware/vectors/debounce.json is the shared timeline table both implementations must pass.

export const DEFAULT_DEBOUNCE_MS = 5;
const U16_MASK = 0xffff;

export interface DebounceState {
  readonly debounceMs: number;
  /** The u16 timestamp of the previous step. */
  lastMs: number;
  /** Debounced value per cell: what the board reports. */
  stable: boolean[];
  /** True while the raw value differs from `stable` and the count is running. */
  pending: boolean[];
  /** Milliseconds the raw value has differed, counted from the first scan that saw it (saturates at u16). */
  heldMs: number[];
}

export interface DebounceStep {
  state: DebounceState;
  /** Cells whose stable value changed in this step, ascending. */
  changed: number[];
}

/**
 * A debouncer for `cells` cells. `initial` is the stable value to start from (e.g. the first raw
 * scan at boot, so the boot STATE already shows the pieces standing on the board); all empty if omitted.
 */
export function createDebouncer(
  cells: number,
  debounceMs: number = DEFAULT_DEBOUNCE_MS,
  initial?: readonly boolean[],
): DebounceState {
  return {
    debounceMs: Math.max(0, Math.min(U16_MASK, Math.floor(debounceMs))),
    lastMs: 0,
    stable: Array.from({ length: cells }, (_, i) => initial?.[i] === true),
    pending: new Array<boolean>(cells).fill(false),
    heldMs: new Array<number>(cells).fill(0),
  };
}

/**
 * One scan, in place (the firmware's form): updates `state` and returns the cells that changed.
 * `raw[i]` missing counts as false. `nowU16` is taken modulo 65536.
 */
export function debounceStepInPlace(state: DebounceState, raw: readonly boolean[], nowU16: number): number[] {
  const now = nowU16 & U16_MASK;
  const elapsed = (now - state.lastMs) & U16_MASK;
  state.lastMs = now;
  const changed: number[] = [];
  for (let i = 0; i < state.stable.length; i++) {
    const value = raw[i] === true;
    if (value === state.stable[i]) {
      // Agrees with the debounced value: nothing pending (a bounce back lands here and resets).
      state.pending[i] = false;
      state.heldMs[i] = 0;
      continue;
    }
    if (state.pending[i]) {
      state.heldMs[i] = Math.min(U16_MASK, state.heldMs[i] + elapsed);
    } else {
      // First scan that sees the difference: it may have happened at any time since the previous
      // scan, so the count starts here, at zero.
      state.pending[i] = true;
      state.heldMs[i] = 0;
    }
    if (state.heldMs[i] >= state.debounceMs) {
      state.stable[i] = value;
      state.pending[i] = false;
      state.heldMs[i] = 0;
      changed.push(i);
    }
  }
  return changed;
}

/** One scan, pure: returns a new state; the given state and raw array are left untouched. */
export function debounceStep(state: DebounceState, raw: readonly boolean[], nowU16: number): DebounceStep {
  const next = cloneDebounceState(state);
  const changed = debounceStepInPlace(next, raw, nowU16);
  return { state: next, changed };
}

export function cloneDebounceState(state: DebounceState): DebounceState {
  return {
    debounceMs: state.debounceMs,
    lastMs: state.lastMs,
    stable: state.stable.slice(),
    pending: state.pending.slice(),
    heldMs: state.heldMs.slice(),
  };
}

/** True when no cell is waiting for its window to complete (scanning would change nothing). */
export function debounceIdle(state: DebounceState): boolean {
  return !state.pending.includes(true);
}
