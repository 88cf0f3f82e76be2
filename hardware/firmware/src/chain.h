// Where a board cell's LED sits in the WS2812 chain: a port of ledChainIndex in
// hardware/board-geometry.ts (the board profile's ledChain and ledStart). Pure.
#ifndef TT_CHAIN_H
#define TT_CHAIN_H
#include <stdint.h>

#define CHAIN_ROW_MAJOR 0u
#define CHAIN_SERPENTINE 1u

#define START_TOP_LEFT 0u
#define START_TOP_RIGHT 1u
#define START_BOTTOM_LEFT 2u
#define START_BOTTOM_RIGHT 3u

typedef struct {
  uint8_t rows, cols;
  uint8_t serpentine; // CHAIN_SERPENTINE: every other row of LEDs runs backwards
  uint8_t start;      // START_*: the cell wired first; rows run horizontally away from it
} chain_t;

/** Position of the LED of the cell at row r, column col in the chain (no division: the render loop's). */
static inline uint16_t chain_index_rc(const chain_t *c, uint8_t r, uint8_t col) {
  if (c->start == START_BOTTOM_LEFT || c->start == START_BOTTOM_RIGHT) r = (uint8_t)(c->rows - 1u - r);
  if (c->start == START_TOP_RIGHT || c->start == START_BOTTOM_RIGHT) col = (uint8_t)(c->cols - 1u - col);
  if (c->serpentine && (r & 1u)) col = (uint8_t)(c->cols - 1u - col);
  return (uint16_t)(r * c->cols + col);
}

/**
 * Position of the cell's LED in the chain (0 = first LED after the controller). Row by
 * subtraction: at most `rows` steps, cheaper on the AVR than a 16-bit division.
 */
static inline uint16_t chain_index(const chain_t *c, uint16_t cell) {
  uint8_t r = 0;
  while (cell >= c->cols && r < 255u) {
    cell = (uint16_t)(cell - c->cols);
    r++;
  }
  return chain_index_rc(c, r, (uint8_t)cell);
}

#endif
