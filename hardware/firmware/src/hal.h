// What the protocol logic (app.c) needs from the hardware. The AVR implementation lives in
// src/avr/; keeping app.c behind this interface keeps it free of registers and interrupts.
#ifndef TT_HAL_H
#define TT_HAL_H
#include <stdint.h>

/** Milliseconds since reset (wraps after ~49.7 days). */
uint32_t hal_millis(void);

/** Queues a byte for the UART transmitter; waits while the queue is full. */
void hal_uart_put(uint8_t byte);
/** The next received byte, or -1 when none is waiting. */
int16_t hal_uart_get(void);
/** Received bytes waiting to be read. */
uint8_t hal_uart_pending(void);
/** Waits until every queued byte has left the UART (so a speed change cannot cut one). */
void hal_uart_flush(void);
/** Sets the line speed (one of the speeds the board offers, or UART_BAUD). */
void hal_uart_set_baud(uint32_t baud);

/**
 * A full matrix scan newer than the last one taken: copies it to raw (a bitmap of the board's
 * cells, row-major) with the scan tick it completed at (u16, SCAN_TICK_HZ, wrapping); returns 0
 * when there is none, 2 when it read exactly what the previous one did (raw left as it was).
 */
uint8_t hal_scan_take(uint8_t *raw, uint16_t *tick);

/** The board's buttons now, bit i = button i pressed (0 on a board without buttons). */
uint8_t hal_buttons(void);

/**
 * Shifts the chain bytes (G, R, B per LED) out to the LEDs and latches them. WS2812: starts
 * right after a scan sweep completes and pauses scanning while it runs (interrupts off);
 * APA102: on the hardware SPI with interrupts on, scanning never paused.
 */
void hal_show(const uint8_t *grb, uint16_t bytes);

#endif
