// The matrix scan and the millisecond clock, both driven by Timer1 at SCAN_TICK_HZ: each tick
// reads the columns of the row driven since the previous tick (settled for a whole tick) and
// drives the next row. A full scan completes every BOARD_ROWS ticks (1 kHz for 10 rows).
#ifndef TT_SCAN_H
#define TT_SCAN_H
#include <stdint.h>

void scan_init(void);

/** A full scan waits to be taken (hal_scan_take). */
uint8_t scan_pending(void);

/** Interrupts off only: ticks the timer raised while show() kept interrupts off. */
void scan_add_ticks(uint8_t ticks);

/**
 * Interrupts on: returns right after the current sweep's last row was read (at once while the
 * scan has not started), so an output that pauses scanning never splits a sweep.
 */
void scan_wait_sweep_end(void);

/** Counts a pause of scanning: `missed` ticks went by with no row read (fw_counters). */
void scan_note_pause(uint8_t missed);

#endif
