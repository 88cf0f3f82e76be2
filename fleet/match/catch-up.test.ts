import { describe, expect, it } from 'vitest';
import { valueOf } from '../testing/arbitraries.ts';
import {
  castCaughtUpHere, castFrom, catchUpSteps, choiceTakenHere, commitHere, commitOf, decodeSnapshot, encodeSnapshot, madeHere, receivePeer, startPeer, castTakenHere,
  type CatchUpStep, type PeerCheck, type PeerState, type Refusal, type Snapshot,
} from './index.ts';
import type { Result } from '../../rules/index.ts';
import { TOY_GAME, ToyEngine, testSecret, toyTurnWithChoices } from './testing/toy-match.ts';

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

/** Both seats' secrets for the cast of step `seq`, as the snapshot lists them. */
const castOf = (seq: number) => ({ seq, sticks: 4, secrets: { north: secretOf('north', seq), south: secretOf('south', seq) } });
const headsOf = (seq: number) => valueOf(castFrom({ match: MATCH, ...castOf(seq) }));
/**
 * North's journal of the toy with choices after ten steps: m1 (north), m2 (south), a cast, m4
 * (north), north's choice `double`, a cast, m2 (south), m3 (north), a cast, north's choice `keep`.
 */
function choicesAfterTen(): { engine: ToyEngine; snapshot: Snapshot } {
  const engine = new ToyEngine(toyTurnWithChoices);
  engine.take({ kind: 'move', seat: 'north', move: 'm1' });
  engine.take({ kind: 'move', seat: 'south', move: 'm2' });
  engine.take({ kind: 'cast', heads: headsOf(3) });
  engine.take({ kind: 'move', seat: 'north', move: 'm4' });
  engine.take({ kind: 'choice', seat: 'north', choice: 'double' });
  engine.take({ kind: 'cast', heads: headsOf(6) });
  engine.take({ kind: 'move', seat: 'south', move: 'm2' });
  engine.take({ kind: 'move', seat: 'north', move: 'm3' });
  engine.take({ kind: 'cast', heads: headsOf(9) });
  engine.take({ kind: 'choice', seat: 'north', choice: 'keep' });
  for (let seq = 1; seq <= 10; seq++) expect(engine.check().turnAt(seq)).toMatchObject({ kind: engine.steps[seq - 1].kind });
  const snapshot: Snapshot = {
    game: TOY_GAME, seq: 10, moves: ['m1', 'm2', 'm4', 'm2', 'm3'], hash: engine.hashes[10],
    casts: [castOf(3), castOf(6), castOf(9)], choices: [{ seq: 5, choice: 'double' }, { seq: 10, choice: 'keep' }],
  };
  return { engine, snapshot };
}
const named = (steps: CatchUpStep[]) => steps.map((s) => `${s.seq}:${s.kind === 'move' ? s.move : s.kind === 'choice' ? s.choice : `cast ${s.heads}`}`);

/** Catches `state` up through `steps` as the host would (moves and choices through `receivePeer`, casts checked); the first refusal, or the state reached. */
function catchUp(state: PeerState, steps: CatchUpStep[], engine: ToyEngine, peer = 'north'): Result<PeerState, Refusal> {
  const check: PeerCheck = engine.check();
  for (const step of steps) {
    if (step.kind === 'cast') {
      engine.take({ kind: 'cast', heads: step.heads });
      const r = castCaughtUpHere(state, step, check);
      if (!r.ok) return r;
      state = r.value;
      continue;
    }
    if (step.kind === 'entered') throw new Error('no physical casts in these tests');
    const before = engine.hashes[step.seq - 1];
    const r = step.kind === 'move'
      ? receivePeer(state, { from: peer, at: 0, kind: 'moves', body: { seq: step.seq, move: step.move, before } }, check)
      : receivePeer(state, { from: peer, at: 0, kind: 'choice', body: { seq: step.seq, choice: step.choice, before } }, check);
    if ('refused' in r) return { ok: false, error: r.refused };
    if (step.kind === 'move') {
      expect(r.accepted).toEqual({ type: 'show-move', seq: step.seq, move: step.move });
      engine.take({ kind: 'move', seat: peer, move: step.move });
      state = okValue(madeHere(r.state, check)).state;
    } else {
      // Taken at once, as a live choice: nothing is lit or made.
      expect(r.accepted).toEqual({ type: 'take-choice', seq: step.seq, choice: step.choice });
      expect(r.state).toBe(state);
      engine.take({ kind: 'choice', seat: peer, choice: step.choice });
      state = okValue(choiceTakenHere(r.state, check));
    }
  }
  return { ok: true, value: state };
}

