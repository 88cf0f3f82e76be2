// SLIP framing (RFC 1055) as PROTOCOL.md section 3 specifies it. Pure: bytes in, events out.
//
// Receiving: push one byte at a time; SLIP_FRAME means buf[0..frame_len) holds one unescaped
// frame (valid until the next push).
// Empty frames (END END) are ignored. ESC followed by anything but ESC_END/ESC_ESC keeps the
// ESC as a literal 0xDB and reads the next byte normally (so an END right after it still ends
// the frame). A frame longer than the buffer is dropped whole: SLIP_TOO_LARGE at its END, with
// its first byte (the type) still in buf[0].
//
// Sending: END, the frame with C0 → DB DC and DB → DB DD, END (the leading END flushes noise).
#ifndef TT_SLIP_H
#define TT_SLIP_H
#include <stdint.h>

#define SLIP_END 0xC0u
#define SLIP_ESC 0xDBu
#define SLIP_ESC_END 0xDCu
#define SLIP_ESC_ESC 0xDDu

typedef enum { SLIP_NONE = 0, SLIP_FRAME, SLIP_TOO_LARGE } slip_event_t;

typedef struct {
  uint8_t *buf;
  uint16_t cap;
  uint16_t len;       // bytes of the frame so far (stops growing at cap)
  uint16_t frame_len; // length of the frame handed out by the last SLIP_FRAME
  uint8_t escaped;  // the previous byte was ESC
  uint8_t overflow; // the frame outgrew buf
} slip_decoder_t;

void slip_decoder_init(slip_decoder_t *d, uint8_t *buf, uint16_t cap);
/** Forgets a half-received frame (e.g. at reset). */
void slip_decoder_reset(slip_decoder_t *d);
/** One received byte. After SLIP_FRAME the frame is buf[0..frame_len) until the next push. */
slip_event_t slip_decoder_push(slip_decoder_t *d, uint8_t byte);

typedef void (*slip_put_fn)(void *ctx, uint8_t byte);
/** Writes the SLIP encoding of frame[0..len) to put (nothing for an empty frame). */
void slip_encode(const uint8_t *frame, uint16_t len, slip_put_fn put, void *ctx);

#endif
