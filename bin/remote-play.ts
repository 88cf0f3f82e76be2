// The remote match of `start --remote`: the game on the first board is played as one seat of the
// match, the peer's moves lit on the board until a person makes them (fleet/remote/). Which seat
// moves first follows the game: a game that names its sides (Cetkaik's A and IA) has its seats
// named so, and the side to move at the start goes first; a game naming none (free play) starts
// with --first, else the smaller of the two seat ids, which both hosts work out alike. A computer
// opponent seated by the game's options plays this host's own seat (--seat), never the peer's.
import type { Clock } from '../hardware/index.ts';
import type { Checked, Host } from '../host/index.ts';
import { startRemoteMatch, type MatchBroker, type RemoteMatch } from '../fleet/remote/index.ts';
import type { RemoteRequest } from './remote-options.ts';

export interface RemotePlay {
  host: Host;
  gameId: string;
  request: RemoteRequest;
  broker: MatchBroker;
  clock: Clock;
  log: (line: string) => void;
  /** How the game was started (its options as JSON text, its seed): published in the presence, so another host can join (with the seats and who moves first). */
  setup?: { options: string; seed: number };
}

export function startRemotePlay({ host, gameId, request, broker, clock, log, setup }: RemotePlay): Checked<{ match: RemoteMatch; first: string }> {
  const running = host.gameState(gameId);
  if (running === undefined) return { ok: false, error: `--remote: no game "${gameId}" runs on this host` };
  const { seat, peer } = request;
  const refused = computerSeatProblem(host.game(gameId)?.computer?.side ?? null, request);
  if (refused !== null) return { ok: false, error: refused };
  // From the start: a game resumed mid-match (its host restarted) has moves already.
  const side = running.game.toMove?.(running.start) ?? null;
  let first: string;
  let sides: Record<string, string> | undefined;
  if (side !== null) {
    if (side !== seat && side !== peer) {
      return { ok: false, error: `--remote: ${running.game.title} names its sides, and "${side}" moves first: --seat and --peer are its two sides (one of them "${side}")` };
    }
    if (request.first !== null && request.first !== side) return { ok: false, error: `--first: in ${running.game.title} "${side}" moves first` };
    first = side;
    sides = { [seat]: seat, [peer]: peer };
  } else {
    first = request.first ?? [seat, peer].sort()[0];
  }
  const started = startRemoteMatch({
    host, gameId, match: request.match, seat, peer, first, sides, broker, clock, log, casts: request.casts,
    ...(setup === undefined ? {} : { setup: { ...setup, peer, first } }),
  });
  return started.ok ? { ok: true, value: { match: started.value, first } } : { ok: false, error: `--remote: ${started.error}` };
}

/**
 * Why a computer opponent on `side` cannot play in this match, or null: it may take this host's own
 * seat only (its moves lit here, or played at once on no board), not the peer's, which the other host plays.
 */
export function computerSeatProblem(side: string | null, request: Pick<RemoteRequest, 'seat' | 'peer'>): string | null {
  if (side === null || side === request.seat) return null;
  const whose = side === request.peer ? `the other host's seat (--peer ${request.peer})` : `no seat of this host's (--seat ${request.seat})`;
  return `--remote: the computer opponent of --options plays side ${side}, ${whose}: seat it on this host's own side ("bot": {"side": "${request.seat}"}), or play without it`;
}

/** The side a game's options seat a computer opponent on (`"bot": {"side": …}`), or null. */
export function botSideOf(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  const bot = (options as { bot?: unknown }).bot;
  if (typeof bot !== 'object' || bot === null) return null;
  const side = (bot as { side?: unknown }).side;
  return typeof side === 'string' ? side : null;
}
