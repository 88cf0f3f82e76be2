#include "app.h"
#include "bitmap.h"
#include "config.h"
#include "debounce.h"
#include "hal.h"
#include "picture.h"
#include "protocol.h"
#include "slip.h"

#define CELLS ((uint16_t)(BOARD_ROWS * BOARD_COLS))
// The buttons are debounced with the cells, as contacts CELLS, CELLS+1…
#define CONTACTS ((uint16_t)(CELLS + BOARD_BUTTONS))
#define MAX_LED_PAYLOAD (2u + 1u + 3u * MAX_PALETTE + 2u + (CELLS + 1u) / 2u + (CELLS + 7u) / 8u)
// The receive buffer holds the largest LEDS frame; a longer frame is dropped whole (TOO_LARGE).
#define RX_FRAME_BYTES (MAX_LED_PAYLOAD + FRAME_OVERHEAD)
// The longest frame the board sends: HELLO (with features and speeds) or STATE.
#define HELLO_FRAME_BYTES (FRAME_OVERHEAD + HELLO_PAYLOAD_LENGTH + 2u)
#define STATE_FRAME_BYTES (FRAME_OVERHEAD + 7u + BITMAP_BYTES(CELLS) + BITMAP_BYTES(BOARD_BUTTONS))
#define TX_FRAME_BYTES (STATE_FRAME_BYTES > HELLO_FRAME_BYTES ? STATE_FRAME_BYTES : HELLO_FRAME_BYTES)

volatile fw_counters_t fw_counters;

static const chain_t chain = { BOARD_ROWS, BOARD_COLS, BOARD_LED_SERPENTINE, BOARD_LED_START };

static debounce_t debounce;
static uint8_t raw[BITMAP_BYTES(CONTACTS)];
#if BOARD_BUTTONS > 0
static uint8_t button_bits[BITMAP_BYTES(BOARD_BUTTONS)]; // STATE's button bitmap
#endif
static picture_t picture;
static uint8_t picture_has_blink;
static uint8_t grb[3u * CELLS];

static uint8_t rx_frame[RX_FRAME_BYTES];
static slip_decoder_t slip;
static uint8_t tx_frame[TX_FRAME_BYTES];

#if BOARD_LED_KIND == LED_APA102
#define BOARD_LED_KIND_CODE LED_KIND_APA102
#define BOARD_SPEEDS (SPEED_250K | SPEED_500K | SPEED_1M)
#else
#define BOARD_LED_KIND_CODE LED_KIND_WS2812
// While WS2812 output keeps interrupts off, the receiver is polled once per LED byte (~11 µs):
// a byte every 20 µs (500 kbaud) is always caught, one every 10 µs (1 Mbaud) could be lost.
#define BOARD_SPEEDS (SPEED_250K | SPEED_500K)
#endif

static uint8_t seq;           // the board's own frame counter
static int16_t last_host_seq; // -1: no frame from this host yet
static uint32_t last_state_ms;
static uint32_t last_host_ms;
static uint8_t idle;          // the host went quiet: the idle pattern is shown
static uint8_t self_test;
static uint8_t shown_lit;     // blink half shown last
static uint8_t busy_bytes;    // received bytes that arrived while a LEDS frame was being shown
// 0 during the first debounce window after power-up: no contact is known yet, so a STATE
// wanted then (the boot announcement, a host HELLO or GET_STATE) waits for the scan that
// completes the window.
static uint8_t contacts_settled;
static uint8_t report_when_settled;
static uint8_t scanned;           // a first sweep was taken: the power-up window counts from it
static uint16_t first_scan_tick;
// The picture a LEDS_DELTA may build on: the last LEDS or LEDS_DELTA shown (none after boot).
static uint8_t has_base;
static uint8_t base_seq;
// Line speed: switched by SET_SPEED; `confirming` until a valid frame arrives at the new speed,
// and meanwhile STATEs wait (the host may not hear the new speed yet): nothing is lost.
static uint32_t line_baud;
static uint8_t confirming;
static uint32_t switched_ms;
static uint8_t report_when_confirmed;

// ---- sending ------------------------------------------------------------------------------

static void put_byte(void *ctx, uint8_t byte) {
  (void)ctx;
  hal_uart_put(byte);
}

