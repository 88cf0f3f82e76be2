// Arduino Mega 2560 on a 9×9 board with two buttons: hardware/boards/9x9-buttons.json (WS2812
// chain serpentine from the top-left cell). The wiring of mega-9x9.h, plus `next` on D3 and
// `undo` on D4: momentary buttons to GND, read with the pins' pull-ups (pressed reads low).
//
// Pins are X-macro lists X(port letter, bit, Arduino pin label); see mega-10x10.h.

// The buttons are debounced with the cells, in one mode: eager would report a one-scan glitch (or
// a release that bounces for longer than the window) on a button line as a press, and the host
// acts on a press at once (undo takes back a move). So this board stays deferred, as its profile
// says ("debounce": "deferred"); chosen before mega-9x9.h, which then keeps it.
// `make DEBOUNCE=eager` builds the other mode.
#ifndef DEBOUNCE_MODE
#define DEBOUNCE_MODE DEBOUNCE_DEFERRED
#endif
#include "mega-9x9.h"

#undef BOARD_ID
#define BOARD_ID "mega-9x9-buttons"
#undef BOARD_BUTTONS
#define BOARD_BUTTONS 2

// In STATE's button order (the profile's "buttons": next, undo).
#define BOARD_BUTTON_PINS(X) X(E, 5, D3) X(G, 5, D4)
