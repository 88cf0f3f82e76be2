// Catching up from the peer's retained snapshot: the steps after this host's last, in order,
// with every cast checked again. The peer is not trusted here either: its moves then go through
// `receivePeer` one by one (turn, legality), and a cast counts only with the two commitments this
// host recorded before it revealed, so a peer cannot choose a cast after the fact.
import { ok, type Result } from '../../rules/index.ts';
import { castFrom, checkReveal } from './commit-reveal.ts';
import type { Snapshot } from './payloads.ts';
import { own, type CastRound, type PeerCheck, type PeerState } from './peer.ts';
import { refuse, type Refusal } from './refusals.ts';

export type CatchUpStep =
  | { seq: number; kind: 'move'; move: string }
  | { seq: number; kind: 'choice'; choice: string }
  | { seq: number; kind: 'entered'; heads: number }
  | { seq: number; kind: 'cast'; sticks: number; secrets: Readonly<Record<string, string>>; heads: number };

/**
 * The snapshot's steps `from` … its seq. `commitsAt(seq)` gives the commitments this host
 * recorded for the cast of step `seq` (its own, and the peer's it saw before revealing), or null.
 */
export function catchUpSteps(
  state: Pick<PeerState, 'match' | 'me' | 'peer'>,
  snapshot: Snapshot,
  from: number,
  commitsAt: (seq: number) => Readonly<Record<string, string>> | null,
): Result<CatchUpStep[], Refusal> {
  const casts = new Map((snapshot.casts ?? []).map((c) => [c.seq, c]));
  const choices = new Map((snapshot.choices ?? []).map((c) => [c.seq, c.choice]));
  const entered = new Map((snapshot.entered ?? []).map((c) => [c.seq, c.heads]));
  const steps: CatchUpStep[] = [];
  let moveIndex = 0;
  for (let seq = 1; seq <= snapshot.seq; seq++) {
    const cast = casts.get(seq);
    const choice = choices.get(seq);
    const counted = entered.get(seq);
    if (counted !== undefined) {
      // A cast counted on real sticks: checked as it comes live (the caster, the heads) when its turn is reached.
      if (seq >= from) steps.push({ seq, kind: 'entered', heads: counted });
      continue;
    }
    if (choice !== undefined) {
      // Checked as it comes live (turn, options) when its turn is reached.
      if (seq >= from) steps.push({ seq, kind: 'choice', choice });
      continue;
    }
    if (cast === undefined) {
      const move = snapshot.moves[moveIndex++] as string | undefined;
      if (move === undefined) return refuse('out-of-order', `The snapshot has no move for step ${seq}.`);
      if (seq >= from) steps.push({ seq, kind: 'move', move });
      continue;
    }
    if (seq < from) continue;
    const seats = Object.keys(cast.secrets).sort();
    const expected = [state.me, state.peer].sort();
    if (seats.join('\0') !== expected.join('\0')) {
      return refuse('cast-mismatch', `The snapshot's cast of step ${seq} is by seats ${seats.join(', ')}, not this match's ${expected.join(', ')}.`);
    }
    const commits = commitsAt(seq);
    for (const seat of seats) {
      const commit = commits === null ? undefined : own(commits, seat);
      // Without both commitments recorded here this host never revealed, so the cast cannot have been made.
      if (commit === undefined) return refuse('reveal-without-commit', `The snapshot's cast of step ${seq} has a secret of seat ${JSON.stringify(seat)} whose commitment this host never saw.`);
      const checked = checkReveal(commit, cast.secrets[seat], { match: state.match, seq, seat });
      if (!checked.ok) return checked;
    }
    const heads = castFrom({ match: state.match, seq, sticks: cast.sticks, secrets: cast.secrets });
    if (!heads.ok) return refuse('cast-mismatch', heads.error.message);
    steps.push({ seq, kind: 'cast', sticks: cast.sticks, secrets: cast.secrets, heads: heads.value });
  }
  return ok(steps);
}

/** A cast step caught up from the snapshot, once the engine took it: the state moves past it. */
export function castCaughtUpHere(state: PeerState, step: Extract<CatchUpStep, { kind: 'cast' }>, check: PeerCheck): Result<PeerState, Refusal> {
  if (step.seq !== state.seq + 1) return refuse('out-of-order', `The snapshot's cast is step ${step.seq}; this host expects step ${state.seq + 1}.`);
  const turn = check.turnAt(step.seq);
  if (turn.kind !== 'cast' || turn.sticks !== step.sticks) return refuse('not-your-turn', `Step ${step.seq} is not a cast of ${step.sticks} sticks here.`);
  const round: CastRound = { seq: step.seq, sticks: step.sticks, openedAt: state.cast?.openedAt ?? 0, commits: state.cast?.commits ?? {}, secrets: step.secrets, revealed: true };
  return ok({ ...state, seq: step.seq, cast: null, lastCast: round });
}
