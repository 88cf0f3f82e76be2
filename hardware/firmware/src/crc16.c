// CRC-16/CCITT-FALSE is XMODEM's CRC started at 0xFFFF: on the AVR, avr-libc's
// _crc_xmodem_update (hand-optimised assembly, a few dozen cycles a byte instead of ~120 bit by
// bit, no table) checks every LED frame before it shows; elsewhere (the native tests) the same
// polynomial bit by bit.
#include "crc16.h"
#ifdef __AVR__
#include <util/crc16.h>
#endif

static inline __attribute__((always_inline)) uint16_t step(uint16_t crc, uint8_t byte) {
#ifdef __AVR__
  return _crc_xmodem_update(crc, byte);
#else
  crc ^= (uint16_t)byte << 8;
  for (uint8_t bit = 0; bit < 8; bit++) {
    crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
  }
  return crc;
#endif
}

uint16_t crc16_update(uint16_t crc, uint8_t byte) { return step(crc, byte); }

uint16_t crc16(const uint8_t *data, uint16_t len) {
  uint16_t crc = CRC16_INIT;
  for (uint16_t i = 0; i < len; i++) crc = step(crc, data[i]);
  return crc;
}
