// The board's behaviour on protocol v1, as firmware-sim/firmware.ts does it: HELLO + STATE at
// boot (that STATE once the contacts have held one debounce window) and on a host HELLO, STATE
// on every debounced change and at least once a second, GET_STATE, PING/PONG, LEDS shown then
// ACKed (ERROR BUSY / BAD_LENGTH / FRAME_TOO_LARGE), LEDS_DELTA applied on the frame shown
// (ERROR NO_BASE otherwise), SET_SPEED with its confirmation and fallback, corrupt frames dropped
// and counted, the idle pattern after heartbeat loss, self-test mode.
#ifndef TT_APP_H
#define TT_APP_H
#include <stdint.h>

/**
 * Counters, for diagnostics: the emulator reads them from RAM (symbol fw_counters), so the
 * layout is part of firmware-sim/avr's contract: u16 fields, little-endian, in this order.
 */
typedef struct {
  uint16_t boots;
  uint16_t frames_in;      // valid frames from the host
  uint16_t frames_out;
  uint16_t states_sent;
  uint16_t leds_shown;     // LEDS frames shown and ACKed
  uint16_t bad_frames;     // dropped whole: the five below
  uint16_t bad_crc;
  uint16_t too_short;
  uint16_t unknown_type;
  uint16_t bad_length;
  uint16_t too_large;
  uint16_t busy;           // LEDS refused with ERROR BUSY
  uint16_t unexpected;     // STATE/ACK/PONG from the host
  uint16_t host_errors;    // ERROR frames from the host
  uint16_t host_seq_gaps;  // host frames missing between two received seqs
  uint16_t idle_entries;   // times the host fell silent and the idle pattern came on
  uint16_t shows;          // times the chain was written (frames, blink halves, idle, self-test)
  uint16_t rx_overruns;    // bytes lost because the receive ring was full
  uint16_t shows_skipped;  // renders that changed no LED: nothing written to the chain
  uint16_t deltas_shown;   // LEDS_DELTA frames applied, shown and ACKed
  uint16_t no_base;        // LEDS_DELTA refused: built on a frame the board is not showing
  uint16_t speed_switches; // SET_SPEED switches confirmed by a valid frame at the new speed
  uint16_t speed_fallbacks;// back to UART_BAUD: no confirmation, or the host fell silent
  uint16_t scan_pauses;    // LED outputs that paused scanning (WS2812)
  uint16_t scan_pause_max_us; // the longest of them: time between two row reads around an output
} fw_counters_t;

extern volatile fw_counters_t fw_counters;

/**
 * Boot, before the scan timer starts: LEDs dark, HELLO queued; the first STATE goes out with the
 * scan that completes the first debounce window (uptime >= DEBOUNCE_MS), showing only the
 * contacts that held for that window (every contact starts empty).
 */
void app_init(uint8_t self_test);

/** One pass of the main loop: scan results, received bytes, timers. Never blocks for long. */
void app_poll(void);

#endif
