#include "protocol.h"
#include "crc16.h"

// ---- reading ------------------------------------------------------------------------------

typedef struct {
  const uint8_t *p;
  uint16_t left;
  uint8_t short_read; // set once a read ran past the end (that read consumed nothing, as in TS)
} reader_t;

static const uint8_t *take(reader_t *r, uint16_t n) {
  if (n > r->left) { r->short_read = 1; return 0; }
  const uint8_t *at = r->p;
  r->p += n;
  r->left = (uint16_t)(r->left - n);
  return at;
}

static uint8_t u8(reader_t *r) {
  const uint8_t *b = take(r, 1);
  return b ? b[0] : 0;
}

static uint16_t u16(reader_t *r) {
  const uint8_t *b = take(r, 2);
  return b ? (uint16_t)(b[0] | ((uint16_t)b[1] << 8)) : 0;
}

static uint32_t u32(reader_t *r) {
  const uint8_t *b = take(r, 4);
  return b ? ((uint32_t)b[0] | ((uint32_t)b[1] << 8) | ((uint32_t)b[2] << 16) | ((uint32_t)b[3] << 24)) : 0;
}

static void read_firmware_id(const uint8_t *bytes, char *out) {
  uint8_t n = 0;
  if (bytes) {
    for (; n < FIRMWARE_ID_LENGTH && bytes[n] != 0; n++) {
      uint8_t b = bytes[n];
      out[n] = (b >= 0x20 && b <= 0x7E) ? (char)b : '?';
    }
  }
  out[n] = '\0';
}

static uint8_t decode_hello(reader_t *r, hello_t *h) {
  h->protocol_major = u8(r);
  h->protocol_minor = u8(r);
  if (r->short_read) return 0;
  // Another major may lay out the rest differently: read what is there (missing bytes as 0) so
  // the receiver can still name both versions when it refuses the peer.
  uint8_t lenient = h->protocol_major != PROTOCOL_MAJOR;
  read_firmware_id(take(r, FIRMWARE_ID_LENGTH), h->firmware_id);
  h->firmware_version[0] = u8(r);
  h->firmware_version[1] = u8(r);
  h->firmware_version[2] = u8(r);
  h->rows = u8(r);
  h->cols = u8(r);
  h->led_kind = u8(r);
  h->buttons = u8(r);
  h->max_led_frame = u16(r);
  // Minor 1 appends features, minor 2 speeds: an older peer's HELLO ends before them.
  h->appended = 0;
  if (r->short_read) return lenient;
  if (lenient || r->left == 0) return 1;
  h->features = u8(r);
  h->appended = 1;
  if (r->left == 0) return 1;
  h->speeds = u8(r);
  h->appended = 2;
  return 1;
}

static uint8_t decode_state(reader_t *r, state_t *s) {
  s->uptime_ms = u32(r);
  s->cells = u16(r);
  if (r->short_read) return 0;
  s->occupancy = take(r, (uint16_t)((s->cells + 7u) / 8u));
  s->button_count = u8(r);
  if (r->short_read) return 0;
  s->buttons = take(r, (uint16_t)((s->button_count + 7u) / 8u));
  return !r->short_read;
}

static uint8_t decode_leds(reader_t *r, leds_t *l) {
  l->blink_period_ms = u16(r);
  l->palette_count = u8(r);
  if (r->short_read || l->palette_count > MAX_PALETTE) return 0;
  l->palette = take(r, (uint16_t)(3u * l->palette_count));
  l->cells = u16(r);
  if (r->short_read) return 0;
  l->indices = take(r, (uint16_t)((l->cells + 1u) / 2u));
  l->blink = take(r, (uint16_t)((l->cells + 7u) / 8u));
  return !r->short_read;
}

static uint8_t decode_leds_delta(reader_t *r, leds_delta_t *d) {
  d->base_seq = u8(r);
  d->blink_period_ms = u16(r);
  d->palette_changes = u8(r);
  if (r->short_read || d->palette_changes > MAX_PALETTE) return 0;
  d->palette = take(r, (uint16_t)(4u * d->palette_changes));
  if (r->short_read) return 0;
  for (uint8_t i = 0; i < d->palette_changes; i++) {
    if (d->palette[4u * i] >= MAX_PALETTE) return 0;
  }
  d->cell_changes = u16(r);
  if (r->short_read || d->cell_changes > 0x5555u) return 0; // 3 bytes each must fit a u16 length
  d->cells = take(r, (uint16_t)(3u * d->cell_changes));
  return !r->short_read;
}

static uint8_t decode_payload(reader_t *r, message_t *m) {
  switch (m->type) {
    case MSG_HELLO: return decode_hello(r, &m->u.hello);
    case MSG_STATE: return decode_state(r, &m->u.state);
    case MSG_LEDS: return decode_leds(r, &m->u.leds);
    case MSG_LEDS_DELTA: return decode_leds_delta(r, &m->u.delta);
    case MSG_SET_SPEED: m->u.baud_rate = u32(r); break;
    case MSG_ACK: m->u.acked_seq = u8(r); break;
    case MSG_PING:
    case MSG_PONG: m->u.nonce = u32(r); break;
    case MSG_ERROR:
      m->u.error.code = u8(r);
      m->u.error.detail = u8(r);
      break;
    default: break; // GET_STATE: empty payload
  }
  return !r->short_read; // trailing bytes (a later minor version's fields) are ignored
}

