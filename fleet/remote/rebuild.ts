// A match's ledger as this host starts playing it: from the game's start for a new game, or, for
// a game resumed from its journal after a restart, its moves, casts and choices replayed through
// the engine (the casts from the secrets kept beside the journal) and checked against the position
// the game stands on; with the cast that was under way, if one was. Also what the match refuses
// at start: a game naming its sides without a seat for each, casts a host would draw alone.
import { seededRng, type AnyGame } from '../../rules/index.ts';
import type { Checked, RemoteSide } from '../../host/index.ts';
import { commitOf, positionHash, type CastRound } from '../match/index.ts';
import { readCastSecrets, type CastSecrets } from './cast-secrets.ts';
import { MatchLedger, turnOrder } from './ledger.ts';
import type { RemoteMatchOptions } from './remote-match.ts';

export interface Rebuilt {
  ledger: MatchLedger;
  /** The cast under way when the host stopped, as kept beside its journal; null when none. */
  round: CastRound | null;
  /** The move waiting on the cast that decides it, already a step of the ledger. */
  deciding: string | null;
  /** The game's journal, beside which the casts' secrets are kept (null: the host keeps none). */
  journal: string | null;
}

type Asked = Pick<RemoteMatchOptions, 'host' | 'gameId' | 'match' | 'seat' | 'peer' | 'first' | 'sides' | 'casts' | 'clock'>;

export function rebuildMatch(options: Asked, side: RemoteSide): Checked<Rebuilt> {
  const fail = (error: string): Checked<Rebuilt> => ({ ok: false, error });
  const { game } = side;
  const resumeFail = (why: string) => fail(`game "${options.gameId}" cannot resume its match: ${why}`);
  const { start, moves: logged, decisions } = side.history();
  // A move waiting on the cast that decides it is in the journal, not yet in the session's log.
  const deciding = side.deciding();
  const moves = deciding === null ? logged : [...logged, deciding];
  const journal = options.host.journalPath(options.gameId);
  const kept = journal !== null && moves.length + decisions.length > 0 ? readCastSecrets(journal) : { ok: true as const, value: null };
  if (!kept.ok) return resumeFail(kept.error);
  if (kept.value !== null && (kept.value.match !== options.match || kept.value.seat !== options.seat)) {
    return fail(`game "${options.gameId}" was played as seat "${kept.value.seat}" of match "${kept.value.match}", not "${options.seat}" of "${options.match}"`);
  }
  const side0 = game.toMove?.(start) ?? null;
  if (side0 !== null && (options.sides === undefined || !Object.hasOwn(options.sides, side0))) {
    return fail(`${game.id} names the side to move ("${side0}"): say which seat plays each side (sides)`);
  }
  const order = turnOrder(game, options.first === options.seat ? [options.seat, options.peer] : [options.peer, options.seat], options.sides);
  const opening = MatchLedger.start(game, start, order);
  if (!opening.ok) return fail(opening.error);
  // A remote game's casts come from both hosts, never from one host's rng.
  const casts = opening.value.turnAt(1).kind === 'cast' || castsAfterMoves(game, start);
  if (casts && side.sticks() === 'virtual') return fail(`${game.id} with these options casts sticks: start it with "sticks": "physical", so the casts come from both hosts, not from this host's rng`);
  const physical = options.casts === 'physical';
  const ledger = MatchLedger.replay(game, start, moves, order, { decisions, casts: kept.value?.casts ?? [], match: options.match, physical });
  if (!ledger.ok) return resumeFail(ledger.error);
  const now = positionHash(game.formatPosition(side.state()));
  if (!now.ok || now.value !== ledger.value.hash) return resumeFail('its moves replayed do not reach the position it stands on');
  return { ok: true, value: { ledger: ledger.value, round: resumedRound(ledger.value, kept.value, options), deciding, journal } };
}

/**
 * The round of the cast the resumed game awaits, from what was kept: taken but not yet in the
 * journal (both secrets: taken again at once), or committed to (this seat's secret, and the
 * commitments seen: its reveal is of that secret). Null when the game awaits no cast, or none was kept.
 */
function resumedRound(ledger: MatchLedger, kept: CastSecrets | null, options: Pick<Asked, 'match' | 'seat' | 'peer' | 'clock'>): CastRound | null {
  const seq = ledger.seq + 1;
  const turn = ledger.turnAt(seq);
  if (kept === null || turn.kind !== 'cast') return null;
  const { match, seat, peer } = options;
  const now = options.clock.now();
  const taken = kept.casts.find((c) => c.seq === seq);
  if (taken !== undefined && taken.sticks === turn.sticks) {
    const commits: Record<string, string> = {};
    for (const s of [seat, peer]) {
      const commit = Object.hasOwn(taken.secrets, s) ? commitOf(taken.secrets[s], { match, seq, seat: s }) : null;
      if (commit === null || !commit.ok) return null;
      commits[s] = commit.value;
    }
    return { seq, sticks: taken.sticks, openedAt: now, commits, secrets: { ...taken.secrets }, revealed: true };
  }
  const open = kept.open;
  if (open === null || open.seq !== seq || open.sticks !== turn.sticks) return null;
  // Revealed (or about to be) once the peer's commitment was here: said again at connect, a repeat the peer takes as one.
  return { seq, sticks: open.sticks, openedAt: now, commits: { ...open.commits }, secrets: { [seat]: open.secret }, revealed: Object.hasOwn(open.commits, peer) };
}

/**
 * Whether a move from the start is followed by a cast (free play's `cast` option; Cetkaik's
 * stepping and water moves, the cast deciding them): with virtual sticks each host would cast its
 * own, so such a game needs physical sticks (cast by both hosts). The first moves tried, bounded.
 */
function castsAfterMoves(game: AnyGame, state: unknown): boolean {
  return (game.legalMoves(state) as unknown[]).slice(0, 500).some((move) => {
    const played = game.play(state, move, seededRng(0));
    return played.ok && game.pending(played.value.state)?.kind === 'cast';
  });
}
