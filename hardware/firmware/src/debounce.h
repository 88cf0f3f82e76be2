// Per-cell debounce in two modes, "deferred" and "eager": a line-by-line port of
// firmware-sim/debounce.ts, checked against the same timeline table
// (hardware/vectors/debounce.json, each case naming its mode) by the native tests. Pure.
//
// DEBOUNCE_DEFERRED (QMK sym_defer_pk / ZMK default): a cell's debounced (stable) value changes
// only after its raw value has differed from it on every scan for debounce_ms, counted from the
// first scan that saw the difference; a scan that sees raw == stable again cancels the count.
//
// DEBOUNCE_EAGER (QMK sym_eager_pk / ZMK eager): a change is reported on the FIRST scan that sees
// raw differ from stable (stable flips on that scan), and the cell is then held: its raw value
// is ignored (bounces and glitches are not reported) until the window is complete. The hold's
// count starts at 0 on the flipping scan and adds each later scan's elapsed time; the first scan
// on which it reaches debounce_ms (held >= debounce_ms) ends the hold, and that same scan then
// reads the raw value like any free cell's: raw != stable flips again (and starts a new hold).
// So a one-scan glitch is reported as a flip and, on the first scan at least debounce_ms later,
// a flip back. A window of 0 holds nothing: the cell follows its raw value on every scan.
//
// Both modes: time is the firmware's u16 millisecond timer: elapsed = (now - last) & 0xFFFF, so
// a wrap between two scans is harmless (scans less than 65536 units apart while a cell is pending
// or held). The count saturates at 0xFFFF, which completes any window. (Any time unit works, the
// window in the same unit: the AVR build passes its 100 µs scan ticks.)
//
// One state shape for both: `pending` bit i = cell i's count is running (deferred: raw differs
// and waits for the window; eager: held after a flip), held_ms[i] = that count. After every step
// a cell that is not pending agrees with that step's raw value, so while debounce_idle() a scan
// that reads what the previous one did changes nothing but the time (debounce_skip).
//
// Bitmaps (bit i = cell i, LSB first) instead of the TS version's bool arrays: the STATE
// bitmap is `stable` as it is, and a byte of 8 settled cells is skipped in one comparison.
#ifndef TT_DEBOUNCE_H
#define TT_DEBOUNCE_H
#include <stdint.h>
#include "bitmap.h"

#ifndef DEBOUNCE_MAX_CELLS
#define DEBOUNCE_MAX_CELLS 100u
#endif

// debounce_t.mode (the TS version's 'deferred' | 'eager').
#define DEBOUNCE_DEFERRED 0u
#define DEBOUNCE_EAGER 1u

typedef struct {
  uint16_t debounce_ms;
  uint16_t last_ms;  // the u16 timestamp of the previous step
  uint16_t cells;
  uint16_t pending_count; // cells pending or held: 0 = idle
  uint8_t mode;      // DEBOUNCE_DEFERRED or DEBOUNCE_EAGER
  uint8_t stable[BITMAP_BYTES(DEBOUNCE_MAX_CELLS)];  // debounced values: what the board reports
  uint8_t pending[BITMAP_BYTES(DEBOUNCE_MAX_CELLS)]; // the count is running (deferred: raw differs; eager: held)
  uint16_t held_ms[DEBOUNCE_MAX_CELLS];              // the count (saturates)
} debounce_t;

/**
 * `mode` is DEBOUNCE_DEFERRED or DEBOUNCE_EAGER (any other value counts as deferred).
 * `initial` (a bitmap, or 0 for all empty) is the stable value to start from: the first scan.
 */
void debounce_init(debounce_t *d, uint16_t cells, uint16_t debounce_ms, uint8_t mode, const uint8_t *initial);

/**
 * One scan: `raw` is a bitmap of `cells` bits. Returns how many cells changed their stable
 * value; their indices (ascending) go to changed[0..changed_cap) when changed is not 0.
 */
uint16_t debounce_step(debounce_t *d, const uint8_t *raw, uint16_t now_ms, uint16_t *changed, uint16_t changed_cap);

/** True when no cell is waiting for its window to complete (deferred: pending; eager: held). */
static inline uint8_t debounce_idle(const debounce_t *d) { return d->pending_count == 0; }

/**
 * A scan that read exactly what the previous one did, while idle: every cell agrees with its
 * stable value and none is pending or held, so debounce_step would change nothing but the time.
 */
static inline void debounce_skip(debounce_t *d, uint16_t now_ms) { d->last_ms = now_ms; }

#endif
