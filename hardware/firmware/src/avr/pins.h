// Pin access built from the board header's X-macro lists (boards/<BOARD>.h).
#ifndef TT_PINS_H
#define TT_PINS_H
#include <avr/io.h>
#include <stdint.h>

#define PIN_DDR_PTR(port, bit, label) &DDR##port,
#define PIN_PORT_PTR(port, bit, label) &PORT##port,
#define PIN_MASK(port, bit, label) (uint8_t)(1u << (bit)),

/** Every row high-impedance (input, no pull-up); every column an input with its pull-up. */
static inline void pins_matrix_init(void) {
#define ROW_INIT(port, bit, label) DDR##port &= (uint8_t)~(1u << (bit)); PORT##port &= (uint8_t)~(1u << (bit));
#define COL_INIT(port, bit, label) DDR##port &= (uint8_t)~(1u << (bit)); PORT##port |= (uint8_t)(1u << (bit));
  BOARD_ROW_PINS(ROW_INIT)
  BOARD_COL_PINS(COL_INIT)
#undef ROW_INIT
#undef COL_INIT
}

/**
 * Bit c set = column c reads low (a closed switch on the driven row). Each column port is read
 * once, so all columns are sampled together; the bit tests unroll at compile time.
 */
static inline __attribute__((always_inline)) uint16_t pins_read_columns(void) {
#define COL_SNAPSHOT(port) const uint8_t pin_##port = PIN##port;
  BOARD_COL_PORTS(COL_SNAPSHOT)
#undef COL_SNAPSHOT
  uint16_t closed = 0;
  uint16_t bit = 1;
#define COL_READ(port, b, label) if (!(pin_##port & (1u << (b)))) closed |= bit; bit <<= 1;
  BOARD_COL_PINS(COL_READ)
#undef COL_READ
  return closed;
}

/** Buttons (boards with BOARD_BUTTON_PINS): inputs with their pull-ups, a press pulls to GND. */
static inline void pins_buttons_init(void) {
#ifdef BOARD_BUTTON_PINS
#define BUTTON_INIT(port, bit, label) DDR##port &= (uint8_t)~(1u << (bit)); PORT##port |= (uint8_t)(1u << (bit));
  BOARD_BUTTON_PINS(BUTTON_INIT)
#undef BUTTON_INIT
#endif
}

/** Bit i set = button i pressed (reads low). */
static inline uint8_t pins_read_buttons(void) {
  uint8_t pressed = 0;
#ifdef BOARD_BUTTON_PINS
  uint8_t bit = 1;
#define BUTTON_READ(port, b, label) if (!(PIN##port & (1u << (b)))) pressed |= bit; bit = (uint8_t)(bit << 1);
  BOARD_BUTTON_PINS(BUTTON_READ)
#undef BUTTON_READ
#endif
  return pressed;
}

#define LED_PORT_OF(port, bit, label) PORT##port
#define LED_DDR_OF(port, bit, label) DDR##port
#define LED_BIT_OF(port, bit, label) (bit)
#define LED_PORT BOARD_LED_PIN(LED_PORT_OF)
#define LED_DDR BOARD_LED_PIN(LED_DDR_OF)
#define LED_MASK ((uint8_t)(1u << BOARD_LED_PIN(LED_BIT_OF)))

#define SELF_TEST_PIN_OF(port, bit, label) PIN##port
#define SELF_TEST_PORT_OF(port, bit, label) PORT##port
#define SELF_TEST_DDR_OF(port, bit, label) DDR##port
#define SELF_TEST_BIT_OF(port, bit, label) (bit)
#define SELF_TEST_MASK ((uint8_t)(1u << BOARD_SELF_TEST_PIN(SELF_TEST_BIT_OF)))

#endif
