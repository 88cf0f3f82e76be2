#include "debounce.h"

void debounce_init(debounce_t *d, uint16_t cells, uint16_t debounce_ms, uint8_t mode, const uint8_t *initial) {
  if (cells > DEBOUNCE_MAX_CELLS) cells = DEBOUNCE_MAX_CELLS;
  d->debounce_ms = debounce_ms;
  d->mode = mode == DEBOUNCE_EAGER ? DEBOUNCE_EAGER : DEBOUNCE_DEFERRED;
  d->last_ms = 0;
  d->cells = cells;
  d->pending_count = 0;
  for (uint16_t k = 0; k < BITMAP_BYTES(DEBOUNCE_MAX_CELLS); k++) {
    d->stable[k] = 0;
    d->pending[k] = 0;
  }
  for (uint16_t i = 0; i < DEBOUNCE_MAX_CELLS; i++) d->held_ms[i] = 0;
  if (initial) {
    for (uint16_t i = 0; i < cells; i++) bitmap_set(d->stable, i, bitmap_get(initial, i));
  }
}

uint16_t debounce_step(debounce_t *d, const uint8_t *raw, uint16_t now_ms, uint16_t *changed, uint16_t changed_cap) {
  uint16_t elapsed = (uint16_t)(now_ms - d->last_ms);
  d->last_ms = now_ms;
  uint16_t count = 0;
  uint16_t pending_count = d->pending_count;
  uint16_t bytes = BITMAP_BYTES(d->cells);
  uint8_t last_bits = (uint8_t)(d->cells & 7u);
  uint8_t eager = d->mode == DEBOUNCE_EAGER;
  for (uint16_t k = 0; k < bytes; k++) {
    uint8_t bits = (k + 1u == bytes && last_bits) ? last_bits : 8u;
    uint8_t in_use = bits == 8u ? 0xFFu : (uint8_t)((1u << bits) - 1u);
    uint8_t now = raw[k], stable = d->stable[k], pending = d->pending[k];
    // Every cell of this byte agrees with its stable value and none is pending (or held): the
    // per-cell rule below would only re-clear what is already clear, so skip the byte.
    if (((now ^ stable) & in_use) == 0 && pending == 0) continue;
    uint16_t *held = &d->held_ms[k * 8u];
    uint8_t mask = 1u;
    for (uint8_t bit = 0; bit < bits; bit++, mask = (uint8_t)(mask << 1)) {
      if (eager) {
        if (pending & mask) {
          // Held since its last flip: the raw value is not looked at until the window is complete.
          uint16_t sum = (uint16_t)(held[bit] + elapsed);
          held[bit] = sum < held[bit] ? 0xFFFFu : sum; // saturates at u16
          if (held[bit] < d->debounce_ms) continue;
          // The window is complete: the cell is free again, and this scan reads it like any free cell.
          pending &= (uint8_t)~mask;
          pending_count--;
          held[bit] = 0;
        }
        if ((now & mask) != (stable & mask)) {
          // The first scan that sees a difference reports it, and the hold's count starts here, at zero.
          stable ^= mask;
          if (changed && count < changed_cap) changed[count] = (uint16_t)(k * 8u + bit);
          count++;
          if (d->debounce_ms > 0) {
            pending |= mask;
            pending_count++;
            held[bit] = 0;
          }
        }
        continue;
      }
      if ((now & mask) == (stable & mask)) {
        // Agrees with the debounced value: nothing pending (a bounce back lands here and resets).
        if (pending & mask) pending_count--;
        pending &= (uint8_t)~mask;
        held[bit] = 0;
        continue;
      }
      if (pending & mask) {
        uint16_t sum = (uint16_t)(held[bit] + elapsed);
        held[bit] = sum < held[bit] ? 0xFFFFu : sum; // saturates at u16
      } else {
        // First scan that sees the difference: it may have happened at any time since the
        // previous scan, so the count starts here, at zero.
        pending |= mask;
        pending_count++;
        held[bit] = 0;
      }
      if (held[bit] >= d->debounce_ms) {
        stable ^= mask;
        pending &= (uint8_t)~mask;
        pending_count--;
        held[bit] = 0;
        if (changed && count < changed_cap) changed[count] = (uint16_t)(k * 8u + bit);
        count++;
      }
    }
    d->stable[k] = stable;
    d->pending[k] = pending;
  }
  d->pending_count = pending_count;
  return count;
}
