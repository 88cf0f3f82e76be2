// Tabletop board firmware for the Arduino Mega 2560: reed-switch matrix scan, debounce,
// protocol v1 over USB serial, WS2812 LEDs. Board pin map: boards/<BOARD>.h.
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <util/delay.h>
#include "../app.h"
#include "../config.h"
#include "../hal.h"
#include "pins.h"
#include "scan.h"
#include "uart.h"

#ifndef SELF_TEST_ALWAYS
#define SELF_TEST_ALWAYS 0
#endif

/** Self-test when built for it, or when the self-test pin is held low at reset. */
static uint8_t self_test_requested(void) {
  if (SELF_TEST_ALWAYS) return 1;
  BOARD_SELF_TEST_PIN(SELF_TEST_DDR_OF) &= (uint8_t)~SELF_TEST_MASK;
  BOARD_SELF_TEST_PIN(SELF_TEST_PORT_OF) |= SELF_TEST_MASK; // pull-up
  _delay_us(50);                                             // let the pull-up charge the line
  return (BOARD_SELF_TEST_PIN(SELF_TEST_PIN_OF) & SELF_TEST_MASK) == 0;
}

int main(void) {
  LED_DDR |= LED_MASK;
  LED_PORT &= (uint8_t)~LED_MASK;
  uint8_t self_test = self_test_requested();
  uart_init();
  sei();
  // app_init runs before the scan timer starts: it darkens the LEDs (~3 ms with interrupts off,
  // the UART polled meanwhile) and sends HELLO. So the first debounce window, counted from
  // uptime 0, gets a scan every millisecond with no gap: a contact flickering at power-up
  // cannot line up with a hole in the scans and pass for a piece. The debouncer starts with
  // every contact empty; app_poll takes every scan.
  app_init(self_test);
  scan_init();
  set_sleep_mode(SLEEP_MODE_IDLE); // timers and the UART run on; any interrupt wakes the CPU
  for (;;) {
    // Work comes as received bytes or a completed scan sweep (every millisecond, which also
    // paces the timers in app_poll). Otherwise sleep until the next interrupt; sei right before
    // sleep guarantees that no interrupt slips in between the check and the sleep.
    cli();
    if (hal_uart_pending() || scan_pending()) {
      sei();
      app_poll();
      continue;
    }
    sleep_enable();
    sei();
    sleep_cpu();
    sleep_disable();
  }
}
