// The host's errors as typed values: a stable code with a message for people. The dashboard
// maps each code onto an HTTP status in one place (dashboard/errors.ts); the CLI prints the
// message. Codes never change meaning; new ones may be added.
export type HostErrorCode =
  /** No game has this id. */
  | 'unknown-game'
  /** No board has this id. */
  | 'unknown-board'
  /** The input cannot be used as given (a cell off the board, boards that do not fit the game). */
  | 'bad-input'
  /** A well-formed input the table's state refuses (pieces moved by hand on a real board). */
  | 'conflict';

export interface HostError { ok: false; error: string; code: HostErrorCode }

export function hostError(code: HostErrorCode, error: string): HostError {
  return { ok: false, error, code };
}