describe('catching up through choices', () => {
  it('a snapshot\'s choices are listed in order among its moves and casts', () => {
    const { snapshot } = choicesAfterTen();
    expect(valueOf(decodeSnapshot(valueOf(encodeSnapshot(snapshot))))).toEqual(snapshot);
    const ctx = { match: MATCH, me: 'south', peer: 'north' };
    expect(named(okValue(catchUpSteps(ctx, snapshot, 1, recorded)))).toEqual([
      '1:m1', '2:m2', `3:cast ${headsOf(3)}`, '4:m4', '5:double', `6:cast ${headsOf(6)}`, '7:m2', '8:m3', `9:cast ${headsOf(9)}`, '10:keep',
    ]);
    expect(okValue(catchUpSteps(ctx, snapshot, 5, recorded))[0]).toEqual({ seq: 5, kind: 'choice', choice: 'double' });
    // From after a choice, the moves still line up with their steps.
    expect(named(okValue(catchUpSteps(ctx, snapshot, 6, recorded)))).toEqual([`6:cast ${headsOf(6)}`, '7:m2', '8:m3', `9:cast ${headsOf(9)}`, '10:keep']);
    expect(named(okValue(catchUpSteps(ctx, snapshot, 10, recorded)))).toEqual(['10:keep']);
    expect(okValue(catchUpSteps(ctx, snapshot, 11, recorded))).toEqual([]);
    // A choice is no move: a snapshot that lists a step as one reads the next move for the step after.
    const shifted: Snapshot = { ...snapshot, seq: 6, moves: ['m1', 'm2', 'm4'], casts: [castOf(3), castOf(6)], choices: [{ seq: 4, choice: 'keep' }] };
    expect(named(okValue(catchUpSteps(ctx, shifted, 4, recorded)))).toEqual(['4:keep', '5:m4', `6:cast ${headsOf(6)}`]);
  });

  it('a host back after a crash catches up through the peer\'s choice and reaches the snapshot\'s position', () => {
    const ten = choicesAfterTen();
    // North's snapshot after step 6 (south is then to move); south kept its journal up to step 2.
    const snapshot: Snapshot = { ...ten.snapshot, seq: 6, moves: ['m1', 'm2', 'm4'], hash: ten.engine.hashes[6], casts: [castOf(3), castOf(6)], choices: [{ seq: 5, choice: 'double' }] };
    expect(valueOf(decodeSnapshot(valueOf(encodeSnapshot(snapshot))))).toEqual(snapshot); // what the wire carries
    const engine = new ToyEngine(toyTurnWithChoices);
    engine.take({ kind: 'move', seat: 'north', move: 'm1' });
    engine.take({ kind: 'move', seat: 'south', move: 'm2' });
    const state = startPeer({ match: MATCH, game: TOY_GAME, me: 'south', peer: 'north', seq: 2 });
    const r = receivePeer(state, { from: 'north', at: 0, kind: 'snapshot', body: snapshot }, engine.check());
    expect('accepted' in r && r.accepted).toEqual({ type: 'catch-up', from: 3, snapshot });
    const steps = okValue(catchUpSteps(state, snapshot, 3, recorded));
    expect(steps.map((s) => `${s.seq}:${s.kind}`)).toEqual(['3:cast', '4:move', '5:choice', '6:cast']);
    const reached = okValue(catchUp(state, steps, engine));
    expect(reached.seq).toBe(6);
    expect(engine.hashes[6]).toBe(snapshot.hash);
    expect(engine.hashes).toEqual(ten.engine.hashes.slice(0, 7));
    expect(engine.check().choiceAt(5)).toBe('double');
    const again = receivePeer(reached, { from: 'north', at: 0, kind: 'snapshot', body: snapshot }, engine.check());
    expect('accepted' in again && again.accepted).toEqual({ type: 'in-step', seq: 6 });
  });

  it('a snapshot\'s choice goes through the checks of a live one: its option, its seat, its step', () => {
    const ten = choicesAfterTen();
    const upTo = (n: number, seat: 'north' | 'south') => {
      const engine = new ToyEngine(toyTurnWithChoices);
      for (const s of ten.engine.steps.slice(0, n)) engine.take(s);
      return { engine, state: startPeer({ match: MATCH, game: TOY_GAME, me: seat, peer: seat === 'north' ? 'south' : 'north', seq: n }) };
    };
    const base: Snapshot = { ...ten.snapshot, seq: 5, moves: ['m1', 'm2', 'm4'], hash: ten.engine.hashes[5], casts: [castOf(3)], choices: [{ seq: 5, choice: 'double' }] };
    const codeOf = (r: Result<unknown, Refusal>) => (r.ok ? 'ok' : r.error.code);
    // An option the game does not offer.
    const s1 = upTo(4, 'south');
    const triple = okValue(catchUpSteps(s1.state, { ...base, choices: [{ seq: 5, choice: 'triple' }] }, 5, recorded));
    expect(codeOf(catchUp(s1.state, triple, s1.engine))).toBe('illegal');
    // North's own choice, which it never made, in south's snapshot.
    const n = upTo(4, 'north');
    const own = okValue(catchUpSteps(n.state, { ...base, choices: [{ seq: 5, choice: 'double' }] }, 5, recorded));
    expect(codeOf(catchUp(n.state, own, n.engine, 'south'))).toBe('not-your-turn');
    // A choice where the game awaits north's move.
    const s2 = upTo(3, 'south');
    const atMove = okValue(catchUpSteps(s2.state, { ...base, choices: [{ seq: 4, choice: 'double' }], moves: ['m1', 'm2', 'm4'] }, 4, recorded));
    expect(named(atMove)).toEqual(['4:double', '5:m4']);
    expect(codeOf(catchUp(s2.state, atMove, s2.engine))).toBe('not-your-turn');
    // The same snapshot with the choice as it was made is caught up.
    const s3 = upTo(4, 'south');
    expect(codeOf(catchUp(s3.state, okValue(catchUpSteps(s3.state, base, 5, recorded)), s3.engine))).toBe('ok');
    expect(s3.engine.hashes[5]).toBe(base.hash);
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
