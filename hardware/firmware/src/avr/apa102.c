// APA102 / SK9822 output on the hardware SPI (MOSI D51 = PB2, SCK D52 = PB1; SS D53 = PB0 kept
// an output so the SPI stays master): the LEDs take data on their own clock, so the output runs
// with interrupts on, scanning never pauses and no received byte waits. 8 MHz SPI clock.
//
// Frame: a start frame of 32 zero bits; per LED 0xE0 | brightness (31: full, the colours come
// scaled from the host), then blue, green, red; then an end frame: 32 zero bits (an SK9822 shows
// the new colours only after them) and n/2 more clock edges, as zero bytes (the data of each
// LED reaches the next one half a clock late, so the last LEDs need the extra edges).
#include <avr/io.h>
#include "../config.h"
#include "../hal.h"

#if BOARD_LED_KIND == LED_APA102

#define APA102_FULL_BRIGHTNESS 0xFFu

// The next byte goes out the moment the previous one is done (SPIF), so the clock barely rests.
static inline __attribute__((always_inline)) void spi_put(uint8_t byte) {
  while (!(SPSR & _BV(SPIF))) {
  }
  SPDR = byte;
}

void hal_show(const uint8_t *grb, uint16_t bytes) {
  DDRB |= _BV(PB0) | _BV(PB1) | _BV(PB2);
  SPCR = _BV(SPE) | _BV(MSTR); // mode 0, MSB first: the LEDs read data on the rising clock edge
  SPSR = _BV(SPI2X);           // F_CPU / 2
  (void)SPSR;                  // reading SPSR, then SPDR, clears a SPIF left by the last output,
  (void)SPDR;                  // which would otherwise let the second byte collide with the first
  SPDR = 0x00;                 // the start frame's first byte: each spi_put waits for the one before
  for (uint8_t i = 1; i < 4u; i++) spi_put(0x00);
  uint16_t leds = 0;
  for (uint16_t i = 0; i + 2u < bytes; i += 3u, leds++) {
    spi_put(APA102_FULL_BRIGHTNESS);
    spi_put(grb[i + 2u]); // blue
    spi_put(grb[i]);      // green
    spi_put(grb[i + 1u]); // red
  }
  for (uint16_t i = 0; i < 4u + (leds + 15u) / 16u; i++) spi_put(0x00);
  while (!(SPSR & _BV(SPIF))) {
  }
}

#endif
