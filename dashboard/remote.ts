// Making a remote match from the dashboard: what the dashboard needs from the one who can (handed
// in by bin/, which composes the broker side; the dashboard never reaches fleet/ itself).

/** The match this host plays: its id, this host's seat, the other's, and the running game (its id, `GET /api/games/:id`). */
export interface RemoteMatchInfo { match: string; seat: string; peer: string; game: string }

/** `GET /api/remote`: whether a match can be made or joined here now, why not, and the match played. */
export interface RemoteLobbyStatus {
  available: boolean;
  /** Why not available (null when it is). */
  reason: string | null;
  match: RemoteMatchInfo | null;
}

/** A match made or joined: as the info, and the seat that moves first. */
export interface RemoteStarted extends RemoteMatchInfo { first: string }

export interface CreateMatchRequest {
  /** Default: a fresh random id (`m-7f3a9c`). */
  match?: string;
  seat: string;
  peer: string;
  /** The rules' id. */
  game: string;
  options?: Record<string, unknown>;
  /** Default: random. */
  seed?: number;
}

/** The refusals, each an error code of the API (errors.ts gives its status). */
export type RemoteErrorCode =
  | 'malformed' | 'unknown-game' | 'remote-unavailable' | 'match-playing' | 'board-busy'
  | 'match-taken' | 'no-such-match' | 'match-full' | 'broker-unreachable' | 'refused';

export type RemoteResult = { ok: true; value: RemoteStarted } | { ok: false; error: { code: RemoteErrorCode; message: string } };

export interface DashboardRemote {
  status(): RemoteLobbyStatus;
  create(request: CreateMatchRequest): Promise<RemoteResult>;
  join(match: string): Promise<RemoteResult>;
}

/** What a host that cannot make matches answers. */
export const NO_REMOTE: RemoteLobbyStatus = {
  available: false,
  reason: 'this host was not started with --remote-lobby (and --mqtt): it cannot make or join a match',
  match: null,
};
