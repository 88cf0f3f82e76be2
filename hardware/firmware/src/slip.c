#include "slip.h"

void slip_decoder_init(slip_decoder_t *d, uint8_t *buf, uint16_t cap) {
  d->buf = buf;
  d->cap = cap;
  slip_decoder_reset(d);
}

void slip_decoder_reset(slip_decoder_t *d) {
  d->len = 0;
  d->frame_len = 0;
  d->escaped = 0;
  d->overflow = 0;
}

static void append(slip_decoder_t *d, uint8_t byte) {
  if (d->len < d->cap) d->buf[d->len++] = byte;
  else d->overflow = 1;
}

static slip_event_t end_of_frame(slip_decoder_t *d) {
  slip_event_t event = SLIP_NONE;
  if (d->overflow) event = SLIP_TOO_LARGE;
  else if (d->len > 0) event = SLIP_FRAME;
  // The frame stays readable in buf until the next byte overwrites it.
  d->frame_len = (event == SLIP_FRAME) ? d->len : 0;
  d->len = 0;
  d->overflow = 0;
  return event;
}

slip_event_t slip_decoder_push(slip_decoder_t *d, uint8_t byte) {
  if (d->escaped) {
    d->escaped = 0;
    if (byte == SLIP_ESC_END) { append(d, SLIP_END); return SLIP_NONE; }
    if (byte == SLIP_ESC_ESC) { append(d, SLIP_ESC); return SLIP_NONE; }
    append(d, SLIP_ESC); // a stray ESC: kept as a literal, the byte is read afresh below
  }
  if (byte == SLIP_END) return end_of_frame(d);
  if (byte == SLIP_ESC) { d->escaped = 1; return SLIP_NONE; }
  append(d, byte);
  return SLIP_NONE;
}

void slip_encode(const uint8_t *frame, uint16_t len, slip_put_fn put, void *ctx) {
  if (len == 0) return;
  put(ctx, SLIP_END);
  for (uint16_t i = 0; i < len; i++) {
    uint8_t b = frame[i];
    if (b == SLIP_END) { put(ctx, SLIP_ESC); put(ctx, SLIP_ESC_END); }
    else if (b == SLIP_ESC) { put(ctx, SLIP_ESC); put(ctx, SLIP_ESC_ESC); }
    else put(ctx, b);
  }
  put(ctx, SLIP_END);
}
