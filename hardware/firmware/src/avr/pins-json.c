/* Run through the C preprocessor only (Makefile): the board's pins as JSON for the emulator.
   Each list ends with null (the X-macros leave a trailing comma); "debounce" is the build's mode
   (the board header's choice, or make DEBOUNCE=…; config.h's deferred when neither chooses). */
#define PIN_JSON(port, bit, label) [#port, bit, #label],
#define DEBOUNCE_DEFERRED "deferred"
#define DEBOUNCE_EAGER "eager"
#ifndef DEBOUNCE_MODE
#define DEBOUNCE_MODE DEBOUNCE_DEFERRED
#endif
{"board": BOARD_ID, "rows": BOARD_ROWS, "cols": BOARD_COLS, "serpentine": BOARD_LED_SERPENTINE, "start": BOARD_LED_START,
 "debounce": DEBOUNCE_MODE,
 "rowPins": [BOARD_ROW_PINS(PIN_JSON) null],
 "colPins": [BOARD_COL_PINS(PIN_JSON) null],
 "ledPin": [BOARD_LED_PIN(PIN_JSON) null],
#ifdef BOARD_LED_CLOCK_PIN
 "ledKind": "apa102", "ledClockPin": [BOARD_LED_CLOCK_PIN(PIN_JSON) null],
#else
 "ledKind": "ws2812", "ledClockPin": [null],
#endif
 "selfTestPin": [BOARD_SELF_TEST_PIN(PIN_JSON) null],
#ifdef BOARD_BUTTON_PINS
 "buttonPins": [BOARD_BUTTON_PINS(PIN_JSON) null]}
#else
 "buttonPins": [null]}
#endif
