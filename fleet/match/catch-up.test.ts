import { describe, expect, it } from 'vitest';
import { valueOf } from '../testing/arbitraries.ts';
import {
  castCaughtUpHere, catchUpSteps, commitHere, commitOf, madeHere, receivePeer, startPeer, castTakenHere,
  type PeerState, type Refusal, type Snapshot,
} from './index.ts';
import type { Result } from '../../rules/index.ts';
import { TOY_GAME, ToyEngine, testSecret } from './testing/toy-match.ts';

const MATCH = 'm-1';
const okValue = <T,>(r: Result<T, Refusal>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const secretOf = (seat: string, seq: number) => testSecret(`${seat} ${seq}`);
/** The commitments a host recorded for a cast before revealing (both seats'). */
const recorded = (seq: number) => ({
  north: valueOf(commitOf(secretOf('north', seq), { match: MATCH, seq, seat: 'north' })),
  south: valueOf(commitOf(secretOf('south', seq), { match: MATCH, seq, seat: 'south' })),
});
/** North's snapshot after five steps: m1 (north), m2 (south), a cast, m4 (north), m5 (south). */
function northAfterFive(): { engine: ToyEngine; snapshot: Snapshot } {
  const engine = new ToyEngine();
  engine.take({ kind: 'move', seat: 'north', move: 'm1' });
  engine.take({ kind: 'move', seat: 'south', move: 'm2' });
  const cast = catchUpSteps({ match: MATCH, me: 'north', peer: 'south' },
    { game: TOY_GAME, seq: 3, moves: ['m1', 'm2'], hash: 'f'.repeat(64), casts: [{ seq: 3, sticks: 4, secrets: { north: secretOf('north', 3), south: secretOf('south', 3) } }] }, 3, recorded);
  const heads = okValue(cast)[0];
  engine.take({ kind: 'cast', heads: heads.kind === 'cast' ? heads.heads : -1 });
  engine.take({ kind: 'move', seat: 'north', move: 'm4' });
  engine.take({ kind: 'move', seat: 'south', move: 'm5' });
  const snapshot: Snapshot = {
    game: TOY_GAME, seq: 5, moves: ['m1', 'm2', 'm4', 'm5'], hash: engine.hashes[5],
    casts: [{ seq: 3, sticks: 4, secrets: { north: secretOf('north', 3), south: secretOf('south', 3) } }],
  };
  return { engine, snapshot };
}

describe('catching up from the peer\'s snapshot', () => {
  it('a host back after a crash replays the steps it missed and reaches the same position', () => {
    const five = northAfterFive();
    // North's snapshot after its move of step 4 (south is then to move).
    const snapshot: Snapshot = { ...five.snapshot, seq: 4, moves: ['m1', 'm2', 'm4'], hash: five.engine.hashes[4] };
    // South kept its journal up to step 2 and its cast commitments; then it was away.
    const engine = new ToyEngine();
    engine.take({ kind: 'move', seat: 'north', move: 'm1' });
    engine.take({ kind: 'move', seat: 'south', move: 'm2' });
    let state: PeerState = startPeer({ match: MATCH, game: TOY_GAME, me: 'south', peer: 'north', seq: 2 });
    const steps = okValue(catchUpSteps(state, snapshot, state.seq + 1, recorded));
    expect(steps.map((s) => `${s.seq}:${s.kind}`)).toEqual(['3:cast', '4:move']);
    for (const step of steps) {
      if (step.kind === 'cast') {
        engine.take({ kind: 'cast', heads: step.heads });
        state = okValue(castCaughtUpHere(state, step, engine.check()));
      } else if (step.kind === 'move') {
        // The peer's moves go through the same checks as live ones: turn, legality.
        const r = receivePeer(state, { from: 'north', at: 0, kind: 'moves', body: { seq: step.seq, move: step.move, before: engine.hashes[step.seq - 1] } }, engine.check());
        if ('refused' in r) throw new Error(r.refused.message);
        engine.take({ kind: 'move', seat: 'north', move: step.move });
        state = okValue(madeHere(r.state, engine.check())).state;
      }
    }
    expect(state.seq).toBe(4);
    expect(engine.hashes[4]).toBe(snapshot.hash);
  });

  it('a move of this host\'s seat that it never made is refused as not its peer\'s turn', () => {
    const { snapshot } = northAfterFive();
    const engine = new ToyEngine();
    for (const move of ['m1', 'm2']) engine.take({ kind: 'move', seat: move === 'm1' ? 'north' : 'south', move });
    engine.take({ kind: 'cast', heads: 2 });
    engine.take({ kind: 'move', seat: 'north', move: 'm4' });
    const state = startPeer({ match: MATCH, game: TOY_GAME, me: 'south', peer: 'north', seq: 4 });
    const [step] = okValue(catchUpSteps(state, snapshot, 5, recorded));
    const r = receivePeer(state, { from: 'north', at: 0, kind: 'moves', body: { seq: 5, move: step.kind === 'move' ? step.move : '', before: engine.hashes[4] } }, engine.check());
    expect('refused' in r && r.refused.code).toBe('not-your-turn');
  });

  it('a cast the peer changed after the fact, or one this host never revealed for, is refused', () => {
    const { snapshot } = northAfterFive();
    const ctx = { match: MATCH, me: 'south', peer: 'north' };
    const forged = { ...snapshot, casts: [{ seq: 3, sticks: 4, secrets: { north: 'a'.repeat(64), south: secretOf('south', 3) } }] };
    const r1 = catchUpSteps(ctx, forged, 3, recorded);
    expect(r1.ok ? '' : r1.error.code).toBe('cast-mismatch');
    const r2 = catchUpSteps(ctx, snapshot, 3, () => null);
    expect(r2.ok ? '' : r2.error.code).toBe('reveal-without-commit');
    const stranger = { ...snapshot, casts: [{ seq: 3, sticks: 4, secrets: { north: secretOf('north', 3), east: secretOf('south', 3) } }] };
    const r3 = catchUpSteps(ctx, stranger, 3, recorded);
    expect(r3.ok ? '' : r3.error.code).toBe('cast-mismatch');
  });
});

describe('fresh secrets', () => {
  it('a host may not commit again with a secret revealed for the last cast', () => {
    const engine = new ToyEngine();
    let state = startPeer({ match: MATCH, game: TOY_GAME, me: 'north', peer: 'south', seq: 2 });
    for (const m of ['m1', 'm2']) engine.take({ kind: 'move', seat: 'x', move: m });
    state = okValue(commitHere(state, secretOf('north', 3), 0, engine.check())).state;
    const withPeer = receivePeer(state, { from: 'south', at: 0, kind: 'cast-commit', body: { seq: 3, commit: recorded(3).south } }, engine.check());
    state = withPeer.state;
    state = receivePeer(state, { from: 'south', at: 0, kind: 'cast-reveal', body: { seq: 3, secret: secretOf('south', 3) } }, engine.check()).state;
    state = { ...state, cast: state.cast && { ...state.cast, revealed: true } };
    state = okValue(castTakenHere(state));
    engine.take({ kind: 'cast', heads: 0 });
    for (const m of ['m1', 'm2']) engine.take({ kind: 'move', seat: 'x', move: m });
    state = { ...state, seq: 5 };
    const again = commitHere(state, secretOf('south', 3), 0, engine.check());
    expect(again.ok ? '' : again.error.code).toBe('replayed');
  });

  it('the peer cannot copy this host\'s commitment and reveal (the seat is in the hash)', () => {
    const engine = new ToyEngine();
    for (const m of ['m1', 'm2']) engine.take({ kind: 'move', seat: 'x', move: m });
    let state = startPeer({ match: MATCH, game: TOY_GAME, me: 'north', peer: 'south', seq: 2 });
    const mine = okValue(commitHere(state, secretOf('north', 3), 0, engine.check()));
    state = mine.state;
    state = receivePeer(state, { from: 'south', at: 0, kind: 'cast-commit', body: { seq: 3, commit: mine.publish.commit } }, engine.check()).state;
    const r = receivePeer(state, { from: 'south', at: 0, kind: 'cast-reveal', body: { seq: 3, secret: secretOf('north', 3) } }, engine.check());
    expect('refused' in r && r.refused.code).toBe('cast-mismatch');
  });
});