/** Numbers the message with the board's seq, frames it and queues it for the UART. */
static void send(message_t *m) {
  m->seq = seq++;
  uint16_t len = protocol_encode(m, tx_frame, sizeof tx_frame);
  slip_encode(tx_frame, len, put_byte, 0);
  fw_counters.frames_out++;
}

static void send_hello(void) {
  static const char id[] = FIRMWARE_ID;
  message_t m;
  m.type = MSG_HELLO;
  m.u.hello.protocol_major = PROTOCOL_MAJOR;
  m.u.hello.protocol_minor = PROTOCOL_MINOR;
  for (uint8_t i = 0; i <= FIRMWARE_ID_LENGTH; i++) m.u.hello.firmware_id[i] = i < sizeof id ? id[i] : '\0';
  m.u.hello.firmware_version[0] = FIRMWARE_VERSION_MAJOR;
  m.u.hello.firmware_version[1] = FIRMWARE_VERSION_MINOR;
  m.u.hello.firmware_version[2] = FIRMWARE_VERSION_PATCH;
  m.u.hello.rows = BOARD_ROWS;
  m.u.hello.cols = BOARD_COLS;
  m.u.hello.led_kind = BOARD_LED_KIND_CODE;
  m.u.hello.buttons = BOARD_BUTTONS;
  m.u.hello.max_led_frame = MAX_LED_PAYLOAD;
  m.u.hello.appended = 2;
  m.u.hello.features = FEATURE_LEDS_DELTA;
  m.u.hello.speeds = BOARD_SPEEDS;
  send(&m);
}

static void send_state(void) {
  if (!contacts_settled) {
    report_when_settled = 1; // still in the power-up window: the scan reports once settled
    return;
  }
  if (confirming) {
    report_when_confirmed = 1; // the host may not hear the new speed yet
    return;
  }
  message_t m;
  m.type = MSG_STATE;
  m.u.state.uptime_ms = hal_millis();
  m.u.state.cells = CELLS;
  m.u.state.occupancy = debounce.stable;
  m.u.state.button_count = BOARD_BUTTONS;
#if BOARD_BUTTONS > 0
  // The buttons follow the cells in the debounced contacts: STATE carries them in a bitmap of their own.
  for (uint16_t b = 0; b < BOARD_BUTTONS; b++) {
    bitmap_set(button_bits, b, bitmap_get(debounce.stable, (uint16_t)(CELLS + b)));
  }
  m.u.state.buttons = button_bits;
#else
  static const uint8_t no_buttons[1] = { 0 };
  m.u.state.buttons = no_buttons;
#endif
  send(&m);
  fw_counters.states_sent++;
  last_state_ms = m.u.state.uptime_ms; // "at least every second": the countdown restarts
}

static void send_error(uint8_t code, uint8_t detail) {
  message_t m;
  m.type = MSG_ERROR;
  m.u.error.code = code;
  m.u.error.detail = detail;
  send(&m);
}

// ---- LEDs ---------------------------------------------------------------------------------

#define SHOW_IF_CHANGED 0
#define SHOW_ALWAYS 1 // at boot: the LEDs may still show what they did before a reset

/** Shifts the rendered chain out when an LED changed (or always, at boot). */
static void output(uint8_t changed, uint8_t for_leds_frame, uint8_t always) {
  if (!changed && !always) {
    fw_counters.shows_skipped++;
    return; // nothing was output, so no byte can have arrived during an output
  }
  hal_show(grb, sizeof grb);
  fw_counters.shows++;
  // Bytes that came in while a LEDS frame was shown arrived before its ACK: a LEDS among
  // them is refused with BUSY, as the protocol says.
  if (for_leds_frame) busy_bytes = hal_uart_pending();
}

/** Renders what the board should show now and shifts it out when an LED changed. */
static void show(uint8_t for_leds_frame, uint8_t always) {
  uint8_t changed;
  if (self_test) {
    const rgb_t colour = { SELF_TEST_R, SELF_TEST_G, SELF_TEST_B };
    changed = picture_render_bitmap(debounce.stable, colour, &chain, grb);
  } else if (idle) {
    const rgb_t colour = { IDLE_R, IDLE_G, IDLE_B };
    changed = picture_render_bitmap(debounce.stable, colour, &chain, grb);
  } else {
    shown_lit = picture_blink_lit(&picture, hal_millis());
    changed = picture_render(&picture, &chain, shown_lit, grb);
  }
  output(changed, for_leds_frame, always);
}

