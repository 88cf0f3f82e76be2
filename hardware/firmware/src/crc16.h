// CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR.
// crc16("123456789") == 0x29B1 (PROTOCOL.md section 2). Pure.
#ifndef TT_CRC16_H
#define TT_CRC16_H
#include <stdint.h>

#define CRC16_INIT 0xFFFFu

uint16_t crc16_update(uint16_t crc, uint8_t byte);
uint16_t crc16(const uint8_t *data, uint16_t len);

#endif
