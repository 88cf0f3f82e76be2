// Native (host gcc) test driver for the firmware's pure modules. native.test.ts turns the shared
// vectors (hardware/vectors/*.json) into one command per line on stdin; this program answers
// each with exactly one line on stdout, and the vitest test compares the answers.
//
//   crc HEX                          → crc XXXX
//   encode MESSAGE                   → frame HEX slip HEX
//   decode HEX                       → MESSAGE | error KIND FIELDS...
//   slip HEX                         → frames [HEX...]   (a decoder with a 1024-byte buffer)
//   debounce MODE MS CELLS T:RAW...  → steps STABLE/CHANGED...   (MODE: eager or deferred; CHANGED: i,j or -)
//   chain ROWS COLS SERPENTINE START → chain I0 I1 ...   (chain index of each cell)
//
// MESSAGE is the message as tokens, the same both ways (- stands for an empty list):
//   HELLO seq major minor idHex v0 v1 v2 rows cols ledKind buttons maxLedFrame [features [speeds]]
//   STATE seq uptimeMs cells occupancyBits buttonCount buttonBits
//   LEDS seq blinkPeriodMs paletteHex cells colourNibbles blinkBits
//   LEDS_DELTA seq baseSeq blinkPeriodMs paletteHex(index,R,G,B...) changes cell:value,...
//   SET_SPEED seq baudRate
//   ACK seq ackedSeq | PING seq nonce | PONG seq nonce | ERROR seq code detail | GET_STATE seq
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bitmap.h"
#include "chain.h"
#include "crc16.h"
#include "debounce.h"
#include "protocol.h"
#include "slip.h"

#define MAX_BYTES 4096

static const char *const type_names[] = { "?", "HELLO", "STATE", "LEDS", "ACK", "PING", "PONG", "ERROR", "GET_STATE", "SET_SPEED", "LEDS_DELTA" };

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/** "-" or hex digits → bytes; returns the count or -1. */
static int parse_hex(const char *text, uint8_t *out, int cap) {
  if (strcmp(text, "-") == 0) return 0;
  int n = (int)strlen(text);
  if (n % 2 != 0 || n / 2 > cap) return -1;
  for (int i = 0; i < n / 2; i++) {
    int hi = hex_value(text[2 * i]), lo = hex_value(text[2 * i + 1]);
    if (hi < 0 || lo < 0) return -1;
    out[i] = (uint8_t)(hi * 16 + lo);
  }
  return n / 2;
}

static void print_hex(const uint8_t *bytes, int n) {
  if (n == 0) { fputs("-", stdout); return; }
  for (int i = 0; i < n; i++) printf("%02x", bytes[i]);
}

/** "-" or 0/1 characters → bitmap; returns the number of bits. */
static int parse_bits(const char *text, uint8_t *map, int cap_bits) {
  memset(map, 0, (size_t)(cap_bits + 7) / 8);
  if (strcmp(text, "-") == 0) return 0;
  int n = (int)strlen(text);
  if (n > cap_bits) return -1;
  for (int i = 0; i < n; i++) bitmap_set(map, (uint16_t)i, text[i] == '1');
  return n;
}

static void print_bits(const uint8_t *map, int n) {
  if (n == 0) { fputs("-", stdout); return; }
  for (int i = 0; i < n; i++) putchar(bitmap_get(map, (uint16_t)i) ? '1' : '0');
}

static char *next_token(void) { return strtok(NULL, " \t\r\n"); }

static long next_number(void) {
  char *t = next_token();
  return t ? strtol(t, NULL, 0) : 0;
}

// Storage the parsed message points into.
static uint8_t bitmap_a[MAX_BYTES], bitmap_b[MAX_BYTES], palette[4 * 17], nibbles[MAX_BYTES];