/**
 * Shows a LEDS_DELTA just applied to the picture: only its cells, and the cells of the palette
 * entries it changed, are rendered (a few dozen cycles each, not the whole board), unless the
 * LEDs show something else (self-test, idle) or the blink half turned meanwhile.
 */
static void show_delta(const leds_delta_t *d) {
  uint8_t lit = picture_blink_lit(&picture, hal_millis());
  // With a cell blinking, the LEDs show the blink half of the last render: a turned half needs
  // the whole picture. With none, the half makes no difference to any LED.
  if (self_test || idle || (picture_has_blink && lit != shown_lit)) {
    show(1, SHOW_IF_CHANGED);
    return;
  }
  shown_lit = lit;
  uint8_t changed = picture_render_cells(&picture, &chain, shown_lit, d->cells, d->cell_changes, grb);
  uint16_t slots = 0;
  for (uint8_t i = 0; i < d->palette_changes; i++) slots |= (uint16_t)(1u << d->palette[4u * i]);
  if (slots) changed |= picture_render_slots(&picture, &chain, shown_lit, slots, grb);
  output(changed, 1, 0);
}

static void shown(uint8_t frame_seq, const leds_delta_t *delta);

static void on_leds(const message_t *m, uint8_t arrived_while_showing) {
  if (arrived_while_showing) {
    fw_counters.busy++;
    send_error(ERR_BUSY, m->seq);
    return;
  }
  if (m->u.leds.cells != CELLS) {
    fw_counters.bad_frames++;
    fw_counters.bad_length++;
    send_error(ERR_BAD_LENGTH, MSG_LEDS);
    return;
  }
  picture_from_leds(&picture, &m->u.leds);
  fw_counters.leds_shown++;
  shown(m->seq, 0);
}

static void on_leds_delta(const message_t *m, uint8_t arrived_while_showing) {
  const leds_delta_t *d = &m->u.delta;
  if (arrived_while_showing) {
    fw_counters.busy++;
    send_error(ERR_BUSY, m->seq);
    return;
  }
  if (!has_base || d->base_seq != base_seq) {
    fw_counters.no_base++; // the host sends the whole frame instead
    send_error(ERR_NO_BASE, m->seq);
    return;
  }
  for (uint16_t i = 0; i < d->cell_changes; i++) {
    const uint8_t *change = d->cells + 3u * i;
    if ((uint16_t)(change[0] | ((uint16_t)change[1] << 8)) >= CELLS) {
      fw_counters.bad_frames++;
      fw_counters.bad_length++;
      send_error(ERR_BAD_LENGTH, MSG_LEDS_DELTA);
      return;
    }
  }
  picture_apply_delta(&picture, d);
  fw_counters.deltas_shown++;
  shown(m->seq, d);
}

/** A LEDS or LEDS_DELTA is in `picture`: show it, then ACK it (it is on the LEDs now). */
static void shown(uint8_t frame_seq, const leds_delta_t *delta) {
  picture_has_blink = picture_blinks(&picture, CELLS);
  if (delta) show_delta(delta);
  else show(1, SHOW_IF_CHANGED);
  has_base = 1;
  base_seq = frame_seq;
  message_t ack;
  ack.type = MSG_ACK;
  ack.u.acked_seq = frame_seq;
  send(&ack);
}

// ---- line speed ---------------------------------------------------------------------------

static uint8_t speed_bit(uint32_t baud) {
  if (baud == 250000UL) return SPEED_250K;
  if (baud == 500000UL) return SPEED_500K;
  if (baud == 1000000UL) return SPEED_1M;
  return 0;
}

static void set_line(uint32_t baud) {
  hal_uart_flush(); // every byte queued at the old speed leaves at the old speed
  hal_uart_set_baud(baud);
  line_baud = baud;
}

