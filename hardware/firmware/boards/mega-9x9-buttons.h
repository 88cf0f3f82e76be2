// Arduino Mega 2560 on a 9×9 board with two buttons: hardware/boards/9x9-buttons.json (WS2812
// chain serpentine from the top-left cell). The wiring of mega-9x9.h, plus `next` on D3 and
// `undo` on D4: momentary buttons to GND, read with the pins' pull-ups (pressed reads low).
//
// Pins are X-macro lists X(port letter, bit, Arduino pin label); see mega-10x10.h.
#include "mega-9x9.h"

#undef BOARD_ID
#define BOARD_ID "mega-9x9-buttons"
#undef BOARD_BUTTONS
#define BOARD_BUTTONS 2

// In STATE's button order (the profile's "buttons": next, undo).
#define BOARD_BUTTON_PINS(X) X(E, 5, D3) X(G, 5, D4)
