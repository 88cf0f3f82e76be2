// Arduino Mega 2560 on a 9×9 board: hardware/boards/9x9.json (WS2812 chain serpentine from the
// top-left cell). The same wiring as mega-10x10.h without its last row and column.
//
// Pins are X-macro lists X(port letter, bit, Arduino pin label); see mega-10x10.h.
#ifndef TT_BOARD_H
#define TT_BOARD_H

#define BOARD_ID "mega-9x9"
#define BOARD_ROWS 9
#define BOARD_COLS 9
#define BOARD_BUTTONS 0
#define BOARD_LED_SERPENTINE 1   // CHAIN_SERPENTINE
#define BOARD_LED_START 0        // START_TOP_LEFT

// Reed switches bounce briefly as a magnet comes or goes: the eager debounce reports a change on
// the first scan that sees it and holds the contact for the window (src/debounce.h; the profile's
// "debounce": "eager"). `make DEBOUNCE=deferred` builds the other mode.
#ifndef DEBOUNCE_MODE
#define DEBOUNCE_MODE DEBOUNCE_EAGER
#endif

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

#endif