/** ACK at the old speed, then the switch; the host's next frame at the new speed confirms it. */
static void on_set_speed(const message_t *m) {
  uint32_t baud = m->u.baud_rate;
  if (baud != UART_BAUD && (speed_bit(baud) & BOARD_SPEEDS) == 0) {
    send_error(ERR_UNSUPPORTED_SPEED, m->seq);
    return;
  }
  message_t ack;
  ack.type = MSG_ACK;
  ack.u.acked_seq = m->seq;
  send(&ack);
  set_line(baud);
  confirming = baud != UART_BAUD;
  switched_ms = hal_millis();
}

/** Back to the speed every link starts at; the STATE that waited goes out there. */
static void fall_back(void) {
  fw_counters.speed_fallbacks++;
  set_line(UART_BAUD);
  confirming = 0;
  if (report_when_confirmed) send_state();
  report_when_confirmed = 0;
}

// ---- receiving ----------------------------------------------------------------------------

static void reject(const decode_error_t *error) {
  fw_counters.bad_frames++;
  switch (error->status) {
    case DECODE_TOO_SHORT:
      fw_counters.too_short++;
      send_error(ERR_BAD_CRC, 0);
      break;
    case DECODE_BAD_CRC:
      fw_counters.bad_crc++;
      send_error(ERR_BAD_CRC, 0); // nothing in the frame can be trusted
      break;
    case DECODE_UNKNOWN_TYPE:
      fw_counters.unknown_type++;
      send_error(ERR_UNKNOWN_TYPE, error->type);
      break;
    default:
      fw_counters.bad_length++;
      send_error(ERR_BAD_LENGTH, error->type);
      break;
  }
}

static void on_frame(const uint8_t *frame, uint16_t len, uint8_t arrived_while_showing) {
  message_t m;
  decode_error_t error;
  if (protocol_decode(frame, len, &m, &error) != DECODE_OK) {
    reject(&error);
    return;
  }
  fw_counters.frames_in++;
  last_host_ms = hal_millis();
  if (confirming) {
    confirming = 0; // the host hears the new speed: what waited goes out
    fw_counters.speed_switches++;
    report_when_confirmed = 0;
    send_state();
  }
  if (m.type != MSG_HELLO && last_host_seq >= 0) {
    fw_counters.host_seq_gaps += (uint8_t)(m.seq - (uint8_t)last_host_seq - 1u);
  }
  last_host_seq = m.seq; // a HELLO (a new host session) restarts the expectation
  if (idle) {
    idle = 0; // the host is back: its last picture comes back (a LEDS frame shows its own)
    if (m.type != MSG_LEDS && m.type != MSG_LEDS_DELTA) show(0, SHOW_IF_CHANGED);
  }
  switch (m.type) {
    case MSG_HELLO:
      send_hello();
      send_state();
      // Still answered, so the host can name both versions; then the board says it cannot talk.
      if (m.u.hello.protocol_major != PROTOCOL_MAJOR) send_error(ERR_UNSUPPORTED_VERSION, PROTOCOL_MAJOR);
      break;
    case MSG_PING: {
      message_t pong;
      pong.type = MSG_PONG;
      pong.u.nonce = m.u.nonce;
      send(&pong);
      break;
    }
    case MSG_GET_STATE: send_state(); break;
    case MSG_LEDS: on_leds(&m, arrived_while_showing); break;
    case MSG_LEDS_DELTA: on_leds_delta(&m, arrived_while_showing); break;
    case MSG_SET_SPEED: on_set_speed(&m); break;
    case MSG_ERROR: fw_counters.host_errors++; break;
    case MSG_PONG: fw_counters.unexpected++; break; // the board never PINGs; harmless
    default:
      // STATE and ACK are the board's own messages: this receiver has no handler for them.
      fw_counters.unexpected++;
      send_error(ERR_UNKNOWN_TYPE, m.type);
      break;
  }
}

static void receive(void) {
  for (int16_t b = hal_uart_get(); b >= 0; b = hal_uart_get()) {
    uint8_t while_showing = 0;
    if (busy_bytes) {
      busy_bytes--;
      while_showing = 1;
    }
    slip_event_t event = slip_decoder_push(&slip, (uint8_t)b);
    if (event == SLIP_FRAME) {
      on_frame(rx_frame, slip.frame_len, while_showing);
    } else if (event == SLIP_TOO_LARGE) {
      fw_counters.bad_frames++;
      fw_counters.too_large++;
      send_error(ERR_FRAME_TOO_LARGE, rx_frame[0]);
    }
  }
}

