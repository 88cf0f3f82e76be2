#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>
#include <util/delay.h>
#include "../app.h"
#include "../config.h"
#include "../hal.h"
#include "uart.h"

#define RX_MASK (RX_RING_BYTES - 1u)
#define TX_MASK (TX_RING_BYTES - 1u)

static volatile uint8_t rx_ring[RX_RING_BYTES];
static volatile uint8_t rx_head, rx_tail; // head: written by the receiver, tail: by the main loop
static volatile uint8_t tx_ring[TX_RING_BYTES];
static volatile uint8_t tx_head, tx_tail;

/** Double speed (U2X): UBRR 16 gives 117647 baud (2.1 % off 115200), the Arduino core's choice; 250k, 500k and 1M are exact (7, 3, 1). */
static uint16_t ubrr_for(uint32_t baud) {
  return (uint16_t)((F_CPU + 4u * baud) / (8u * baud) - 1u);
}

void uart_init(void) {
  UCSR0A = _BV(U2X0);
  UBRR0 = ubrr_for(UART_BAUD);
  UCSR0C = _BV(UCSZ01) | _BV(UCSZ00);
  UCSR0B = _BV(RXEN0) | _BV(TXEN0) | _BV(RXCIE0);
}

// Inlined: a call from the ISR would make it save every call-clobbered register (~100 cycles a
// byte, two thirds of the CPU at 1 Mbaud).
static inline __attribute__((always_inline)) void rx_store(uint8_t byte) {
  uint8_t next = (uint8_t)((rx_head + 1u) & RX_MASK);
  if (next == rx_tail) {
    fw_counters.rx_overruns++;
    return;
  }
  rx_ring[rx_head] = byte;
  rx_head = next;
}

ISR(USART0_RX_vect) { rx_store(UDR0); }

void uart_poll_rx(void) {
  if (UCSR0A & _BV(RXC0)) rx_store(UDR0);
}

ISR(USART0_UDRE_vect) {
  uint8_t tail = tx_tail;
  if (tail == tx_head) {
    UCSR0B &= (uint8_t)~_BV(UDRIE0); // nothing left: stop asking
    return;
  }
  UDR0 = tx_ring[tail];
  tx_tail = (uint8_t)((tail + 1u) & TX_MASK);
}

void hal_uart_put(uint8_t byte) {
  uint8_t next = (uint8_t)((tx_head + 1u) & TX_MASK);
  while (next == tx_tail) {
    // Full: the UDRE interrupt drains it (interrupts are on in the main loop).
  }
  tx_ring[tx_head] = byte;
  tx_head = next;
  ATOMIC_BLOCK(ATOMIC_RESTORESTATE) { UCSR0B |= _BV(UDRIE0); }
}

int16_t hal_uart_get(void) {
  uint8_t tail = rx_tail;
  if (tail == rx_head) return -1;
  uint8_t byte = rx_ring[tail];
  rx_tail = (uint8_t)((tail + 1u) & RX_MASK);
  return byte;
}

uint8_t hal_uart_pending(void) {
  return (uint8_t)((rx_head - rx_tail) & RX_MASK);
}

void hal_uart_flush(void) {
  while (tx_tail != tx_head) {
    // The UDRE interrupt empties the ring.
  }
  while (!(UCSR0A & _BV(UDRE0))) {
  }
  // The last byte may still be in the shift register: wait one character time at this speed.
  uint16_t tens_of_us = (uint16_t)((10u * 8u * (UBRR0 + 1u)) / (F_CPU / 100000u) + 1u);
  while (tens_of_us--) _delay_us(10);
}

void hal_uart_set_baud(uint32_t baud) {
  UBRR0 = ubrr_for(baud);
}
