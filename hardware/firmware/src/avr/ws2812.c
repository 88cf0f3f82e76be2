// WS2812 output by bit-banging at 16 MHz: 20 cycles (1.25 µs) per bit, high for 6 cycles
// (375 ns) for a 0 and 12 cycles (750 ns) for a 1, cycle-exact inside each byte. Interrupts are
// off while the chain is written (a late edge would corrupt the colours), so scanning pauses:
// the output starts right after a sweep completes (never splitting one) and the pause is counted
// (fw_counters.scan_pause_max_us). Between two bytes the line rests low for ~1 µs while the UART
// receiver is polled (no byte from the host is lost up to 500 kbaud) and, once per LED, the scan
// timer (no millisecond is lost). Then the line stays low past the latch time.
#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/delay.h>
#include "../config.h"
#include "../hal.h"
#include "pins.h"
#include "scan.h"
#include "uart.h"

#if BOARD_LED_KIND == LED_WS2812
#if F_CPU != 16000000UL
#error "ws2812.c counts cycles for 16 MHz"
#endif

#define LATCH_US 300 // WS2812B latches after > 280 µs low (older WS2812: > 50 µs)

static inline void send_byte(uint8_t byte, uint8_t hi, uint8_t lo) {
  uint8_t count;
  __asm__ volatile(
      "ldi  %[count], 8      \n"
      "1:                    \n\t"
      "out  %[port], %[hi]   \n\t" // cycle 0: high
      "nop                   \n\t"
      "nop                   \n\t"
      "nop                   \n\t"
      "nop                   \n\t"
      "sbrs %[byte], 7       \n\t" // 5 (a 1 bit skips the next instruction: 5-6)
      "out  %[port], %[lo]   \n\t" // 6: low after 375 ns for a 0 bit
      "nop                   \n\t" // 7
      "nop                   \n\t"
      "nop                   \n\t"
      "nop                   \n\t"
      "nop                   \n\t" // 11
      "out  %[port], %[lo]   \n\t" // 12: low after 750 ns for a 1 bit
      "lsl  %[byte]          \n\t" // 13
      "nop                   \n\t"
      "nop                   \n\t"
      "nop                   \n\t" // 16
      "dec  %[count]         \n\t" // 17
      "brne 1b               \n\t" // 18-19: the next bit starts at cycle 20
      : [byte] "+r"(byte), [count] "=&d"(count)
      : [port] "I"(_SFR_IO_ADDR(LED_PORT)), [hi] "r"(hi), [lo] "r"(lo));
}

void hal_show(const uint8_t *grb, uint16_t bytes) {
  LED_DDR |= LED_MASK;
  scan_wait_sweep_end();
  uint8_t sreg = SREG;
  cli();
  uint8_t hi = (uint8_t)(LED_PORT | LED_MASK);
  uint8_t lo = (uint8_t)(LED_PORT & (uint8_t)~LED_MASK);
  uint8_t missed_ticks = 0;
  for (uint16_t i = 0; i + 2u < bytes; i += 3u) {
    send_byte(grb[i], hi, lo);
    uart_poll_rx();
    send_byte(grb[i + 1u], hi, lo);
    uart_poll_rx();
    send_byte(grb[i + 2u], hi, lo);
    uart_poll_rx();
    // ~31 µs per LED: far below one scan tick (100 µs).
    if (TIFR1 & _BV(OCF1A)) {
      TIFR1 = _BV(OCF1A); // writing 1 clears it: this tick is counted here, not in the ISR
      missed_ticks++;
    }
  }
  scan_add_ticks(missed_ticks);
  SREG = sreg;
  scan_note_pause(missed_ticks);
  _delay_us(LATCH_US); // interrupts on again: the UART and the scan go on meanwhile
}

#endif
