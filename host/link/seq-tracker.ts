// Counts gaps in the board's u8 frame numbering. Pure: feed it seqs, read the verdict.

export interface SeqVerdict {
  /** Frames skipped before this one (0 when it is the expected one). */
  missed: number;
  /** Same seq as the previous frame: a duplicated frame, not a gap. */
  duplicate: boolean;
  /** There was no previous frame to compare with. */
  first: boolean;
}

export class SeqTracker {
  private last: number | undefined;

  /** Forget the expectation: the next frame starts a fresh count (new port, board reset). */
  reset(seq?: number): void {
    this.last = seq === undefined ? undefined : seq & 0xff;
  }

  observe(seq: number): SeqVerdict {
    const s = seq & 0xff;
    const last = this.last;
    this.last = s;
    if (last === undefined) return { missed: 0, duplicate: false, first: true };
    if (s === last) return { missed: 0, duplicate: true, first: false };
    return { missed: (s - last - 1) & 0xff, duplicate: false, first: false };
  }
}
