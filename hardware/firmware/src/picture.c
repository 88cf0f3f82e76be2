#include "picture.h"


void picture_clear(picture_t *p) {
  p->blink_period_ms = 0;
  p->palette_count = 0;
  for (uint8_t i = 0; i < sizeof p->palette; i++) p->palette[i] = 0;
  for (uint16_t i = 0; i < sizeof p->indices; i++) p->indices[i] = 0;
  for (uint16_t i = 0; i < sizeof p->blink; i++) p->blink[i] = 0;
}

void picture_from_leds(picture_t *p, const leds_t *leds) {
  picture_clear(p);
  uint16_t cells = leds->cells > PICTURE_MAX_CELLS ? PICTURE_MAX_CELLS : leds->cells;
  p->blink_period_ms = leds->blink_period_ms;
  p->palette_count = leds->palette_count;
  for (uint8_t i = 0; i < 3u * leds->palette_count; i++) p->palette[i] = leds->palette[i];
  for (uint16_t i = 0; i < (cells + 1u) / 2u; i++) p->indices[i] = leds->indices[i];
  for (uint16_t i = 0; i < BITMAP_BYTES(cells); i++) p->blink[i] = leds->blink[i];
}

void picture_apply_delta(picture_t *p, const leds_delta_t *delta) {
  p->blink_period_ms = delta->blink_period_ms;
  for (uint8_t i = 0; i < delta->palette_changes; i++) {
    const uint8_t *entry = delta->palette + 4u * i;
    uint8_t index = entry[0];
    p->palette[3u * index] = entry[1];
    p->palette[3u * index + 1u] = entry[2];
    p->palette[3u * index + 2u] = entry[3];
    if (index >= p->palette_count) p->palette_count = (uint8_t)(index + 1u);
  }
  for (uint16_t i = 0; i < delta->cell_changes; i++) {
    const uint8_t *change = delta->cells + 3u * i;
    uint16_t cell = (uint16_t)(change[0] | ((uint16_t)change[1] << 8));
    uint8_t colour = (uint8_t)(change[2] & 0x0Fu);
    uint8_t *packed = &p->indices[cell >> 1];
    *packed = (cell & 1u) ? (uint8_t)((*packed & 0x0Fu) | (uint8_t)(colour << 4)) : (uint8_t)((*packed & 0xF0u) | colour);
    bitmap_set(p->blink, cell, (change[2] & DELTA_BLINK) != 0);
  }
}

uint8_t picture_blinks(const picture_t *p, uint16_t cells) {
  uint16_t whole = cells >> 3;
  for (uint16_t k = 0; k < whole; k++) {
    if (p->blink[k]) return 1; // eight cells at a time
  }
  return (cells & 7u) ? (p->blink[whole] & (uint8_t)((1u << (cells & 7u)) - 1u)) != 0 : 0;
}

uint8_t picture_blink_lit(const picture_t *p, uint32_t now_ms) {
  if (p->blink_period_ms < 2u) return 1; // no period to split in halves: always lit
  return (uint16_t)(now_ms % p->blink_period_ms) < p->blink_period_ms / 2u;
}

/** Writes one LED's bytes at `at`; returns 1 when they differ from what the buffer held. */
static inline __attribute__((always_inline)) uint8_t put(uint8_t *at, uint8_t r, uint8_t g, uint8_t b) {
  uint8_t changed = (uint8_t)((at[0] ^ g) | (at[1] ^ r) | (at[2] ^ b));
  at[0] = g; // WS2812 wants green first (the APA102 output reorders)
  at[1] = r;
  at[2] = b;
  return changed != 0;
}

/** The cell's palette index (its nibble of the packed indices). */
static inline __attribute__((always_inline)) uint8_t cell_index(const picture_t *p, uint16_t cell) {
  uint8_t packed = p->indices[cell >> 1];
  return (cell & 1u) ? (uint8_t)(packed >> 4) : (uint8_t)(packed & 0x0Fu);
}

/** One cell into its LED's bytes: its palette colour, or dark (no such colour, or a blink's dark half). */
static inline __attribute__((always_inline)) uint8_t render_cell(const picture_t *p, uint16_t cell, uint8_t blink_lit, uint8_t *at) {
  uint8_t index = cell_index(p, cell);
  if (index < p->palette_count && (blink_lit || !bitmap_get(p->blink, cell))) {
    const uint8_t *rgb = p->palette + 3u * index;
    return put(at, rgb[0], rgb[1], rgb[2]);
  }
  return put(at, 0, 0, 0);
}

// The render loop walks rows and columns and steps along each row's LEDs, rather than dividing
// each cell number by the row length or placing every cell on the chain afresh: the AVR has no
// divider, and the picture must be on the LEDs within a millisecond or two of its frame.
uint8_t picture_render_slots(const picture_t *p, const chain_t *chain, uint8_t blink_lit, uint16_t slots, uint8_t *grb) {
  uint8_t in_slots[MAX_PALETTE]; // a table, not `slots >> index`: the AVR shifts one bit per cycle
  for (uint8_t i = 0; i < MAX_PALETTE; i++) in_slots[i] = (uint8_t)((slots >> i) & 1u);
  uint8_t changed = 0;
  uint16_t cell = 0;
  for (uint8_t r = 0; r < chain->rows; r++) {
    uint16_t first = chain_index_rc(chain, r, 0);
    int8_t step = chain_index_rc(chain, r, chain->cols > 1 ? 1 : 0) >= first ? 3 : -3;
    uint8_t *at = grb + 3u * first;
    for (uint8_t col = 0; col < chain->cols; col++, cell++, at += step) {
      if (in_slots[cell_index(p, cell)]) changed |= render_cell(p, cell, blink_lit, at);
    }
  }
  return changed;
}

uint8_t picture_render(const picture_t *p, const chain_t *chain, uint8_t blink_lit, uint8_t *grb) {
  return picture_render_slots(p, chain, blink_lit, 0xFFFFu, grb); // every index: every cell
}

uint8_t picture_render_cells(const picture_t *p, const chain_t *chain, uint8_t blink_lit, const uint8_t *changes, uint16_t count, uint8_t *grb) {
  uint8_t changed = 0;
  for (uint16_t i = 0; i < count; i++) {
    const uint8_t *change = changes + 3u * i;
    uint16_t cell = (uint16_t)(change[0] | ((uint16_t)change[1] << 8));
    changed |= render_cell(p, cell, blink_lit, grb + 3u * chain_index(chain, cell));
  }
  return changed;
}

uint8_t picture_render_bitmap(const uint8_t *cells_lit, rgb_t colour, const chain_t *chain, uint8_t *grb) {
  uint8_t changed = 0;
  uint16_t cell = 0;
  for (uint8_t r = 0; r < chain->rows; r++) {
    for (uint8_t col = 0; col < chain->cols; col++, cell++) {
      uint16_t led = chain_index_rc(chain, r, col);
      if (bitmap_get(cells_lit, cell)) changed |= put(grb + 3u * led, colour.r, colour.g, colour.b);
      else changed |= put(grb + 3u * led, 0, 0, 0);
    }
  }
  return changed;
}
