// Per-cell debounce as a pure state machine, in two modes (one algorithm each, one state shape):
//
// "deferred" (QMK sym_defer_pk / ZMK default), the default:
//   A cell's debounced (stable) value changes only after its raw value has differed from the
//   stable value on every scan for `debounceMs`, counted from the first scan that saw the
//   difference. A scan that sees raw == stable again cancels the count (a bounce restarts it).
//   A change is reported at the earliest debounceMs after the first scan that saw it.
//
// "eager" (QMK sym_eager_pk / ZMK eager):
//   A change is reported on the FIRST scan that sees raw differ from stable: stable flips on that
//   scan, and the cell is then held for the window. While held, the cell ignores its raw value
//   (bounces and glitches are not reported). The hold's count starts at 0 on the flipping scan and
//   adds the elapsed time of every later scan; the first scan on which the count reaches
//   debounceMs (held >= debounceMs) ends the hold, and that same scan then reads the raw value like
//   any free cell's: if raw differs from stable it flips again (and starts a new hold), otherwise
//   the cell is free. So a one-scan glitch reaches the output as a flip and, on the first scan at
//   least debounceMs after it, a flip back. A window of 0 holds nothing (the cell is free again at
//   once) and follows the raw value on every scan, as the deferred mode does.
//
// Both modes: time arrives as the firmware's u16 millisecond timer, which wraps at 65536;
// elapsed = (now - last) & 0xFFFF, so a wrap between two scans is harmless (scans must be less
// than 65.5 s apart while a cell is pending or held: a longer gap is seen modulo 65536). The count
// saturates at 0xFFFF (never wraps back to a small value); since debounceMs <= 0xFFFF, a saturated
// count always completes the window. After every step, a cell that is neither pending nor held
// agrees with the raw value of that step, so a scan that reads what the previous one read while
// idle (no cell pending or held) changes nothing but the time.
//
// The state per cell is the same in both modes: `pending` is "the cell's count is running"
// (deferred: raw differs from stable, waiting for the window; eager: held after a flip) and
// `heldMs` is that count.
//
// Written to be ported to C line by line: fixed-size arrays, one loop, no allocation in the step.
//   uint8_t mode; uint8_t stable[N], pending[N]; uint16_t held_ms[N]; uint16_t last_ms;
// hardware/vectors/debounce.json is the shared timeline table both implementations must pass.

export const DEFAULT_DEBOUNCE_MS = 5;
const U16_MASK = 0xffff;

export type DebounceMode = 'eager' | 'deferred';
export const DEFAULT_DEBOUNCE_MODE: DebounceMode = 'deferred';

export interface DebounceState {
  readonly debounceMs: number;
  readonly mode: DebounceMode;
  /** The u16 timestamp of the previous step. */
  lastMs: number;
  /** Debounced value per cell: what the board reports. */
  stable: boolean[];
  /**
   * True while the cell's count is running: deferred, the raw value differs from `stable` and waits
   * for the window; eager, the cell flipped and is held for the window.
   */
  pending: boolean[];
  /**
   * Milliseconds counted (saturates at u16): deferred, since the first scan that saw the raw value
   * differ; eager, since the scan that flipped the cell.
   */
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
 * `mode` is 'deferred' unless given.
 */
export function createDebouncer(
  cells: number,
  debounceMs: number = DEFAULT_DEBOUNCE_MS,
  initial?: readonly boolean[],
  mode: DebounceMode = DEFAULT_DEBOUNCE_MODE,
): DebounceState {
  return {
    debounceMs: Math.max(0, Math.min(U16_MASK, Math.floor(debounceMs))),
    mode,
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
  const eager = state.mode === 'eager';
  const changed: number[] = [];
  for (let i = 0; i < state.stable.length; i++) {
    const value = raw[i] === true;
    if (eager) {
      if (state.pending[i]) {
        // Held since its last flip: the raw value is not looked at until the window is complete.
        state.heldMs[i] = Math.min(U16_MASK, state.heldMs[i] + elapsed);
        if (state.heldMs[i] < state.debounceMs) continue;
        // The window is complete: the cell is free again, and this scan reads it like any free cell.
        state.pending[i] = false;
        state.heldMs[i] = 0;
      }
      if (value !== state.stable[i]) {
        // The first scan that sees a difference reports it, and the hold's count starts here, at zero.
        state.stable[i] = value;
        changed.push(i);
        if (state.debounceMs > 0) {
          state.pending[i] = true;
          state.heldMs[i] = 0;
        }
      }
      continue;
    }
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
    mode: state.mode,
    lastMs: state.lastMs,
    stable: state.stable.slice(),
    pending: state.pending.slice(),
    heldMs: state.heldMs.slice(),
  };
}

/**
 * True when no cell is pending (deferred) or held (eager): every cell agrees with the raw value of
 * the last step, so scanning the same raw values again would change nothing.
 */
export function debounceIdle(state: DebounceState): boolean {
  return !state.pending.includes(true);
}
