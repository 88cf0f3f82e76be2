// Remote matches made from the dashboard (`start --remote-lobby`): the `DashboardRemote` that
// bin/ hands the dashboard. Creating starts a new game on the first board and plays a seat of a
// new match; joining reads the match's retained presences, starts the game the creator's `setup`
// says (rules, options, seed) and plays the seat it names for its peer. One match at a time.
// A host started with `--remote` reports its match here too (not available for another).
import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../hardware/index.ts';
import type { Checked, Host, HostErrorCode } from '../host/index.ts';
import type { CreateMatchRequest, DashboardRemote, RemoteErrorCode, RemoteLobbyStatus, RemoteMatchInfo, RemoteResult } from '../dashboard/index.ts';
import { checkMatchId, joinPlan, matchTaken, setupOptions, type Presence } from '../fleet/match/index.ts';
import { readMatchPresences, type MatchBroker, type PresenceLookup, type RemoteMatch } from '../fleet/remote/index.ts';
import { startRemotePlay } from './remote-play.ts';

export interface RemoteLobbyOptions {
  host: Host;
  broker: MatchBroker;
  clock: Clock;
  log: (line: string) => void;
  /** Started with --remote-lobby: matches may be made here. */
  lobby: boolean;
  /** The first board, which plays the match (null: none). */
  board: string | null;
  /** How the match's presences are read (3 s at most by default). */
  lookup?: PresenceLookup;
  /** A fresh match id (default `m-` and 6 hex digits) and seed (default 0 … 2³¹−1), for tests. */
  freshMatchId?: () => string;
  freshSeed?: () => number;
  /** Reads the presences retained under a match (default: from the broker). */
  readPresences?: (match: string) => Promise<Checked<Map<string, Presence>>>;
}

interface Playing { info: RemoteMatchInfo; first: string; match: RemoteMatch | null; fromCommandLine: boolean }

type Failure = { ok: false; error: { code: RemoteErrorCode; message: string } };
const failure = (code: RemoteErrorCode, message: string): Failure => ({ ok: false, error: { code, message } });

const FROM_HOST: Record<HostErrorCode, RemoteErrorCode> = { 'unknown-game': 'unknown-game', 'unknown-board': 'refused', 'bad-input': 'malformed', conflict: 'refused' };

export const freshMatchId = (): string => `m-${randomBytes(3).toString('hex')}`;

/** A remote game's casts come from both hosts (commit–reveal): its sticks are "physical" unless said. */
export function remoteGameOptions(options: unknown): unknown {
  return typeof options === 'object' && options !== null && !Array.isArray(options) && !Object.hasOwn(options, 'sticks') ? { ...options, sticks: 'physical' } : options;
}

export class RemoteLobby implements DashboardRemote {
  private playing: Playing | null = null;
  /** A create or join under way (it waits on the broker): another is refused meanwhile. */
  private busy = false;

  constructor(private readonly options: RemoteLobbyOptions) {}

  /** The match a host started with `--remote` plays (reported, never replaced from the dashboard). */
  adopt(info: RemoteMatchInfo, first: string): void {
    this.playing = { info, first, match: null, fromCommandLine: true };
  }

  status(): RemoteLobbyStatus {
    const playing = this.current();
    if (playing !== null && playing.fromCommandLine) {
      return { available: false, reason: `this host plays match ${playing.info.match} as started on the command line (--remote)`, match: playing.info };
    }
    const unavailable = this.unavailable();
    if (unavailable !== null) return { available: false, reason: unavailable.error.message, match: playing?.info ?? null };
    return { available: true, reason: null, match: playing?.info ?? null };
  }

  async create(request: CreateMatchRequest): Promise<RemoteResult> {
    const refused = this.unavailable();
    if (refused !== null) return refused;
    const match = request.match ?? (this.options.freshMatchId ?? freshMatchId)();
    for (const [kind, id] of [['match', match], ['seat', request.seat], ['seat', request.peer]] as const) {
      const checked = checkMatchId(kind, id);
      if (!checked.ok) return failure('malformed', checked.error.message);
    }
    if (request.seat === request.peer) return failure('malformed', `seat and peer must differ (both are "${request.seat}")`);
    const { host } = this.options;
    if (!host.catalog().some((g) => g.id === request.game)) {
      return failure('unknown-game', `unknown game "${request.game}"; games: ${host.catalog().map((g) => g.id).join(', ')}`);
    }
    const busyBoard = this.boardBusy();
    if (busyBoard !== null) return busyBoard;
    return this.exclusively(async () => {
      const presences = await this.readPresences(match);
      if (!presences.ok) return failure('broker-unreachable', presences.error);
      const taken = matchTaken(match, presences.value);
      if (taken !== null) return failure(taken.code, taken.message);
      const seed = request.seed ?? (this.options.freshSeed ?? (() => randomInt(0, 2 ** 31)))();
      const options = remoteGameOptions(request.options ?? {});
      return this.play({ match, seat: request.seat, peer: request.peer, game: request.game, options, optionsText: JSON.stringify(options), seed, first: null, casts: 'shared' });
    });
  }