decode_status_t protocol_decode(const uint8_t *frame, uint16_t len, message_t *out, decode_error_t *error) {
  error->status = DECODE_OK;
  if (len < FRAME_OVERHEAD) {
    error->status = DECODE_TOO_SHORT;
    error->length = len;
    return error->status;
  }
  uint16_t body = (uint16_t)(len - 2u);
  uint16_t expected = crc16(frame, body);
  uint16_t actual = (uint16_t)(((uint16_t)frame[body] << 8) | frame[body + 1u]);
  if (expected != actual) {
    error->status = DECODE_BAD_CRC;
    error->expected_crc = expected;
    error->actual_crc = actual;
    return error->status;
  }
  out->type = frame[0];
  out->seq = frame[1];
  if (out->type < MSG_HELLO || out->type > MSG_LEDS_DELTA) {
    error->status = DECODE_UNKNOWN_TYPE;
    error->type = out->type;
    error->seq = out->seq;
    return error->status;
  }
  reader_t r = { frame + 2, (uint16_t)(body - 2u), 0 };
  if (!decode_payload(&r, out)) {
    error->status = DECODE_BAD_LENGTH;
    error->type = out->type;
  }
  return error->status;
}

// ---- writing ------------------------------------------------------------------------------

typedef struct {
  uint8_t *p;
  uint16_t len, cap;
  uint8_t overflow;
} writer_t;

static void w8(writer_t *w, uint8_t b) {
  if (w->len < w->cap) w->p[w->len++] = b;
  else w->overflow = 1;
}

static void w16(writer_t *w, uint16_t v) { w8(w, (uint8_t)v); w8(w, (uint8_t)(v >> 8)); }

static void w32(writer_t *w, uint32_t v) { w16(w, (uint16_t)v); w16(w, (uint16_t)(v >> 16)); }

/** Copies a bitmap of `bits` bits, sending the unused bits of its last byte as 0. */
static void wbits(writer_t *w, const uint8_t *map, uint16_t bits) {
  uint16_t bytes = (uint16_t)((bits + 7u) / 8u);
  for (uint16_t i = 0; i < bytes; i++) {
    uint8_t b = map[i];
    if (i == bytes - 1u && (bits & 7u)) b &= (uint8_t)((1u << (bits & 7u)) - 1u);
    w8(w, b);
  }
}

static void encode_hello(writer_t *w, const hello_t *h) {
  w8(w, h->protocol_major);
  w8(w, h->protocol_minor);
  uint8_t ended = 0;
  for (uint8_t i = 0; i < FIRMWARE_ID_LENGTH; i++) {
    uint8_t c = ended ? 0 : (uint8_t)h->firmware_id[i];
    if (c == 0) ended = 1;
    else if (c < 0x20 || c > 0x7E) c = '?';
    w8(w, c);
  }
  for (uint8_t i = 0; i < 3; i++) w8(w, h->firmware_version[i]);
  w8(w, h->rows);
  w8(w, h->cols);
  w8(w, h->led_kind);
  w8(w, h->buttons);
  w16(w, h->max_led_frame);
  if (h->appended >= 1) w8(w, h->features);
  if (h->appended >= 2) w8(w, h->speeds);
}

static void encode_state(writer_t *w, const state_t *s) {
  w32(w, s->uptime_ms);
  w16(w, s->cells);
  wbits(w, s->occupancy, s->cells);
  w8(w, s->button_count);
  wbits(w, s->buttons, s->button_count);
}

static void encode_leds(writer_t *w, const leds_t *l) {
  uint8_t palette = l->palette_count > MAX_PALETTE ? MAX_PALETTE : l->palette_count;
  w16(w, l->blink_period_ms);
  w8(w, palette);
  for (uint16_t i = 0; i < 3u * palette; i++) w8(w, l->palette[i]);
  w16(w, l->cells);
  uint16_t index_bytes = (uint16_t)((l->cells + 1u) / 2u);
  for (uint16_t i = 0; i < index_bytes; i++) {
    uint8_t b = l->indices[i];
    if ((l->cells & 1u) && i == index_bytes - 1u) b &= 0x0Fu; // unused high nibble sent as 0
    w8(w, b);
  }
  wbits(w, l->blink, l->cells);
}

static void encode_leds_delta(writer_t *w, const leds_delta_t *d) {
  w8(w, d->base_seq);
  w16(w, d->blink_period_ms);
  w8(w, d->palette_changes);
  for (uint16_t i = 0; i < 4u * d->palette_changes; i++) w8(w, d->palette[i]);
  w16(w, d->cell_changes);
  for (uint16_t i = 0; i < 3u * d->cell_changes; i++) w8(w, d->cells[i]);
}

uint16_t protocol_encode(const message_t *m, uint8_t *out, uint16_t cap) {
  writer_t w = { out, 0, cap, 0 };
  w8(&w, m->type);
  w8(&w, m->seq);
  switch (m->type) {
    case MSG_HELLO: encode_hello(&w, &m->u.hello); break;
    case MSG_STATE: encode_state(&w, &m->u.state); break;
    case MSG_LEDS: encode_leds(&w, &m->u.leds); break;
    case MSG_LEDS_DELTA: encode_leds_delta(&w, &m->u.delta); break;
    case MSG_SET_SPEED: w32(&w, m->u.baud_rate); break;
    case MSG_ACK: w8(&w, m->u.acked_seq); break;
    case MSG_PING:
    case MSG_PONG: w32(&w, m->u.nonce); break;
    case MSG_ERROR: w8(&w, m->u.error.code); w8(&w, m->u.error.detail); break;
    default: break;
  }
  if (w.overflow || w.len + 2u > cap) return 0;
  uint16_t crc = crc16(out, w.len);
  out[w.len++] = (uint8_t)(crc >> 8); // the one big-endian field
  out[w.len++] = (uint8_t)crc;
  return w.len;
}