static int parse_message(message_t *m) {
  const char *type = next_token();
  if (!type) return 0;
  memset(m, 0, sizeof *m);
  for (uint8_t t = 1; t <= MSG_LEDS_DELTA; t++) {
    if (strcmp(type, type_names[t]) == 0) m->type = t;
  }
  m->seq = (uint8_t)next_number();
  switch (m->type) {
    case MSG_HELLO: {
      hello_t *h = &m->u.hello;
      h->protocol_major = (uint8_t)next_number();
      h->protocol_minor = (uint8_t)next_number();
      uint8_t id[FIRMWARE_ID_LENGTH];
      int n = parse_hex(next_token(), id, FIRMWARE_ID_LENGTH);
      for (int i = 0; i < n; i++) h->firmware_id[i] = (char)id[i];
      for (int i = 0; i < 3; i++) h->firmware_version[i] = (uint8_t)next_number();
      h->rows = (uint8_t)next_number();
      h->cols = (uint8_t)next_number();
      h->led_kind = (uint8_t)next_number();
      h->buttons = (uint8_t)next_number();
      h->max_led_frame = (uint16_t)next_number();
      for (char *t = next_token(); t && h->appended < 2; t = next_token()) {
        if (h->appended++ == 0) h->features = (uint8_t)strtol(t, NULL, 0);
        else h->speeds = (uint8_t)strtol(t, NULL, 0);
      }
      return 1;
    }
    case MSG_STATE: {
      state_t *s = &m->u.state;
      s->uptime_ms = (uint32_t)strtoul(next_token(), NULL, 0);
      s->cells = (uint16_t)next_number();
      parse_bits(next_token(), bitmap_a, MAX_BYTES * 8);
      s->occupancy = bitmap_a;
      s->button_count = (uint8_t)next_number();
      parse_bits(next_token(), bitmap_b, 256);
      s->buttons = bitmap_b;
      return 1;
    }
    case MSG_LEDS: {
      leds_t *l = &m->u.leds;
      l->blink_period_ms = (uint16_t)next_number();
      int p = parse_hex(next_token(), palette, (int)sizeof palette);
      l->palette_count = (uint8_t)(p / 3);
      l->palette = palette;
      l->cells = (uint16_t)next_number();
      const char *colours = next_token();
      memset(nibbles, 0, sizeof nibbles);
      for (int i = 0; strcmp(colours, "-") != 0 && colours[i]; i++) {
        nibbles[i >> 1] |= (uint8_t)(hex_value(colours[i]) << ((i & 1) * 4));
      }
      l->indices = nibbles;
      parse_bits(next_token(), bitmap_a, MAX_BYTES * 8);
      l->blink = bitmap_a;
      return 1;
    }
    case MSG_LEDS_DELTA: {
      leds_delta_t *d = &m->u.delta;
      d->base_seq = (uint8_t)next_number();
      d->blink_period_ms = (uint16_t)next_number();
      int p = parse_hex(next_token(), palette, (int)sizeof palette);
      d->palette_changes = (uint8_t)(p / 4);
      d->palette = palette;
      d->cell_changes = (uint16_t)next_number();
      const char *list = next_token();
      int n = 0;
      for (const char *at = list; strcmp(list, "-") != 0 && at && *at; n++) {
        char *end;
        unsigned long cell = strtoul(at, &end, 0);
        unsigned long value = strtoul(end + 1, &end, 0);
        nibbles[3 * n] = (uint8_t)cell;
        nibbles[3 * n + 1] = (uint8_t)(cell >> 8);
        nibbles[3 * n + 2] = (uint8_t)value;
        at = *end == ',' ? end + 1 : 0;
      }
      d->cells = nibbles;
      return 1;
    }
    case MSG_SET_SPEED: m->u.baud_rate = (uint32_t)strtoul(next_token(), NULL, 0); return 1;
    case MSG_ACK: m->u.acked_seq = (uint8_t)next_number(); return 1;
    case MSG_PING:
    case MSG_PONG: m->u.nonce = (uint32_t)strtoul(next_token(), NULL, 0); return 1;
    case MSG_ERROR:
      m->u.error.code = (uint8_t)next_number();
      m->u.error.detail = (uint8_t)next_number();
      return 1;
    case MSG_GET_STATE: return 1;
    default: return 0;
  }
}

