// Arduino Mega 2560 on a 9×9 board with APA102 / SK9822 LEDs: hardware/boards/9x9-apa102.json
// (chain serpentine from the top-left cell). The matrix of mega-9x9.h; the LEDs' data on the
// hardware SPI's MOSI (D51) and their clock on SCK (D52) instead of a WS2812 line on D12.
// D53 (the SPI's SS) must stay unconnected or an output: the firmware drives it.
//
// Pins are X-macro lists X(port letter, bit, Arduino pin label); see mega-10x10.h.
#include "mega-9x9.h"

#undef BOARD_ID
#define BOARD_ID "mega-9x9-apa102"
#define BOARD_LED_KIND 2 // LED_APA102 (config.h)

#undef BOARD_LED_PIN
#define BOARD_LED_PIN(X) X(B, 2, D51)
#define BOARD_LED_CLOCK_PIN(X) X(B, 1, D52)
