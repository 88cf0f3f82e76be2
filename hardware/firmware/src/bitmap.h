// Bit i of a bitmap is byte i>>3, bit i&7 (LSB first): the order of STATE's occupancy and
// LEDS's blink bitmap (PROTOCOL.md section 5). Pure, header-only.
#ifndef TT_BITMAP_H
#define TT_BITMAP_H
#include <stdint.h>

#define BITMAP_BYTES(bits) ((uint16_t)(((bits) + 7u) / 8u))

static inline uint8_t bitmap_get(const uint8_t *map, uint16_t i) {
  return (uint8_t)((map[i >> 3] >> (i & 7u)) & 1u);
}

static inline void bitmap_set(uint8_t *map, uint16_t i, uint8_t value) {
  uint8_t mask = (uint8_t)(1u << (i & 7u));
  if (value) map[i >> 3] |= mask;
  else map[i >> 3] &= (uint8_t)~mask;
}

#endif
