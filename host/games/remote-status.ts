// How a remote match stands, as its driver (fleet/remote/) tells the host: kept on the running
// game for GameDetail's `remote`, and sent on the live feed when it changes, so each board's
// players see whose move is to be made where, and whether the other host is there. host/ only
// keeps and shows it: what it says is the driver's.

/** A step of the match: its number (1 for the first) and the move in the game's notation. */
export interface RemoteStep { seq: number; move: string }

/** One host's position at a step, for a match stopped because the two hosts disagree. */
export interface RemotePosition {
  seq: number;
  /** The position hash (docs/REMOTE-TOPICS.md), null where it is not known. */
  hash: string | null;
  /** The moves up to it, where known (the peer's come from its snapshot). */
  moves: string[] | null;
}

export interface RemoteStatus {
  match: string;
  /** This host's seat, and the other host's. */
  seat: string;
  peer: string;
  /** Present (true) when this seat plays on no board: the peer's moves are taken here at once, this seat's entered. */
  boardless?: true;
  /** Present (true) when the peer plays on no board (its presence says so): this seat's moves are taken there at once. */
  peerBoardless?: true;
  /** Connected to the broker now. */
  connected: boolean;
  /** The peer's presence: null until it has been heard of. */
  peerOnline: boolean | null;
  /** Since when (ISO-8601): when it came online by its own word, when this host saw it go offline. */
  peerSince: string | null;
  /**
   * A move waiting to be made on a board: `peer-to-make`, this seat's move, lit on the peer's
   * board until a person there makes it; `us-to-make`, the peer's move, lit here.
   */
  waiting: (RemoteStep & { for: 'peer-to-make' | 'us-to-make' }) | null;
  /** Present while the game waits for a choice (Cetkaik's 再行/終季): whose it is, made on that host. */
  choosing?: { seq: number; by: 'seat' | 'peer' };
  /** The latest move made on both boards, and whose move it was (`seat` or `peer`). */
  made: (RemoteStep & { by: 'seat' | 'peer' }) | null;
  /** Why the match stopped (the boards then take no move of the peer); null while it plays. */
  stopped: { reason: string; here: RemotePosition | null; peer: RemotePosition | null } | null;
}

/** Whether two reports say the same (a report repeated changes nothing and is not sent again). */
export function sameStatus(a: RemoteStatus | null, b: RemoteStatus): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}
