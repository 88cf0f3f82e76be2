// What the board shows, as far as the link knows: the picture of its last ACKed LED frame, in the
// board's own palette slots. A new frame goes out as only its changes (LEDS_DELTA) on that
// picture when the board takes deltas and they are the smaller message; whole otherwise, and
// always after a resync (forget) or when asked (a resend, a refused delta).
import { Feature } from '../../hardware/index.ts';
import type { Hello, Leds, LedsDelta } from '../../hardware/index.ts';
import { deltaPayloadBytes, ledsPayloadBytes, planDelta } from './leds-delta.ts';
import type { LedsFrame } from './types.ts';

export type LedMessage = Omit<Leds, 'seq'> | Omit<LedsDelta, 'seq'>;

export class BoardPicture {
  private shown: { seq: number; picture: LedsFrame } | undefined;
  /** The board-side picture of each frame sent since the last ACK, by seq. */
  private readonly sent = new Map<number, LedsFrame>();
  /** A delta waiting for its seq (between message() and numbered()). */
  private pending: LedsFrame | undefined;

  /** The message that makes `board` show `frame`; call numbered() with the seq it went out with. */
  message(frame: LedsFrame, board: Hello | undefined, whole: boolean): LedMessage {
    const base = this.shown;
    if (!whole && base !== undefined && board !== undefined && takesDeltas(board)) {
      const planned = planDelta(base.picture, frame);
      const bytes = planned === undefined ? Infinity : deltaPayloadBytes(planned.delta);
      if (planned !== undefined && bytes < ledsPayloadBytes(frame) && bytes <= board.maxLedFrame) {
        this.pending = planned.picture;
        return { type: 'LEDS_DELTA', baseSeq: base.seq, ...planned.delta };
      }
    }
    this.pending = frame;
    return { type: 'LEDS', ...frame };
  }

  numbered(seq: number): void {
    if (this.pending !== undefined) this.sent.set(seq, this.pending);
    this.pending = undefined;
  }

  /** The board ACKed frame `seq`: its picture is the base of the next delta. */
  acked(seq: number): void {
    const picture = this.sent.get(seq);
    this.sent.clear();
    this.shown = picture === undefined ? undefined : { seq, picture };
  }

  /** The board's picture is unknown (a new connection, a restart, a refused delta). */
  forget(): void {
    this.shown = undefined;
    this.sent.clear();
  }
}

function takesDeltas(hello: Hello): boolean {
  return ((hello.features ?? 0) & Feature.LEDS_DELTA) !== 0;
}
