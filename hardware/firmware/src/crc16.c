// Bitwise rather than table-driven: 512 bytes of table would cost more flash than the
// ~0.1 ms a 120-byte LEDS frame takes to check this way at 16 MHz.
#include "crc16.h"

uint16_t crc16_update(uint16_t crc, uint8_t byte) {
  crc ^= (uint16_t)byte << 8;
  for (uint8_t bit = 0; bit < 8; bit++) {
    crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
  }
  return crc;
}

uint16_t crc16(const uint8_t *data, uint16_t len) {
  uint16_t crc = CRC16_INIT;
  for (uint16_t i = 0; i < len; i++) crc = crc16_update(crc, data[i]);
  return crc;
}
