#include <avr/interrupt.h>
#include <avr/io.h>
#include <string.h>
#include <util/atomic.h>
#include "../app.h"
#include "../bitmap.h"
#include "../config.h"
#include "../hal.h"
#include "pins.h"
#include "scan.h"

static volatile uint8_t *const row_ddr[BOARD_ROWS] = { BOARD_ROW_PINS(PIN_DDR_PTR) };
static const uint8_t row_mask[BOARD_ROWS] = { BOARD_ROW_PINS(PIN_MASK) };

static volatile uint32_t now_ms;
static volatile uint8_t ticks_in_ms;
static volatile uint8_t row;                 // the row driven now
static volatile uint16_t rows[BOARD_ROWS];   // column bits per row, as last read
static volatile uint8_t scan_dirty;          // some row read differently since the last take
static volatile uint8_t scan_ready;          // a sweep over every row completed since the last take
static volatile uint16_t ticks;              // scan ticks since the scan started, wrapping
static volatile uint16_t scan_tick;          // the tick the last sweep completed at
static volatile uint8_t sweeps;              // completed sweeps, wrapping (scan_wait_sweep_end)
static uint8_t running;

void scan_init(void) {
  pins_matrix_init();
  pins_buttons_init();
  row = 0;
  scan_dirty = 1; // the first take converts whatever the first sweep read
  *row_ddr[0] |= row_mask[0]; // PORT bit is 0: driven low
  // Timer1, CTC on OCR1A, clock/64 (4 µs per count at 16 MHz): 25 counts per 100 µs tick.
  TCCR1A = 0;
  TCCR1B = _BV(WGM12) | _BV(CS11) | _BV(CS10);
  OCR1A = (uint16_t)(F_CPU / 64u / SCAN_TICK_HZ - 1u);
  TIMSK1 = _BV(OCIE1A);
  running = 1;
}

// Inlined: a call from the ISR would make it save every call-clobbered register.
static inline __attribute__((always_inline)) void tick_clock(uint8_t count) {
  ticks = (uint16_t)(ticks + count);
  uint8_t t = (uint8_t)(ticks_in_ms + count);
  while (t >= TICKS_PER_MS) {
    t = (uint8_t)(t - TICKS_PER_MS);
    now_ms++;
  }
  ticks_in_ms = t;
}

ISR(TIMER1_COMPA_vect) {
  uint8_t r = row;
  uint16_t closed = pins_read_columns();
  *row_ddr[r] &= (uint8_t)~row_mask[r]; // back to high-impedance
  if (closed != rows[r]) {
    rows[r] = closed;
    scan_dirty = 1;
  }
  if (++r == BOARD_ROWS) {
    r = 0;
    scan_tick = ticks;
    scan_ready = 1;
    sweeps++;
  }
  *row_ddr[r] |= row_mask[r];
  row = r;
  tick_clock(1);
}

void scan_add_ticks(uint8_t missed) { tick_clock(missed); }

void scan_wait_sweep_end(void) {
  if (!running) return;
  uint8_t seen = sweeps;
  while (sweeps == seen) {
    // The timer interrupt completes the sweep.
  }
}

void scan_note_pause(uint8_t missed) {
  // From the row read before the output to the one after it: the missed ticks and the one that
  // was due when the output ended.
  if (!running) return; // at boot, before the scan starts, nothing is paused
  uint16_t us = (uint16_t)((missed + 1u) * (1000000UL / SCAN_TICK_HZ));
  fw_counters.scan_pauses++;
  if (us > fw_counters.scan_pause_max_us) fw_counters.scan_pause_max_us = us;
}

uint8_t scan_pending(void) { return scan_ready; }

uint32_t hal_millis(void) {
  uint32_t ms;
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { ms = now_ms; }
  return ms;
}

/**
 * Column bits per row → the row-major cell bitmap of STATE: each row's BOARD_COLS bits are
 * appended to a bit accumulator and whole bytes are flushed (no per-cell shifts: the AVR has
 * no barrel shifter).
 */
static __attribute__((noinline)) void rows_to_bitmap(const uint16_t *cols, uint8_t *raw) {
  uint32_t acc = 0;
  uint8_t held = 0; // bits waiting in acc (< 8 between rows)
  for (uint8_t r = 0; r < BOARD_ROWS; r++) {
    acc |= (uint32_t)cols[r] << held;
    held = (uint8_t)(held + BOARD_COLS);
    while (held >= 8u) {
      *raw++ = (uint8_t)acc;
      acc >>= 8;
      held = (uint8_t)(held - 8u);
    }
  }
  if (held > 0) *raw = (uint8_t)acc;
}

uint8_t hal_buttons(void) { return pins_read_buttons(); }

uint8_t hal_scan_take(uint8_t *raw, uint16_t *tick) {
  uint16_t copy[BOARD_ROWS];
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
    if (!scan_ready) return 0;
    scan_ready = 0;
    *tick = scan_tick;
    // Pieces rarely move: nothing read differently leaves `raw` as the caller already has it.
    if (!scan_dirty) return 2;
    scan_dirty = 0;
    for (uint8_t r = 0; r < BOARD_ROWS; r++) copy[r] = rows[r];
  }
  rows_to_bitmap(copy, raw);
  return 1;
}
