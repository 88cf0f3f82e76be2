/* Run through the C preprocessor only (Makefile): the board's pins as JSON for the emulator.
   Each list ends with null (the X-macros leave a trailing comma). */
#define PIN_JSON(port, bit, label) [#port, bit, #label],
{"board": BOARD_ID, "rows": BOARD_ROWS, "cols": BOARD_COLS, "serpentine": BOARD_LED_SERPENTINE, "start": BOARD_LED_START,
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
