// The LED picture the host asked for (a LEDS frame kept after its frame buffer is reused) and
// its rendering into the WS2812 chain's bytes (G, R, B per LED, in chain order). Pure.
#ifndef TT_PICTURE_H
#define TT_PICTURE_H
#include <stdint.h>
#include "bitmap.h"
#include "chain.h"
#include "protocol.h"

#ifndef PICTURE_MAX_CELLS
#define PICTURE_MAX_CELLS 100u
#endif

typedef struct {
  uint16_t blink_period_ms;
  uint8_t palette_count;
  uint8_t palette[3u * MAX_PALETTE];                     // R, G, B
  uint8_t indices[(PICTURE_MAX_CELLS + 1u) / 2u];        // packed like LEDS
  uint8_t blink[BITMAP_BYTES(PICTURE_MAX_CELLS)];
} picture_t;

typedef struct { uint8_t r, g, b; } rgb_t;

/** All dark, nothing blinking. */
void picture_clear(picture_t *p);

/** Copies a decoded LEDS frame (its cells must equal the board's; checked by the caller). */
void picture_from_leds(picture_t *p, const leds_t *leds);

/**
 * Applies a LEDS_DELTA (its cells must be on the board; checked by the caller): palette entries
 * (an index past the palette's end extends it), then cell colours and blink bits.
 */
void picture_apply_delta(picture_t *p, const leds_delta_t *delta);

/** True when some cell blinks (the picture must be shown again at every half period). */
uint8_t picture_blinks(const picture_t *p, uint16_t cells);

/** Blinking cells are lit in the first half of each period, counted from uptime 0. */
uint8_t picture_blink_lit(const picture_t *p, uint32_t now_ms);

/**
 * The chain bytes for the picture: grb[3 * chain index + 0..2] = G, R, B. Returns whether any
 * byte changed (the LEDs need no new output when none did).
 */
uint8_t picture_render(const picture_t *p, const chain_t *chain, uint8_t blink_lit, uint8_t *grb);

/**
 * Renders only the cells a LEDS_DELTA changed (`changes`: its cell list, 3 bytes each); returns
 * whether any byte changed. A delta that changed palette entries also needs picture_render_slots.
 */
uint8_t picture_render_cells(const picture_t *p, const chain_t *chain, uint8_t blink_lit, const uint8_t *changes, uint16_t count, uint8_t *grb);

/** Renders the cells whose palette index is in `slots` (bit i = index i); returns whether any byte changed. */
uint8_t picture_render_slots(const picture_t *p, const chain_t *chain, uint8_t blink_lit, uint16_t slots, uint8_t *grb);

/** Every cell set in `cells_lit` in `colour`, the rest dark (idle and self-test patterns); returns whether any byte changed. */
uint8_t picture_render_bitmap(const uint8_t *cells_lit, rgb_t colour, const chain_t *chain, uint8_t *grb);

#endif
