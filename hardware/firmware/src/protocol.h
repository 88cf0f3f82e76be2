// Protocol v1 frames (hardware/PROTOCOL.md): [type][seq][payload][CRC-16 big-endian].
// Pure codec, checked against hardware/vectors/frames.json by the native tests.
//
// Decoding never copies: STATE and LEDS point into the frame buffer, which must outlive the
// message. Checks run in the spec's order (length, CRC, type, payload) and the first failure
// is returned. Encoding writes the frame into a caller's buffer and never fails except for a
// buffer that is too small (0 is returned).
#ifndef TT_PROTOCOL_H
#define TT_PROTOCOL_H
#include <stdint.h>

#define PROTOCOL_MAJOR 1u
#define PROTOCOL_MINOR 2u
#define FRAME_OVERHEAD 4u // type, seq, CRC
#define FIRMWARE_ID_LENGTH 8u
#define MAX_PALETTE 16u
#define HELLO_PAYLOAD_LENGTH 19u

// HELLO `features` bits (minor 1: corners, minor 2: LEDS_DELTA) and `speeds` bits (minor 2).
#define FEATURE_CORNERS 0x01u
#define FEATURE_LEDS_DELTA 0x02u
#define SPEED_250K 0x01u
#define SPEED_500K 0x02u
#define SPEED_1M 0x04u
#define DELTA_BLINK 0x10u // LEDS_DELTA cell value: bits 0-3 palette index, bit 4 blink

enum message_type {
  MSG_HELLO = 1, MSG_STATE = 2, MSG_LEDS = 3, MSG_ACK = 4,
  MSG_PING = 5, MSG_PONG = 6, MSG_ERROR = 7, MSG_GET_STATE = 8,
  MSG_SET_SPEED = 9, MSG_LEDS_DELTA = 10, // minor 2
};

enum error_code {
  ERR_BAD_CRC = 1, ERR_UNKNOWN_TYPE = 2, ERR_BAD_LENGTH = 3, ERR_FRAME_TOO_LARGE = 4,
  ERR_UNSUPPORTED_VERSION = 5, ERR_BUSY = 6, ERR_UNSUPPORTED_SPEED = 7, ERR_NO_BASE = 8,
};

enum led_kind { LED_KIND_NONE = 0, LED_KIND_WS2812 = 1, LED_KIND_APA102 = 2 };

typedef struct {
  uint8_t protocol_major, protocol_minor;
  char firmware_id[FIRMWARE_ID_LENGTH + 1]; // NUL-terminated
  uint8_t firmware_version[3];
  uint8_t rows, cols, led_kind, buttons;
  uint16_t max_led_frame;
  uint8_t appended; // fields after max_led_frame: 0 none, 1 features (minor 1), 2 features and speeds (minor 2)
  uint8_t features, speeds;
} hello_t;

typedef struct {
  uint32_t uptime_ms;
  uint16_t cells;
  const uint8_t *occupancy; // bitmap of `cells` bits
  uint8_t button_count;
  const uint8_t *buttons;   // bitmap of `button_count` bits (may be 0 when button_count is 0)
} state_t;

typedef struct {
  uint16_t blink_period_ms;
  uint8_t palette_count;
  const uint8_t *palette;   // R, G, B per colour
  uint16_t cells;
  const uint8_t *indices;   // 4 bits per cell: cell 2k low nibble of byte k, 2k+1 high nibble
  const uint8_t *blink;     // bitmap of `cells` bits
} leds_t;

typedef struct {
  uint8_t base_seq;         // the shown frame this delta is built on
  uint16_t blink_period_ms;
  uint8_t palette_changes;
  const uint8_t *palette;   // index, R, G, B per change (index < MAX_PALETTE, checked on decode)
  uint16_t cell_changes;
  const uint8_t *cells;     // cell u16 little-endian, value u8 (palette index | DELTA_BLINK) per change
} leds_delta_t;

typedef struct {
  uint8_t type; // enum message_type
  uint8_t seq;
  union {
    hello_t hello;
    state_t state;
    leds_t leds;
    leds_delta_t delta;
    uint32_t baud_rate;         // SET_SPEED
    uint8_t acked_seq;          // ACK
    uint32_t nonce;             // PING, PONG
    struct { uint8_t code, detail; } error;
  } u;
} message_t;

typedef enum {
  DECODE_OK = 0, DECODE_TOO_SHORT, DECODE_BAD_CRC, DECODE_UNKNOWN_TYPE, DECODE_BAD_LENGTH,
} decode_status_t;

typedef struct {
  decode_status_t status;
  uint16_t length;       // TOO_SHORT: the frame's length
  uint16_t expected_crc; // BAD_CRC: computed over the bytes received
  uint16_t actual_crc;   // BAD_CRC: the two CRC bytes carried
  uint8_t type;          // UNKNOWN_TYPE, BAD_LENGTH
  uint8_t seq;           // UNKNOWN_TYPE
} decode_error_t;

decode_status_t protocol_decode(const uint8_t *frame, uint16_t len, message_t *out, decode_error_t *error);

/** Writes the frame for `m` to out[0..cap); returns its length, or 0 if cap is too small. */
uint16_t protocol_encode(const message_t *m, uint8_t *out, uint16_t cap);

/** Palette index of a LEDS cell (low 4 bits of its nibble). */
static inline uint8_t leds_colour(const leds_t *leds, uint16_t cell) {
  uint8_t b = leds->indices[cell >> 1];
  return (cell & 1u) ? (uint8_t)(b >> 4) : (uint8_t)(b & 0x0Fu);
}

/** Largest LEDS payload a board of `cells` cells accepts (its HELLO maxLedFrame). */
static inline uint16_t protocol_max_led_payload(uint16_t cells) {
  return (uint16_t)(2u + 1u + 3u * MAX_PALETTE + 2u + (cells + 1u) / 2u + (cells + 7u) / 8u);
}

#endif
