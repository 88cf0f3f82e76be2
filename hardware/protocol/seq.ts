// Sequence numbers: each sender keeps its own u8 counter, +1 per frame sent, wrapping at 256.

/** The seq of the frame after one sent with `seq`. */
export function nextSeq(seq: number): number {
  return (seq + 1) & 0xff;
}

/**
 * Frames lost between two consecutive frames received from one sender: 0 when `current`
 * follows `previous` directly. A repeated seq reads as 255 lost (the counter went round),
 * which is what a receiver that only sees seq must assume.
 */
export function seqGap(previous: number, current: number): number {
  return (current - previous - 1) & 0xff;
}
