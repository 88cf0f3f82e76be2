// USART0 (the Mega's USB-serial bridge) at UART_BAUD, 8N1, with interrupt-driven rings.
#ifndef TT_UART_H
#define TT_UART_H
#include <stdint.h>

void uart_init(void);

/** Interrupts off only (during show()): moves a byte the receiver holds into the ring. */
void uart_poll_rx(void);

#endif