static void print_message(const message_t *m) {
  printf("%s %u", type_names[m->type], m->seq);
  switch (m->type) {
    case MSG_HELLO: {
      const hello_t *h = &m->u.hello;
      printf(" %u %u ", h->protocol_major, h->protocol_minor);
      print_hex((const uint8_t *)h->firmware_id, (int)strlen(h->firmware_id));
      printf(" %u %u %u %u %u %u %u %u", h->firmware_version[0], h->firmware_version[1], h->firmware_version[2],
             h->rows, h->cols, h->led_kind, h->buttons, h->max_led_frame);
      if (h->appended >= 1) printf(" %u", h->features);
      if (h->appended >= 2) printf(" %u", h->speeds);
      break;
    }
    case MSG_STATE: {
      const state_t *s = &m->u.state;
      printf(" %lu %u ", (unsigned long)s->uptime_ms, s->cells);
      print_bits(s->occupancy, s->cells);
      printf(" %u ", s->button_count);
      print_bits(s->buttons, s->button_count);
      break;
    }
    case MSG_LEDS: {
      const leds_t *l = &m->u.leds;
      printf(" %u ", l->blink_period_ms);
      print_hex(l->palette, 3 * l->palette_count);
      printf(" %u ", l->cells);
      if (l->cells == 0) fputs("-", stdout);
      for (uint16_t i = 0; i < l->cells; i++) printf("%x", leds_colour(l, i));
      putchar(' ');
      print_bits(l->blink, l->cells);
      break;
    }
    case MSG_LEDS_DELTA: {
      const leds_delta_t *d = &m->u.delta;
      printf(" %u %u ", d->base_seq, d->blink_period_ms);
      print_hex(d->palette, 4 * d->palette_changes);
      printf(" %u ", d->cell_changes);
      if (d->cell_changes == 0) fputs("-", stdout);
      for (uint16_t i = 0; i < d->cell_changes; i++) {
        const uint8_t *c = d->cells + 3u * i;
        printf(i ? ",%u:%u" : "%u:%u", (unsigned)(c[0] | (c[1] << 8)), c[2]);
      }
      break;
    }
    case MSG_SET_SPEED: printf(" %lu", (unsigned long)m->u.baud_rate); break;
    case MSG_ACK: printf(" %u", m->u.acked_seq); break;
    case MSG_PING:
    case MSG_PONG: printf(" %lu", (unsigned long)m->u.nonce); break;
    case MSG_ERROR: printf(" %u %u", m->u.error.code, m->u.error.detail); break;
    default: break;
  }
}

typedef struct {
  uint8_t *bytes;
  int n;
} sink_t;

static void put(void *ctx, uint8_t b) {
  sink_t *sink = ctx;
  sink->bytes[sink->n++] = b;
}

static void run_encode(void) {
  message_t m;
  if (!parse_message(&m)) { puts("bad-command"); return; }
  static uint8_t frame[MAX_BYTES];
  uint16_t len = protocol_encode(&m, frame, sizeof frame);
  fputs("frame ", stdout);
  print_hex(frame, len);
  fputs(" slip ", stdout);
  static uint8_t slip[2 * MAX_BYTES + 2];
  sink_t sink = { slip, 0 };
  slip_encode(frame, len, put, &sink);
  print_hex(slip, sink.n);
  putchar('\n');
}

