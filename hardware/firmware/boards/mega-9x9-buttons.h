// Arduino Mega 2560 on a 9×9 board with two buttons: hardware/boards/9x9-buttons.json (WS2812
// chain serpentine from the top-left cell). The wiring of mega-9x9.h, plus `next` on D3 and
// `undo` on D4: momentary buttons to GND, read with the pins' pull-ups (pressed reads low).
//
// Pins are X-macro lists X(port letter, bit, Arduino pin label); see mega-10x10.h.
#ifndef TT_BOARD_H
#define TT_BOARD_H

#define BOARD_ID "mega-9x9-buttons"
#define BOARD_ROWS 9
#define BOARD_COLS 9
#define BOARD_BUTTONS 2
#define BOARD_LED_SERPENTINE 1   // CHAIN_SERPENTINE
#define BOARD_LED_START 0        // START_TOP_LEFT

#define BOARD_ROW_PINS(X) \
  X(A, 0, D22) X(A, 1, D23) X(A, 2, D24) X(A, 3, D25) X(A, 4, D26) \
  X(A, 5, D27) X(A, 6, D28) X(A, 7, D29) X(C, 7, D30)

#define BOARD_COL_PINS(X) \
  X(K, 0, A8) X(K, 1, A9) X(K, 2, A10) X(K, 3, A11) X(K, 4, A12) \
  X(K, 5, A13) X(K, 6, A14) X(K, 7, A15) X(F, 0, A0)

// Every port that holds a column (each is read once per scan tick, all columns at one instant).
#define BOARD_COL_PORTS(X) X(K) X(F)

#define BOARD_LED_PIN(X) X(B, 6, D12)

#define BOARD_SELF_TEST_PIN(X) X(E, 4, D2)

// In STATE's button order (the profile's "buttons": next, undo).
#define BOARD_BUTTON_PINS(X) X(E, 5, D3) X(G, 5, D4)

#endif
