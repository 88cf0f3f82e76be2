// Per-cell debounce, "deferred per key" (QMK sym_defer_pk / ZMK): a line-by-line port of
// firmware-sim/debounce.ts, checked against the same timeline table
// (hardware/vectors/debounce.json) by the native tests. Pure.
//
// A cell's debounced (stable) value changes only after its raw value has differed from it on
// every scan for debounce_ms, counted from the first scan that saw the difference; a scan that
// sees raw == stable again cancels the count. Time is the firmware's u16 millisecond timer:
// elapsed = (now - last) & 0xFFFF, so a wrap between two scans is harmless. (Any time unit
// works, the window in the same unit: the AVR build passes its 100 µs scan ticks.)
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

typedef struct {
  uint16_t debounce_ms;
  uint16_t last_ms;  // the u16 timestamp of the previous step
  uint16_t cells;
  uint16_t pending_count; // cells pending: 0 = idle
  uint8_t stable[BITMAP_BYTES(DEBOUNCE_MAX_CELLS)];  // debounced values: what the board reports
  uint8_t pending[BITMAP_BYTES(DEBOUNCE_MAX_CELLS)]; // raw differs from stable, count running
  uint16_t held_ms[DEBOUNCE_MAX_CELLS];              // ms the raw value has differed (saturates)
} debounce_t;

/** `initial` (a bitmap, or 0 for all empty) is the stable value to start from: the first scan. */
void debounce_init(debounce_t *d, uint16_t cells, uint16_t debounce_ms, const uint8_t *initial);

/**
 * One scan: `raw` is a bitmap of `cells` bits. Returns how many cells changed their stable
 * value; their indices (ascending) go to changed[0..changed_cap) when changed is not 0.
 */
uint16_t debounce_step(debounce_t *d, const uint8_t *raw, uint16_t now_ms, uint16_t *changed, uint16_t changed_cap);

/** True when no cell is waiting for its window to complete. */
static inline uint8_t debounce_idle(const debounce_t *d) { return d->pending_count == 0; }

/**
 * A scan that read exactly what the previous one did, while idle: every cell agrees with its
 * stable value and none is pending, so debounce_step would change nothing but the time.
 */
static inline void debounce_skip(debounce_t *d, uint16_t now_ms) { d->last_ms = now_ms; }

#endif