static void run_decode(void) {
  static uint8_t frame[MAX_BYTES];
  int n = parse_hex(next_token(), frame, MAX_BYTES);
  message_t m;
  decode_error_t e;
  switch (protocol_decode(frame, (uint16_t)n, &m, &e)) {
    case DECODE_OK: print_message(&m); break;
    case DECODE_TOO_SHORT: printf("error too-short %u", e.length); break;
    case DECODE_BAD_CRC: printf("error bad-crc %u %u", e.expected_crc, e.actual_crc); break;
    case DECODE_UNKNOWN_TYPE: printf("error unknown-type %u %u", e.type, e.seq); break;
    case DECODE_BAD_LENGTH: printf("error bad-length %u", e.type); break;
  }
  putchar('\n');
}

static void run_slip(void) {
  static uint8_t stream[MAX_BYTES], buf[1024];
  int n = parse_hex(next_token(), stream, MAX_BYTES);
  slip_decoder_t d;
  slip_decoder_init(&d, buf, sizeof buf);
  fputs("frames", stdout);
  for (int i = 0; i < n; i++) {
    slip_event_t event = slip_decoder_push(&d, stream[i]);
    if (event == SLIP_FRAME) { putchar(' '); print_hex(buf, d.frame_len); }
    if (event == SLIP_TOO_LARGE) fputs(" too-large", stdout);
  }
  putchar('\n');
}

static void run_debounce(void) {
  const char *mode = next_token();
  uint8_t eager = mode && strcmp(mode, "eager") == 0;
  if (!eager && !(mode && strcmp(mode, "deferred") == 0)) { puts("bad-mode"); return; }
  uint16_t ms = (uint16_t)next_number();
  uint16_t cells = (uint16_t)next_number();
  static debounce_t d;
  debounce_init(&d, cells, ms, eager ? DEBOUNCE_EAGER : DEBOUNCE_DEFERRED, NULL);
  fputs("steps", stdout);
  for (char *step = next_token(); step; step = next_token()) {
    char *colon = strchr(step, ':');
    if (!colon) { fputs(" bad-step", stdout); break; }
    *colon = '\0';
    uint16_t t = (uint16_t)strtoul(step, NULL, 0);
    uint8_t raw[BITMAP_BYTES(DEBOUNCE_MAX_CELLS)];
    parse_bits(colon + 1, raw, DEBOUNCE_MAX_CELLS);
    uint16_t changed[DEBOUNCE_MAX_CELLS];
    uint16_t count = debounce_step(&d, raw, t, changed, DEBOUNCE_MAX_CELLS);
    putchar(' ');
    print_bits(d.stable, cells);
    putchar('/');
    if (count == 0) putchar('-');
    for (uint16_t i = 0; i < count; i++) printf(i ? ",%u" : "%u", changed[i]);
  }
  putchar('\n');
}

static void run_chain(void) {
  chain_t c;
  c.rows = (uint8_t)next_number();
  c.cols = (uint8_t)next_number();
  c.serpentine = (uint8_t)next_number();
  c.start = (uint8_t)next_number();
  fputs("chain", stdout);
  for (uint16_t cell = 0; cell < c.rows * c.cols; cell++) printf(" %u", chain_index(&c, cell));
  putchar('\n');
}

int main(void) {
  static char line[3 * MAX_BYTES];
  while (fgets(line, sizeof line, stdin)) {
    const char *command = strtok(line, " \t\r\n");
    if (!command) continue;
    if (strcmp(command, "crc") == 0) {
      static uint8_t bytes[MAX_BYTES];
      int n = parse_hex(next_token(), bytes, MAX_BYTES);
      printf("crc %04x\n", crc16(bytes, (uint16_t)n));
    } else if (strcmp(command, "encode") == 0) run_encode();
    else if (strcmp(command, "decode") == 0) run_decode();
    else if (strcmp(command, "slip") == 0) run_slip();
    else if (strcmp(command, "debounce") == 0) run_debounce();
    else if (strcmp(command, "chain") == 0) run_chain();
    else printf("unknown-command %s\n", command);
  }
  return 0;
}
