// Firmware settings shared by every board. The board's pin map comes from boards/<BOARD>.h,
// chosen by the Makefile (BOARD=mega-10x10 by default) through -include.
#ifndef TT_CONFIG_H
#define TT_CONFIG_H

#define FIRMWARE_ID "TT-MEGA"
#define FIRMWARE_VERSION_MAJOR 1
#define FIRMWARE_VERSION_MINOR 2
#define FIRMWARE_VERSION_PATCH 0

// Every link starts at UART_BAUD; the host may then switch the line to a faster speed the board
// offers in its HELLO (SET_SPEED). A switched line goes back to UART_BAUD when no valid frame
// from the host confirms it within SPEED_CONFIRM_MS, and when the host falls silent for
// SWITCHED_SILENCE_MS (it may have restarted at UART_BAUD; it PINGs at least every ~500 ms).
#define UART_BAUD 115200UL
#define SPEED_CONFIRM_MS 250
#define SWITCHED_SILENCE_MS 1500

// LED kinds (BOARD_LED_KIND in the board header; WS2812 when it says nothing).
#define LED_WS2812 1
#define LED_APA102 2
#ifndef BOARD_LED_KIND
#define BOARD_LED_KIND LED_WS2812
#endif

// One matrix row per timer tick: a full 10-row scan every millisecond (1 kHz); each row's
// columns settle for a whole tick (100 µs) before they are read.
#define SCAN_TICK_HZ 10000UL
#define TICKS_PER_MS (SCAN_TICK_HZ / 1000UL)
#if (F_CPU / 64UL) % SCAN_TICK_HZ != 0
#error "SCAN_TICK_HZ must divide F_CPU / 64 (Timer1 runs at clock/64)"
#endif

#define DEBOUNCE_MS 5            // as firmware-sim's default
// The debounce counts in scan ticks (100 µs), not whole milliseconds: a window of exactly 5.0 ms
// from the first sweep that saw a change, instead of 5 to 6 ms as the millisecond counter turns.
#define DEBOUNCE_TICKS ((uint16_t)(DEBOUNCE_MS * TICKS_PER_MS))
// DEBOUNCE_DEFERRED (a change is reported once it has held for the window) or DEBOUNCE_EAGER
// (reported on the first scan that sees it, then the contact is held for the window): see
// debounce.h. A board header may choose (inside #ifndef DEBOUNCE_MODE), `make DEBOUNCE=eager`
// or `DEBOUNCE=deferred` overrides it for one build; deferred when nothing chooses.
#ifndef DEBOUNCE_MODE
#define DEBOUNCE_MODE DEBOUNCE_DEFERRED
#endif
#define REPORT_INTERVAL_MS 1000  // STATE at least this often (PROTOCOL.md section 8)
#define HOST_SILENCE_MS 3000     // no valid frame from the host this long: idle pattern

// The idle pattern after heartbeat loss: occupied cells in a dim colour, everything else dark
// (at most ~0.4 A for 100 pieces; nothing the host lit before stays lit, since it may be stale).
#define IDLE_R 0
#define IDLE_G 0
#define IDLE_B 24

// Self-test: a cell lights in this colour while its switch is closed.
#define SELF_TEST_R 0
#define SELF_TEST_G 64
#define SELF_TEST_B 0

#define RX_RING_BYTES 64   // power of two
#define TX_RING_BYTES 128  // power of two

#endif
