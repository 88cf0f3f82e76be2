// What the dashboard needs from the host: the facade's reads, its inputs and its event stream.
// Typed as a slice of Host so tests and the bench can hand in the real one or a stand-in.
import type { Host } from '../host/index.ts';
import type { DashboardRemote } from './remote.ts';

export type DashboardHost = Pick<
  Host,
  'events$' | 'catalog' | 'lessons' | 'startLesson' | 'lightRoles' | 'boards' | 'board' | 'games' | 'game' | 'startGame' | 'choose' | 'cast' | 'undo' | 'play' | 'enter' | 'press' | 'simulate' | 'hint'
>;

export interface RateLimit {
  /** Requests per window and client address on each mutating route. */
  max: number;
  windowMs: number;
}

export interface DashboardDeps {
  host: DashboardHost;
  /** The operator token: every mutating request must carry it as `Authorization: Bearer TOKEN`. */
  token: string;
  /** Default: 300 requests a minute per address and route. */
  rateLimit?: RateLimit;
  /** Wrong tokens a client may send before it is made to wait (default 10 a minute). */
  wrongTokenLimit?: RateLimit;
  /** Fastify's own logger (off by default: the CLI prints host events itself). */
  logger?: boolean;
  /** A socket whose unsent data grows past this is too slow to follow and is closed (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Making and joining remote matches (`start --remote-lobby`); absent, `GET /api/remote` says it is not available. */
  remote?: DashboardRemote;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 300, windowMs: 60_000 };
export const DEFAULT_WRONG_TOKEN_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