  async join(match: string): Promise<RemoteResult> {
    const refused = this.unavailable();
    if (refused !== null) return refused;
    const checked = checkMatchId('match', match);
    if (!checked.ok) return failure('malformed', checked.error.message);
    const busyBoard = this.boardBusy();
    if (busyBoard !== null) return busyBoard;
    return this.exclusively(async () => {
      const presences = await this.readPresences(match);
      if (!presences.ok) return failure('broker-unreachable', presences.error);
      const plan = joinPlan(match, presences.value);
      if (!plan.ok) return failure(plan.error.code, plan.error.message);
      const { seat, peer, game, setup } = plan.value;
      const seatOk = checkMatchId('seat', seat);
      if (!seatOk.ok) return failure('refused', `match ${match} names a seat this host cannot play: ${seatOk.error.message}`);
      if (!this.options.host.catalog().some((g) => g.id === game)) return failure('refused', `match ${match} plays "${game}", which this host does not know (another version of tabletop?)`);
      const options = setupOptions(setup.options);
      if (!options.ok) return failure('refused', `match ${match} was started with options this host cannot read: ${options.error.message}`);
      // The creator's way of casting (a CLI host may have asked for real sticks): both seats must agree.
      const casts = presences.value.get(peer)?.casts ?? 'shared';
      return this.play({ match, seat, peer, game, options: options.value, optionsText: setup.options, seed: setup.seed, first: setup.first, casts });
    });
  }

  /** Leaves the match played here: its presence offline (retained), the client ended. */
  async close(): Promise<void> {
    const playing = this.playing;
    this.playing = null;
    await playing?.match?.close();
  }

  // ── Inside ──────────────────────────────────────────────────────────────────────────────────

  /** The match played here, once its game is gone (a new game started on the board) left behind. */
  private current(): Playing | null {
    const playing = this.playing;
    if (playing === null || playing.fromCommandLine) return playing;
    if (this.options.host.game(playing.info.game) === undefined) {
      this.playing = null;
      void playing.match?.close();
      return null;
    }
    return playing;
  }

  /** Why no match can be made or joined now, or null. */
  private unavailable(): Failure | null {
    if (!this.options.lobby) return failure('remote-unavailable', 'this host was not started with --remote-lobby: it cannot make or join a match');
    if (this.options.board === null) return failure('remote-unavailable', 'this host has no board to play a match on');
    const playing = this.current();
    if (playing !== null && this.options.host.game(playing.info.game)?.over !== true) {
      return failure('match-playing', `this host plays match ${playing.info.match} already (seat ${playing.info.seat} against ${playing.info.peer}, game ${playing.info.game}): one match at a time`);
    }
    if (this.busy) return failure('match-playing', 'a match is being set up on this host: one match at a time');
    return null;
  }

  /** The first board's game, when it has moves: a match starts a game of its own, and would end it. */
  private boardBusy(): Failure | null {
    const { host, board } = this.options;
    const gameId = board === null ? null : host.board(board)?.game ?? null;
    const game = gameId === null ? undefined : host.game(gameId);
    if (game === undefined || game.over || game.log.length === 0) return null;
    return failure('board-busy', `board ${board} plays ${game.title} (game ${game.id}) with ${game.log.length} move${game.log.length === 1 ? '' : 's'}: a match starts a game of its own; start a new game on the board first`);
  }

  private async exclusively(act: () => Promise<RemoteResult>): Promise<RemoteResult> {
    this.busy = true;
    try {
      return await act();
    } finally {
      this.busy = false;
    }
  }

  private readPresences(match: string): Promise<Checked<Map<string, Presence>>> {
    return this.options.readPresences?.(match) ?? readMatchPresences(this.options.broker, match, this.options.lookup);
  }

  /** Starts the game on the first board and plays `seat` of the match on it. */
  private async play(p: { match: string; seat: string; peer: string; game: string; options: unknown; optionsText: string; seed: number; first: string | null; casts: 'shared' | 'physical' }): Promise<RemoteResult> {
    const { host, broker, clock, log, board } = this.options;
    // The board may have been played on while the broker was asked.
    const busyBoard = this.boardBusy();
    if (busyBoard !== null) return busyBoard;
    // A finished match's game is left for a new one: its seat leaves the match for good.
    const old = this.playing;
    this.playing = null;
    if (old?.match) await old.match.close({ leave: true });
    const started = host.startGame(board!, { game: p.game, options: p.options, seed: p.seed });
    if (!started.ok) return failure(started.code === undefined ? 'malformed' : FROM_HOST[started.code], started.error);
    const gameId = started.value.id;
    const remote = startRemotePlay({
      host, gameId, request: { match: p.match, seat: p.seat, peer: p.peer, first: p.first, casts: p.casts }, broker, clock, log,
      setup: { options: p.optionsText, seed: p.seed },
    });
    if (!remote.ok) return failure('refused', remote.error);
    const info: RemoteMatchInfo = { match: p.match, seat: p.seat, peer: p.peer, game: gameId };
    this.playing = { info, first: remote.value.first, match: remote.value.match, fromCommandLine: false };
    log(`tabletop: playing seat ${p.seat} of match ${p.match} against ${p.peer} (${remote.value.first} moves first) on game ${gameId}`);
    return { ok: true, value: { ...info, first: remote.value.first } };
  }
}