// ---- the loop -----------------------------------------------------------------------------

void app_init(uint8_t self_test_mode) {
  fw_counters.boots++;
  self_test = self_test_mode;
  seq = 0;
  last_host_seq = -1;
  idle = 0;
  busy_bytes = 0;
  picture_clear(&picture);
  picture_has_blink = 0;
  has_base = 0;
  line_baud = UART_BAUD;
  confirming = 0;
  report_when_confirmed = 0;
  slip_decoder_init(&slip, rx_frame, sizeof rx_frame);
  // Every contact starts empty and the first STATE waits for the scan that completes the first
  // window. Deferred, every contact has to hold for a whole window, like any later change,
  // before it is reported: a contact flickering at power-up is never taken for a piece,
  // whatever the first scan caught. Eager, a contact flips on the first scan that sees it closed,
  // then is held for a window: that first STATE may show a contact that flickered meanwhile.
  debounce_init(&debounce, CONTACTS, DEBOUNCE_TICKS, DEBOUNCE_MODE, 0); // counted in scan ticks
  for (uint16_t k = 0; k < sizeof raw; k++) raw[k] = 0;
  contacts_settled = 0;
  report_when_settled = 0;
  scanned = 0;
  last_host_ms = hal_millis();
  last_state_ms = last_host_ms;
  show(0, SHOW_ALWAYS); // dark (the LEDs may still show the picture from before a reset)
  send_hello();
  send_state(); // goes out with the scan that completes the first debounce window
}

void app_poll(void) {
  uint16_t scan_tick;
  uint8_t scan = hal_scan_take(raw, &scan_tick);
#if BOARD_BUTTONS > 0
  if (scan != 0) {
    // The buttons are read with every full scan; one that changed makes the scan a changed one.
    uint8_t pressed = hal_buttons();
    for (uint16_t b = 0; b < BOARD_BUTTONS; b++) {
      uint8_t now = (uint8_t)((pressed >> b) & 1u);
      if (bitmap_get(raw, (uint16_t)(CELLS + b)) != now) {
        bitmap_set(raw, (uint16_t)(CELLS + b), now);
        scan = 1;
      }
    }
  }
#endif
  if (scan != 0) {
    uint16_t changed = 0;
    if (scan == 2 && debounce_idle(&debounce)) {
      debounce_skip(&debounce, scan_tick); // the same contacts as before, all settled
    } else {
      changed = debounce_step(&debounce, raw, scan_tick, 0, 0);
    }
    if (!scanned) {
      scanned = 1;
      first_scan_tick = scan_tick; // where every contact's first window starts
    }
    // The window of the contacts standing at power-up ends DEBOUNCE_TICKS after the first sweep.
    if (!contacts_settled && (uint16_t)(scan_tick - first_scan_tick) >= DEBOUNCE_TICKS) {
      contacts_settled = 1; // the first scan to complete the power-up window reports it
      if (report_when_settled) send_state();
      report_when_settled = 0;
    } else if (changed > 0) {
      send_state();
    }
    if (changed > 0 && (self_test || idle)) show(0, SHOW_IF_CHANGED);
  }
  receive();
  uint32_t now = hal_millis();
  if (confirming && now - switched_ms >= SPEED_CONFIRM_MS) fall_back();
  else if (line_baud != UART_BAUD && now - last_host_ms >= SWITCHED_SILENCE_MS) fall_back();
  if (now - last_state_ms >= REPORT_INTERVAL_MS) send_state();
  if (self_test) return;
  if (!idle && now - last_host_ms >= HOST_SILENCE_MS) {
    idle = 1;
    fw_counters.idle_entries++;
    show(0, SHOW_IF_CHANGED);
  } else if (!idle && picture_has_blink && picture_blink_lit(&picture, now) != shown_lit) {
    show(0, SHOW_IF_CHANGED); // the next half of the blink period
  }
}
