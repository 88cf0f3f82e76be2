import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../rules/index.ts';
import { codeOf, valueOf } from '../testing/arbitraries.ts';
import {
  castEnteredHere, castHeads, castOverdue, countRefusal, enteredTakenHere, noRefusals, castTakenHere, choiceTakenHere, chooseHere, commitHere, commitOf, decodeMatchMessage, encodeApplied, encodeCastCommit, encodeCastReveal,
  encodeChoice, encodeMove, encodePresence, encodeSnapshot, madeHere, matchTopicOf, playHere, receivePeer, revealHere, startPeer,
  type MatchTopicKind, type PeerMessage, type PeerResult, type PeerState, type Refusal, type Turn,
} from './index.ts';
import { TOY_GAME, TOY_OPTIONS, ToyEngine, testSecret, toyTurn, toyTurnWithChoices } from './testing/toy-match.ts';

const MATCH = 'm-1';
const H = (c: string) => c.repeat(64);

/** One side of a match: its engine, its contract state, and what it has published. */
class Host {
  readonly engine: ToyEngine;
  state: PeerState;
  constructor(readonly seat: 'north' | 'south', turn: (seq: number) => Turn = toyTurn) {
    this.engine = new ToyEngine(turn);
    this.state = startPeer({ match: MATCH, game: TOY_GAME, me: seat, peer: seat === 'north' ? 'south' : 'north' });
  }
  get check() { return this.engine.check(); }
  receive(message: PeerMessage): PeerResult {
    const result = receivePeer(this.state, message, this.check);
    this.state = result.state;
    return result;
  }
}

/** Through the wire: encoded, then read back by the receiver as any message off the broker. */
function wire(from: string, kind: MatchTopicKind, text: Result<string, unknown>, at = 0): PeerMessage {
  const topic = valueOf(matchTopicOf({ match: MATCH, seat: from, kind }));
  const message = valueOf(decodeMatchMessage(MATCH, topic, new TextEncoder().encode(valueOf(text as never)), at));
  if ('cleared' in message) throw new Error('unexpected clear');
  return message;
}
const accepted = (r: PeerResult) => {
  if ('refused' in r) throw new Error(`refused ${r.refused.code}: ${r.refused.message}`);
  return r.accepted;
};
const refusal = (r: PeerResult): Refusal => {
  if (!('refused' in r)) throw new Error(`accepted ${JSON.stringify(r.accepted)}`);
  return r.refused;
};
const okValue = <T,>(r: Result<T, Refusal>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/** Plays step seq + 1 between the two hosts, as the host side would (a choice step takes `choice`). */
function playStep(hosts: Record<'north' | 'south', Host>, move = 'm3', now = 0, choice = 'double'): void {
  const { north, south } = hosts;
  const seq = north.state.seq + 1;
  const turn = north.check.turnAt(seq);
  if (turn.kind === 'move') {
    const mover = hosts[turn.seat as 'north' | 'south'];
    const other = mover === north ? south : north;
    const step = okValue(playHere(mover.state, move, mover.check));
    mover.state = step.state;
    mover.engine.take({ kind: 'move', seat: mover.seat, move });
    expect(accepted(other.receive(wire(mover.seat, 'moves', encodeMove(step.publish))))).toEqual({ type: 'show-move', seq, move });
    other.engine.take({ kind: 'move', seat: mover.seat, move }); // made on the other board
    const made = okValue(madeHere(other.state, other.check));
    other.state = made.state;
    expect(accepted(mover.receive(wire(other.seat, 'applied', encodeApplied(made.publish))))).toEqual({ type: 'confirmed', seq });
  } else if (turn.kind === 'choice') {
    const chooser = hosts[turn.seat as 'north' | 'south'];
    const other = chooser === north ? south : north;
    // Checked before the engine takes it: `before` is the position the choice is made in.
    const step = okValue(chooseHere(chooser.state, choice, chooser.check));
    expect(step.publish).toEqual({ seq, choice, before: chooser.engine.hashes[seq - 1] });
    chooser.state = step.state;
    chooser.engine.take({ kind: 'choice', seat: chooser.seat, choice });
    const before = other.state;
    expect(accepted(other.receive(wire(chooser.seat, 'choice', encodeChoice(step.publish))))).toEqual({ type: 'take-choice', seq, choice });
    expect(other.state).toBe(before); // nothing lit, nothing pending: the engine takes it at once
    expect(refusalOf(choiceTakenHere(other.state, other.check)).code).toBe('out-of-order'); // not before the engine took it
    other.engine.take({ kind: 'choice', seat: chooser.seat, choice });
    other.state = okValue(choiceTakenHere(other.state, other.check));
  } else if (turn.kind === 'cast') {
    for (const h of [north, south]) {
      const c = okValue(commitHere(h.state, testSecret(`${h.seat} ${seq}`), now, h.check));
      h.state = c.state;
      const other = h === north ? south : north;
      expect(accepted(other.receive(wire(h.seat, 'cast-commit', encodeCastCommit(c.publish), now)))).toEqual({ type: 'peer-committed', seq });
    }
    // South reveals first: who reveals first must not matter.
    for (const h of [south, north]) {
      const r = okValue(revealHere(h.state));
      h.state = r.state;
      const other = h === north ? south : north;
      accepted(other.receive(wire(h.seat, 'cast-reveal', encodeCastReveal(r.publish))));
    }
    const heads = castHeads(north.state);
    expect(heads).not.toBeNull();
    expect(castHeads(south.state)).toBe(heads);
    for (const h of [north, south]) {
      h.engine.take({ kind: 'cast', heads: heads! });
      h.state = okValue(castTakenHere(h.state));
    }
  }
}

/** Two hosts after `steps` steps: moves m1 … m5 in turn, choices `double` then `keep` in turn. */
function freshMatch(steps = 0, turn: (seq: number) => Turn = toyTurn): Record<'north' | 'south', Host> {
  const hosts = { north: new Host('north', turn), south: new Host('south', turn) };
  for (let i = 0; i < steps; i++) playStep(hosts, `m${(i % 5) + 1}`, 0, TOY_OPTIONS[(i + 1) % 2]);
  return hosts;
}
/** The toy with choices: north chooses at steps 5, 10, 20 and 25. */
const withChoices = (steps = 0) => freshMatch(steps, toyTurnWithChoices);

describe('two hosts playing one match', () => {
  it('take moves and casts in two phases and reach the same positions', () => {
    const hosts = freshMatch(12);
    expect(hosts.north.state.seq).toBe(12);
    expect(hosts.south.state.seq).toBe(12);
    expect(hosts.north.engine.hashes).toEqual(hosts.south.engine.hashes);
    expect(hosts.north.engine.steps.filter((s) => s.kind === 'cast')).toHaveLength(4);
  });

  it('takes an exact repeat of any step as a no-op (QoS 1 delivers at least once)', () => {
    const { north, south } = freshMatch(4);
    const before = south.state;
    // step 1 was north's m1 from the start position
    expect(accepted(south.receive(wire('north', 'moves', encodeMove({ seq: 1, move: 'm1', before: north.engine.hashes[0] }))))).toEqual({ type: 'repeat' });
    // the last cast's commitment and reveal again
    const secret = testSecret('north 3');
    expect(accepted(south.receive(wire('north', 'cast-commit', encodeCastCommit({ seq: 3, commit: valueOf(commitOf(secret, { match: MATCH, seq: 3, seat: 'north' })) }))))).toEqual({ type: 'repeat' });
    expect(accepted(south.receive(wire('north', 'cast-reveal', encodeCastReveal({ seq: 3, secret }))))).toEqual({ type: 'repeat' });
    expect(south.state).toBe(before);
    // an applied for north's move again
    expect(accepted(north.receive(wire('south', 'applied', encodeApplied({ seq: 4, after: north.engine.hashes[4] }))))).toEqual({ type: 'repeat' });
  });

  it('a host that reconnects behind reads the snapshot and is told to catch up; one in step agrees', () => {
    const { north, south } = freshMatch(5);
    const snap = { game: TOY_GAME, seq: 5, moves: ['m1', 'm2', 'm4', 'm5'], hash: north.engine.hashes[5], casts: [{ seq: 3, sticks: 4, secrets: { north: testSecret('north 3'), south: testSecret('south 3') } }] };
    expect(accepted(south.receive(wire('north', 'snapshot', encodeSnapshot(snap))))).toEqual({ type: 'in-step', seq: 5 });
    // After six steps north moves step 7; its snapshot, one step ahead of south while the move is lit there, is under way.
    const six = freshMatch(6);
    const step = okValue(playHere(six.north.state, 'm2', six.north.check));
    six.north.state = step.state;
    six.north.engine.take({ kind: 'move', seat: 'north', move: 'm2' });
    accepted(six.south.receive(wire('north', 'moves', encodeMove(step.publish))));
    const ahead = { game: TOY_GAME, seq: 7, moves: ['m1', 'm2', 'm4', 'm5', 'm2'], hash: six.north.engine.hashes[7], casts: [3, 6].map((n) => ({ seq: n, sticks: 4, secrets: { north: testSecret(`north ${n}`), south: testSecret(`south ${n}`) } })) };
    expect(accepted(six.south.receive(wire('north', 'snapshot', encodeSnapshot(ahead))))).toEqual({ type: 'under-way', seq: 7 });
    const late = new Host('south');
    expect(accepted(late.receive(wire('north', 'snapshot', encodeSnapshot(snap))))).toMatchObject({ type: 'catch-up', from: 1 });
  });

  it('stop on positions that differ at the same seq, overwriting nothing', () => {
    const { south } = freshMatch(5);
    const before = south.state;
    const r = refusal(south.receive(wire('north', 'snapshot', encodeSnapshot({ game: TOY_GAME, seq: 4, moves: ['m1', 'm2', 'm4'], hash: H('e'), casts: [{ seq: 3, sticks: 4, secrets: { north: H('1'), south: H('2') } }] }))));
    expect(r.code).toBe('diverged');
    expect(r.message).toContain(H('e'));
    expect(r.message).toContain(south.engine.hashes[4]);
    expect(south.state).toBe(before);
  });

  it('names the peer that keeps a cast waiting', () => {
    const hosts = freshMatch(2);
    const { north } = hosts;
    north.state = okValue(commitHere(north.state, testSecret('n'), 1000, north.check)).state;
    expect(castOverdue(north.state, 5000, 10_000)).toEqual([]);
    expect(castOverdue(north.state, 12_000, 10_000)).toEqual([{ seat: 'south', missing: 'commit' }]);
    expect(refusalOf(revealHere(north.state)).code).toBe('reveal-without-commit'); // never reveal before the peer commits
    north.receive(wire('south', 'cast-commit', encodeCastCommit({ seq: 3, commit: valueOf(commitOf(testSecret('s'), { match: MATCH, seq: 3, seat: 'south' })) }), 2000));
    north.state = okValue(revealHere(north.state)).state;
    expect(castOverdue(north.state, 12_000, 10_000)).toEqual([{ seat: 'south', missing: 'reveal' }]);
    expect(refusalOf(castTakenHere(north.state)).code).toBe('out-of-order');
  });
});

const refusalOf = (r: Result<unknown, Refusal>): Refusal => {
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

describe('a hostile peer is refused and named, the game untouched', () => {
  /** South's message to north at step 5 (south's move) after four steps. */
  function atSouthsMove() {
    const hosts = freshMatch(4);
    expect(toyTurn(5)).toEqual({ kind: 'move', seat: 'south' });
    return hosts;
  }
  const at4 = (h: Record<'north' | 'south', Host>) => h.north.engine.hashes[4];
  const cases: [string, (h: Record<'north' | 'south', Host>) => PeerMessage, string][] = [
    ['an illegal move', (h) => wire('south', 'moves', encodeMove({ seq: 5, move: 'm9', before: at4(h) })), 'illegal'],
    ['a seq after a gap', (h) => wire('south', 'moves', encodeMove({ seq: 6, move: 'm1', before: at4(h) })), 'out-of-order'],
    ['a replayed old seq', (h) => wire('south', 'moves', encodeMove({ seq: 2, move: 'm5', before: h.north.engine.hashes[1] })), 'replayed'],
    ['north\'s own step claimed', (h) => wire('south', 'moves', encodeMove({ seq: 1, move: 'm1', before: h.north.engine.hashes[0] })), 'replayed'],
    ['a move from another position', () => wire('south', 'moves', encodeMove({ seq: 5, move: 'm1', before: H('0') })), 'hash-mismatch'],
    ['an applied with another position', () => wire('south', 'applied', encodeApplied({ seq: 1, after: H('0') })), 'hash-mismatch'],
    ['an applied for a step not taken', (h) => wire('south', 'applied', encodeApplied({ seq: 5, after: at4(h) })), 'out-of-order'],
    ['an applied for its own move', (h) => wire('south', 'applied', encodeApplied({ seq: 2, after: h.north.engine.hashes[2] })), 'not-your-turn'],
    ['a commitment when no cast is due', () => wire('south', 'cast-commit', encodeCastCommit({ seq: 5, commit: H('1') })), 'not-your-turn'],
    ['a reveal when no cast is due', () => wire('south', 'cast-reveal', encodeCastReveal({ seq: 5, secret: H('1') })), 'not-your-turn'],
    ['a reveal for a cast long done, differing', () => wire('south', 'cast-reveal', encodeCastReveal({ seq: 3, secret: H('1') })), 'replayed'],
    ['a message on north\'s own seat', (h) => wire('north', 'moves', encodeMove({ seq: 5, move: 'm1', before: at4(h) })), 'not-the-peer'],
    ['a stranger', (h) => wire('east', 'moves', encodeMove({ seq: 5, move: 'm1', before: at4(h) })), 'not-the-peer'],
    ['another game', () => wire('south', 'presence', encodePresence({ state: 'online', since: '2026-11-26T17:00:00.000Z', game: 'chess', seat: 'south' })), 'wrong-game'],
    ['a presence for another seat', () => wire('south', 'presence', encodePresence({ state: 'online', since: '2026-11-26T17:00:00.000Z', game: TOY_GAME, seat: 'north' })), 'not-the-peer'],
  ];
  for (const [name, make, code] of cases) {
    it(`${name}: ${code}`, () => {
      const hosts = atSouthsMove();
      const before = hosts.north.state;
      const snapshot = structuredClone(before);
      const r = refusal(hosts.north.receive(make(hosts)));
      expect(r.code).toBe(code);
      expect(r.message.length).toBeGreaterThan(10);
      expect(hosts.north.state).toBe(before);
      expect(hosts.north.state).toEqual(snapshot);
    });
  }

  it('a move out of turn, in the cast\'s place, and a second move while one waits', () => {
    const h3 = freshMatch(3);
    const r = refusal(h3.north.receive(wire('south', 'moves', encodeMove({ seq: 4, move: 'm1', before: h3.north.engine.hashes[3] }))));
    expect(r).toMatchObject({ code: 'not-your-turn', message: expect.stringContaining('"north"\'s move') });
    const hosts = freshMatch(2);
    expect(refusal(hosts.south.receive(wire('north', 'moves', encodeMove({ seq: 3, move: 'm1', before: hosts.south.engine.hashes[2] })))).code).toBe('not-your-turn');
    const h4 = freshMatch(4);
    accepted(h4.north.receive(wire('south', 'moves', encodeMove({ seq: 5, move: 'm2', before: h4.north.engine.hashes[4] }))));
    expect(refusal(h4.north.receive(wire('south', 'moves', encodeMove({ seq: 5, move: 'm3', before: h4.north.engine.hashes[4] })))).code).toBe('replayed');
    expect(refusal(h4.north.receive(wire('south', 'moves', encodeMove({ seq: 6, move: 'm3', before: h4.north.engine.hashes[4] })))).code).toBe('out-of-order');
    expect(refusalOf(playHere(h4.north.state, 'm1', h4.north.check)).code).toBe('out-of-order'); // south's move is still to be made here
  });

  it('a cast not matching its commitment, a reveal before any commitment, a second commitment', () => {
    const { north } = freshMatch(2);
    expect(refusal(north.receive(wire('south', 'cast-reveal', encodeCastReveal({ seq: 3, secret: H('1') })))).code).toBe('reveal-without-commit');
    north.receive(wire('south', 'cast-commit', encodeCastCommit({ seq: 3, commit: valueOf(commitOf(H('1'), { match: MATCH, seq: 3, seat: 'south' })) })));
    expect(refusal(north.receive(wire('south', 'cast-commit', encodeCastCommit({ seq: 3, commit: H('2') })))).code).toBe('replayed');
    const before = north.state;
    const r = refusal(north.receive(wire('south', 'cast-reveal', encodeCastReveal({ seq: 3, secret: H('2') }))));
    expect(r).toMatchObject({ code: 'cast-mismatch', message: expect.stringContaining('"south"') });
    expect(north.state).toBe(before);
  });

  it('a 1 MB payload is dropped before it is read', () => {
    const topic = valueOf(matchTopicOf({ match: MATCH, seat: 'south', kind: 'moves' }));
    const huge = JSON.stringify({ seq: 4, move: 'm1', before: H('0'), pad: 'x'.repeat(1 << 20) });
    expect(codeOf(decodeMatchMessage(MATCH, topic, huge, 0))).toBe('too-large');
    expect(codeOf(decodeMatchMessage('m-2', topic, '{}', 0))).toBe('not-for-this-table');
    expect(valueOf(decodeMatchMessage(MATCH, valueOf(matchTopicOf({ match: MATCH, seat: 'south', kind: 'snapshot' })), '', 0))).toEqual({ cleared: 'south' });
    expect(codeOf(decodeMatchMessage(MATCH, topic, '', 0))).toBe('bad-json');
  });

  it('this host refuses to publish what it would refuse', () => {
    const { north, south } = freshMatch(4);
    expect(refusalOf(playHere(north.state, 'm1', north.check)).code).toBe('not-your-turn');
    expect(refusalOf(playHere(south.state, 'm7', south.check)).code).toBe('illegal');
    expect(refusalOf(madeHere(north.state, north.check)).code).toBe('out-of-order');
    expect(refusalOf(commitHere(south.state, H('1'), 0, south.check)).code).toBe('not-your-turn');
  });
});

describe('a choice, one step made by one seat', () => {
  const choiceOf = (from: string, seq: number, choice: string, before: string) => wire(from, 'choice', encodeChoice({ seq, choice, before }));

  it('two hosts play the whole toy with choices through the wire and end on the same positions', () => {
    const hosts = withChoices(30);
    for (const h of [hosts.north, hosts.south]) {
      expect(h.state).toMatchObject({ seq: 30, pending: null, cast: null });
      // Every step of the toy: the choices where the toy has them, by the seat that moved last.
      expect(h.engine.steps.map((s, i) => (s.kind === 'choice' ? `${i + 1}:${s.seat}:${s.choice}` : null)).filter((s) => s !== null))
        .toEqual(['5:north:double', '10:north:keep', '20:north:keep', '25:north:double']);
      expect(h.engine.steps.filter((s) => s.kind === 'cast')).toHaveLength(10);
      expect(h.engine.steps.filter((s) => s.kind === 'move')).toHaveLength(16);
    }
    expect(hosts.north.engine.hashes).toHaveLength(31);
    expect(hosts.north.engine.hashes).toEqual(hosts.south.engine.hashes);
    expect(hosts.south.check.choiceAt(5)).toBe('double');
    expect(hosts.south.check.choiceAt(4)).toBeNull();
    expect(toyTurnWithChoices(31)).toEqual({ kind: 'over' });
    // After the end, no choice is anyone's.
    const after = hosts.south.state;
    expect(refusal(hosts.south.receive(choiceOf('north', 31, 'keep', hosts.south.engine.hashes[30]))).code).toBe('not-your-turn');
    expect(hosts.south.state).toBe(after);
    expect(refusalOf(chooseHere(hosts.north.state, 'keep', hosts.north.check)).code).toBe('not-your-turn');
  });

  it('the choice taken changes the position: the same game with the other option reaches other hashes', () => {
    const doubled = withChoices(5);
    const kept = { north: new Host('north', toyTurnWithChoices), south: new Host('south', toyTurnWithChoices) };
    for (let i = 0; i < 5; i++) playStep(kept, `m${(i % 5) + 1}`, 0, 'keep');
    expect(kept.north.engine.hashes.slice(0, 5)).toEqual(doubled.north.engine.hashes.slice(0, 5));
    expect(kept.north.engine.hashes[5]).not.toBe(doubled.north.engine.hashes[5]);
  });

  it('an exact repeat of a choice taken is a no-op; another option, or another position, for it is replayed', () => {
    const { north, south } = withChoices(5);
    const at4 = south.engine.hashes[4];
    const before = south.state;
    expect(accepted(south.receive(choiceOf('north', 5, 'double', at4)))).toEqual({ type: 'repeat' });
    expect(south.state).toBe(before);
    const cases: [PeerMessage, string][] = [
      [choiceOf('north', 5, 'keep', at4), 'replayed'],
      [choiceOf('north', 5, 'double', H('0')), 'replayed'],
      [choiceOf('north', 5, 'double', south.engine.hashes[3]), 'replayed'],
      // a choice for an old step that was a move, or a cast
      [choiceOf('north', 4, 'keep', south.engine.hashes[3]), 'replayed'],
      [choiceOf('north', 3, 'keep', south.engine.hashes[2]), 'replayed'],
      // a move, or an applied, for the choice's step
      [wire('north', 'moves', encodeMove({ seq: 5, move: 'm1', before: at4 })), 'replayed'],
    ];
    for (const [message, code] of cases) {
      const r = refusal(south.receive(message));
      expect([message.body, r.code]).toEqual([message.body, code]);
      expect(r.message).toContain('step');
      expect(south.state).toBe(before);
    }
    // North's own choice: the peer cannot confirm it with an applied (there is none for a choice).
    const northBefore = north.state;
    expect(refusal(north.receive(wire('south', 'applied', encodeApplied({ seq: 5, after: north.engine.hashes[5] })))).code).toBe('not-your-turn');
    expect(north.state).toBe(northBefore);
  });

  /** South, at step `steps`, receiving a choice (or another message) for the next. North chooses at steps 5, 10, 20, 25. */
  const cases: [string, number, 'north' | 'south', (h: Record<'north' | 'south', Host>) => PeerMessage, string][] = [
    ['a choice at a move step', 3, 'south', (h) => choiceOf('north', 4, 'keep', h.south.engine.hashes[3]), 'not-your-turn'],
    ['a choice at the other seat\'s move step', 6, 'north', (h) => choiceOf('south', 7, 'keep', h.north.engine.hashes[6]), 'not-your-turn'],
    ['a choice at a cast step', 2, 'south', (h) => choiceOf('north', 3, 'keep', h.south.engine.hashes[2]), 'not-your-turn'],
    ['the other seat\'s choice', 4, 'north', (h) => choiceOf('south', 5, 'keep', h.north.engine.hashes[4]), 'not-your-turn'],
    ['a move at a choice step', 4, 'south', (h) => wire('north', 'moves', encodeMove({ seq: 5, move: 'm1', before: h.south.engine.hashes[4] })), 'not-your-turn'],
    ['a commitment at a choice step', 4, 'south', () => wire('north', 'cast-commit', encodeCastCommit({ seq: 5, commit: H('1') })), 'not-your-turn'],
    ['none of the options', 4, 'south', (h) => choiceOf('north', 5, 'triple', h.south.engine.hashes[4]), 'illegal'],
    ['an option in another case', 4, 'south', (h) => choiceOf('north', 5, 'Keep', h.south.engine.hashes[4]), 'illegal'],
    ['a move\'s text as the option', 4, 'south', (h) => choiceOf('north', 5, 'm1', h.south.engine.hashes[4]), 'illegal'],
    ['a choice from another position', 4, 'south', () => choiceOf('north', 5, 'keep', H('0')), 'hash-mismatch'],
    ['a choice from the position a step before', 4, 'south', (h) => choiceOf('north', 5, 'keep', h.south.engine.hashes[3]), 'hash-mismatch'],
    ['a choice after a gap', 4, 'south', (h) => choiceOf('north', 6, 'keep', h.south.engine.hashes[4]), 'out-of-order'],
    ['a choice far ahead', 4, 'south', (h) => choiceOf('north', 10, 'keep', h.south.engine.hashes[4]), 'out-of-order'],
    ['a choice from a stranger', 4, 'south', (h) => choiceOf('east', 5, 'keep', h.south.engine.hashes[4]), 'not-the-peer'],
    ['a choice on this host\'s own seat', 4, 'south', (h) => choiceOf('south', 5, 'keep', h.south.engine.hashes[4]), 'not-the-peer'],
    ['another option for a choice taken', 5, 'south', (h) => choiceOf('north', 5, 'keep', h.south.engine.hashes[4]), 'replayed'],
    ['a choice after the game\'s end', 30, 'south', (h) => choiceOf('north', 31, 'keep', h.south.engine.hashes[30]), 'not-your-turn'],
  ];
  for (const [name, steps, to, make, code] of cases) {
    it(`${name}: ${code}`, () => {
      const hosts = withChoices(steps);
      const host = hosts[to];
      const before = host.state;
      const copy = structuredClone(before);
      const r = refusal(host.receive(make(hosts)));
      expect(r.code).toBe(code);
      expect(r.message).toMatch(/^Seat "(north|south|east)" .{10,}/);
      expect(host.state).toBe(before);
      expect(host.state).toEqual(copy);
    });
  }

  it('is accepted once, as take-choice, leaving the state as it was until the engine takes it', () => {
    const { south } = withChoices(4);
    const before = south.state;
    const r = south.receive(choiceOf('north', 5, 'keep', south.engine.hashes[4]));
    expect(accepted(r)).toEqual({ type: 'take-choice', seq: 5, choice: 'keep' });
    expect(r.state).toBe(before);
    expect(refusalOf(choiceTakenHere(south.state, south.check)).code).toBe('out-of-order');
    // A move taken by mistake is no choice taken either.
    const wrong = new ToyEngine(toyTurnWithChoices);
    for (const s of south.engine.steps) wrong.take(s);
    wrong.take({ kind: 'move', seat: 'north', move: 'm1' });
    expect(refusalOf(choiceTakenHere(south.state, wrong.check())).code).toBe('out-of-order');
    south.engine.take({ kind: 'choice', seat: 'north', choice: 'keep' });
    south.state = okValue(choiceTakenHere(south.state, south.check));
    expect(south.state).toMatchObject({ seq: 5, pending: null, acked: before.acked });
  });

  it('a choice in place of the peer\'s move waiting here is replayed', () => {
    const { north, south } = withChoices(6);
    const step = okValue(playHere(south.state, 'm2', south.check));
    accepted(north.receive(wire('south', 'moves', encodeMove(step.publish))));
    const before = north.state;
    expect(before.pending).toMatchObject({ seq: 7, move: 'm2' });
    expect(refusal(north.receive(choiceOf('south', 7, 'keep', north.engine.hashes[6]))).code).toBe('replayed');
    expect(refusal(north.receive(choiceOf('south', 8, 'keep', north.engine.hashes[6]))).code).toBe('out-of-order');
    expect(north.state).toBe(before);
  });

  it('a host that took another option than its peer is caught by the next step and the snapshot', () => {
    const { north, south } = withChoices(4);
    const step = okValue(chooseHere(north.state, 'double', north.check));
    north.state = step.state;
    north.engine.take({ kind: 'choice', seat: 'north', choice: 'double' });
    accepted(south.receive(wire('north', 'choice', encodeChoice(step.publish))));
    south.engine.take({ kind: 'choice', seat: 'north', choice: 'keep' }); // a faulty host
    south.state = okValue(choiceTakenHere(south.state, south.check));
    const snap = {
      game: TOY_GAME, seq: 5, moves: ['m1', 'm2', 'm4'], hash: north.engine.hashes[5],
      casts: [{ seq: 3, sticks: 4, secrets: { north: testSecret('north 3'), south: testSecret('south 3') } }], choices: [{ seq: 5, choice: 'double' }],
    };
    const before = south.state;
    const r = refusal(south.receive(wire('north', 'snapshot', encodeSnapshot(snap))));
    expect(r.code).toBe('diverged');
    expect(r.message).toContain(north.engine.hashes[5]);
    expect(r.message).toContain(south.engine.hashes[5]);
    expect(south.state).toBe(before);
    // The same snapshot is in step on the host that took the same option.
    const fair = withChoices(5);
    expect(fair.north.engine.hashes[5]).toBe(north.engine.hashes[5]);
    expect(accepted(fair.south.receive(wire('north', 'snapshot', encodeSnapshot(snap))))).toEqual({ type: 'in-step', seq: 5 });
  });

  it('this host chooses only its own seat\'s choice, one of the options, with no move of the peer waiting', () => {
    const four = withChoices(4);
    expect(refusalOf(chooseHere(four.south.state, 'keep', four.south.check)).code).toBe('not-your-turn'); // north's choice
    expect(refusalOf(chooseHere(four.north.state, 'triple', four.north.check))).toMatchObject({ code: 'illegal', message: expect.stringContaining('"keep", "double"') });
    expect(refusalOf(chooseHere(four.north.state, '', four.north.check)).code).toBe('illegal');
    expect(refusalOf(playHere(four.north.state, 'm1', four.north.check)).code).toBe('not-your-turn'); // no move at a choice step
    expect(refusalOf(commitHere(four.north.state, H('1'), 0, four.north.check)).code).toBe('not-your-turn');
    const ok5 = okValue(chooseHere(four.north.state, 'keep', four.north.check));
    expect(ok5).toEqual({ state: { ...four.north.state, seq: 5 }, publish: { seq: 5, choice: 'keep', before: four.north.engine.hashes[4] } });
    const three = withChoices(3);
    expect(refusalOf(chooseHere(three.north.state, 'keep', three.north.check)).code).toBe('not-your-turn'); // north's move
    const two = withChoices(2);
    expect(refusalOf(chooseHere(two.north.state, 'keep', two.north.check)).code).toBe('not-your-turn'); // a cast
    // South's move of step 7 waits on north's board: north may do nothing else first.
    const six = withChoices(6);
    const step = okValue(playHere(six.south.state, 'm2', six.south.check));
    accepted(six.north.receive(wire('south', 'moves', encodeMove(step.publish))));
    expect(refusalOf(chooseHere(six.north.state, 'keep', six.north.check)).code).toBe('out-of-order');
  });
});

describe('the reducer, on any messages', () => {
  const seat = fc.constantFrom('north', 'south', 'east');
  const seqA = fc.integer({ min: 1, max: 8 });
  /** Random messages; `positions` are hashes the receiver may hold, so some moves and choices are accepted too. */
  const messages = (positions: readonly string[]): fc.Arbitrary<PeerMessage> => {
    const hex = fc.constantFrom(H('0'), H('1'), testSecret('north 3'), testSecret('south 3'), ...positions);
    return fc.record({ from: seat, at: fc.nat(100_000) }).chain((f) => fc.oneof(
      fc.record({ seq: seqA, move: fc.constantFrom('m1', 'm2', 'm9', ''), before: hex }).map((body): PeerMessage => ({ ...f, kind: 'moves', body })),
      fc.record({ seq: seqA, after: hex }).map((body): PeerMessage => ({ ...f, kind: 'applied', body })),
      fc.record({ seq: seqA, choice: fc.constantFrom('keep', 'double', 'Keep', 'm1', ''), before: hex }).map((body): PeerMessage => ({ ...f, kind: 'choice', body })),
      fc.record({ seq: seqA, commit: hex }).map((body): PeerMessage => ({ ...f, kind: 'cast-commit', body })),
      fc.record({ seq: seqA, secret: hex }).map((body): PeerMessage => ({ ...f, kind: 'cast-reveal', body })),
      fc.record({ seq: fc.integer({ min: 0, max: 8 }), hash: hex, game: fc.constantFrom(TOY_GAME, 'chess'), choices: fc.constantFrom<{ seq: number; choice: string }[] | undefined>(undefined, [{ seq: 5, choice: 'double' }]) })
        .map(({ choices, ...b }): PeerMessage => ({ ...f, kind: 'snapshot', body: { ...b, moves: [], ...(choices === undefined ? {} : { choices }) } })),
      fc.record({ state: fc.constantFrom('online' as const, 'offline' as const), seat, game: fc.constantFrom(TOY_GAME, 'chess') }).map((b): PeerMessage => ({ ...f, kind: 'presence', body: { ...b, since: '2026-11-26T17:00:00.000Z' } })),
    ));
  };
  /** Receivers: north at its own move (the toy), south at north's choice (the toy with choices). */
  const setups = [
    { name: 'the toy', turn: toyTurn, played: 3, to: 'north' as const },
    { name: 'the toy with choices', turn: toyTurnWithChoices, played: 4, to: 'south' as const },
  ];

  for (const setup of setups) {
    it(`never throws on any topic and bytes, read and then reduced (${setup.name})`, () => {
      const reached = freshMatch(setup.played, setup.turn)[setup.to].engine.hashes[setup.played];
      const kinds = fc.constantFrom('presence', 'snapshot', 'moves', 'applied', 'choice', 'cast/commit', 'cast/reveal', 'cast', 'status');
      const topic = fc.tuple(fc.constantFrom(MATCH, 'm-2'), fc.constantFrom('north', 'south', '+', ''), kinds).map(([m, s, k]) => `tabletop/v1/match/${m}/${s}/${k}`);
      const payload = fc.oneof(
        fc.uint8Array({ maxLength: 200 }),
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
        fc.record({
          seq: fc.integer({ min: -1, max: 9 }), move: fc.string({ maxLength: 5 }), choice: fc.constantFrom('keep', 'double', 'x', ''), before: fc.constantFrom(H('0'), 'x', reached),
          after: fc.constant(H('1')), commit: fc.constant(H('2')), secret: fc.constant(H('3')),
        }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      );
      fc.assert(fc.property(fc.array(fc.tuple(topic, payload), { maxLength: 30 }), (messages) => {
        const host = freshMatch(setup.played, setup.turn)[setup.to];
        let refusals = noRefusals();
        for (const [t, p] of messages) {
          const read = decodeMatchMessage(MATCH, t, p, 0);
          if (!read.ok || 'cleared' in read.value) continue;
          const r = host.receive(read.value);
          if ('refused' in r) refusals = countRefusal(refusals, r.refused.code);
        }
        // Nothing the peer sends takes a step by itself: not a move (lit until made), not a choice (the engine takes it).
        expect(host.state.seq).toBe(setup.played);
        expect(Object.values(refusals).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
      }), { numRuns: 300 });
    });
  }

  it('never throws, and a refusal never changes the state (nor a repeat, nor a choice to take)', () => {
    const hashesOf = { toy: freshMatch(6).north.engine.hashes, choices: withChoices(6).north.engine.hashes };
    const setup = fc.record({ played: fc.oneof(fc.constant(4), fc.integer({ min: 0, max: 6 })), choices: fc.boolean(), to: fc.constantFrom('north' as const, 'south' as const) });
    const run = setup.chain((at) => {
      const hashes = hashesOf[at.choices ? 'choices' : 'toy'];
      const near = [hashes[at.played], hashes[Math.max(0, at.played - 1)]];
      // One choice from the peer for the next step in every run, among the random messages.
      const next = fc.record({ choice: fc.constantFrom('keep', 'double', 'triple'), before: fc.constantFrom(...near, H('0')) })
        .map((body): PeerMessage => ({ from: at.to === 'north' ? 'south' : 'north', at: 0, kind: 'choice', body: { seq: at.played + 1, ...body } }));
      return fc.tuple(fc.array(messages(near), { maxLength: 40 }), next, fc.nat()).map(([random, one, i]) => ({ ...at, messages: random.toSpliced(i % (random.length + 1), 0, one) }));
    });
    const effects = new Set<string>();
    fc.assert(fc.property(run, ({ played, choices, to, messages }) => {
      const host = freshMatch(played, choices ? toyTurnWithChoices : toyTurn)[to];
      for (const m of messages) {
        const before = host.state;
        const copy = structuredClone(before);
        const r = receivePeer(before, m, host.check);
        if ('refused' in r || r.accepted.type === 'repeat' || r.accepted.type === 'take-choice') {
          expect(r.state).toBe(before);
          expect(before).toEqual(copy);
        }
        if ('accepted' in r && r.accepted.type === 'take-choice') {
          // Only ever the peer's choice of the next step, one of the options.
          expect([m.from, r.accepted.seq, TOY_OPTIONS.includes(r.accepted.choice as never)]).toEqual([host.state.peer, host.state.seq + 1, true]);
          expect(host.check.turnAt(r.accepted.seq)).toMatchObject({ kind: 'choice', seat: host.state.peer });
        }
        if (m.kind === 'choice') effects.add('refused' in r ? r.refused.code : r.accepted.type);
        host.state = r.state;
      }
    }), { numRuns: 300, seed: 7 }); // seeded: the coverage below must not hang on the draw
    // The choices reach every path of the reducer's: taken, repeated, and refused for each reason.
    for (const effect of ['take-choice', 'illegal', 'hash-mismatch', 'not-your-turn', 'out-of-order', 'replayed', 'not-the-peer']) expect(effects).toContain(effect);
  });
});

describe('a whole match over an at-least-once broker', () => {
  for (const [what, turnOf] of [['moves', toyTurn], ['moves and choices', toyTurnWithChoices]] as const) {
    it(`with every message delivered up to three times and random ${what}, both hosts end on the same positions`, () => {
      fc.assert(fc.property(
        fc.array(fc.tuple(fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5'), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.constantFrom(...TOY_OPTIONS)), { minLength: 30, maxLength: 30 }),
        (script) => {
          const hosts = { north: new Host('north', turnOf), south: new Host('south', turnOf) };
          const deliver = (to: Host, message: PeerMessage, times: number) => {
            const first = accepted(to.receive(message));
            for (let i = 1; i < times; i++) expect(accepted(to.receive(message))).toEqual({ type: 'repeat' });
            return first;
          };
          for (const [move, times, southFirst, option] of script) {
            const seq = hosts.north.state.seq + 1;
            const turn = hosts.north.check.turnAt(seq);
            expect(hosts.south.check.turnAt(seq)).toEqual(turn);
            if (turn.kind === 'over') break;
            if (turn.kind === 'move') {
              const mover = hosts[turn.seat as 'north' | 'south'];
              const other = mover === hosts.north ? hosts.south : hosts.north;
              const step = okValue(playHere(mover.state, move, mover.check));
              mover.state = step.state;
              mover.engine.take({ kind: 'move', seat: mover.seat, move });
              deliver(other, wire(mover.seat, 'moves', encodeMove(step.publish)), times);
              other.engine.take({ kind: 'move', seat: mover.seat, move });
              const made = okValue(madeHere(other.state, other.check));
              other.state = made.state;
              deliver(mover, wire(other.seat, 'applied', encodeApplied(made.publish)), times);
            } else if (turn.kind === 'choice') {
              const chooser = hosts[turn.seat as 'north' | 'south'];
              const other = chooser === hosts.north ? hosts.south : hosts.north;
              const step = okValue(chooseHere(chooser.state, option, chooser.check));
              chooser.state = step.state;
              chooser.engine.take({ kind: 'choice', seat: chooser.seat, choice: option });
              // The other engine takes it at once: the copies QoS 1 delivers after it are repeats.
              const message = wire(chooser.seat, 'choice', encodeChoice(step.publish));
              expect(accepted(other.receive(message))).toEqual({ type: 'take-choice', seq, choice: option });
              other.engine.take({ kind: 'choice', seat: chooser.seat, choice: option });
              other.state = okValue(choiceTakenHere(other.state, other.check));
              for (let i = 1; i < times; i++) expect(accepted(other.receive(message))).toEqual({ type: 'repeat' });
            } else {
              const order = southFirst ? [hosts.south, hosts.north] : [hosts.north, hosts.south];
              for (const h of order) {
                const c = okValue(commitHere(h.state, testSecret(`${h.seat} ${seq} ${move}`), seq, h.check));
                h.state = c.state;
                deliver(h === hosts.north ? hosts.south : hosts.north, wire(h.seat, 'cast-commit', encodeCastCommit(c.publish)), times);
              }
              for (const h of order) {
                const r = okValue(revealHere(h.state));
                h.state = r.state;
                deliver(h === hosts.north ? hosts.south : hosts.north, wire(h.seat, 'cast-reveal', encodeCastReveal(r.publish)), times);
              }
              const heads = castHeads(hosts.north.state)!;
              expect(castHeads(hosts.south.state)).toBe(heads);
              for (const h of [hosts.north, hosts.south]) {
                h.engine.take({ kind: 'cast', heads });
                h.state = okValue(castTakenHere(h.state));
                // A late duplicate of the cast just taken is still a repeat.
                expect(deliver(h, wire(h.state.peer, 'cast-reveal', encodeCastReveal({ seq, secret: testSecret(`${h.state.peer} ${seq} ${move}`) })), 1)).toEqual({ type: 'repeat' });
              }
            }
          }
          expect(hosts.north.state.seq).toBe(30);
          expect(hosts.south.state.seq).toBe(30);
          expect(hosts.north.engine.hashes).toEqual(hosts.south.engine.hashes);
          expect(hosts.north.engine.steps.filter((s) => s.kind === 'choice')).toHaveLength(turnOf === toyTurn ? 0 : 4);
          expect(turnOf(31)).toEqual({ kind: 'over' });
          expect(refusal(hosts.south.receive(wire('north', 'moves', encodeMove({ seq: 31, move: 'm1', before: hosts.south.engine.hashes[30] })))).code).toBe('not-your-turn');
        },
      ), { numRuns: 40 });
    });
  }
});

/** The code of a refused local step. */
const whyNot = (r: Result<unknown, Refusal>): string | null => (r.ok ? null : r.error.code);

describe('real sticks counted by the caster (a match of physical casts)', () => {
  /** North's view after north and south moved (steps 1, 2): step 3 is a cast, south's to count (it moved last). */
  function atCast(casts: 'physical' | 'shared' = 'physical') {
    const engine = new ToyEngine();
    engine.take({ kind: 'move', seat: 'north', move: 'm1' });
    engine.take({ kind: 'move', seat: 'south', move: 'm2' });
    const state = startPeer({ match: MATCH, game: TOY_GAME, me: 'north', peer: 'south', seq: 2, casts });
    return { engine, state, check: engine.check() };
  }
  const counted = (body: { seq: number; heads: number; before: string }): PeerMessage => ({ from: 'south', at: 0, kind: 'cast-entered', body });

  it('takes the caster\'s count as the next step: take-cast, then enteredTakenHere once the engine has it; an exact repeat is a no-op', () => {
    const { engine, state, check } = atCast();
    expect(check.casterAt(3)).toBe('south');
    const r = receivePeer(state, counted({ seq: 3, heads: 2, before: engine.hashes[2] }), check);
    expect(accepted(r)).toEqual({ type: 'take-cast', seq: 3, heads: 2 });
    expect(r.state).toBe(state);
    expect(whyNot(enteredTakenHere(state, check))).toBe('out-of-order');
    engine.take({ kind: 'cast', heads: 2, by: 'south' });
    const next = okValue(enteredTakenHere(state, engine.check()));
    expect(next.seq).toBe(3);
    expect(accepted(receivePeer(next, counted({ seq: 3, heads: 2, before: engine.hashes[2] }), engine.check()))).toEqual({ type: 'repeat' });
    expect(refusal(receivePeer(next, counted({ seq: 3, heads: 1, before: engine.hashes[2] }), engine.check())).code).toBe('replayed');
  });

  it('refuses, the state untouched: a gap, another position, more heads than sticks, a count in a match of shared casts, a commitment in one of real sticks', () => {
    const { engine, state, check } = atCast();
    const cases: [PeerMessage, string][] = [
      [counted({ seq: 4, heads: 1, before: engine.hashes[2] }), 'out-of-order'],
      [counted({ seq: 3, heads: 1, before: H('9') }), 'hash-mismatch'],
      [counted({ seq: 3, heads: 5, before: engine.hashes[2] }), 'illegal'],
      [{ from: 'south', at: 0, kind: 'cast-commit', body: { seq: 3, commit: H('a') } }, 'not-your-turn'],
    ];
    for (const [message, code] of cases) {
      const r = receivePeer(state, message, check);
      expect([message.kind, refusal(r).code]).toEqual([message.kind, code]);
      expect(r.state).toBe(state);
    }
    const shared = atCast('shared');
    const r = receivePeer(shared.state, counted({ seq: 3, heads: 1, before: shared.engine.hashes[2] }), shared.check);
    expect(refusal(r).code).toBe('not-your-turn');
    expect(r.state).toBe(shared.state);
  });

  it('refuses the count of a cast that is not the peer\'s to count, and this host counts only its own', () => {
    // South's view: step 3 is south's own cast (it moved last); north may not count it.
    const engine = new ToyEngine();
    engine.take({ kind: 'move', seat: 'north', move: 'm1' });
    engine.take({ kind: 'move', seat: 'south', move: 'm2' });
    const south = startPeer({ match: MATCH, game: TOY_GAME, me: 'south', peer: 'north', seq: 2, casts: 'physical' });
    const r = receivePeer(south, { from: 'north', at: 0, kind: 'cast-entered', body: { seq: 3, heads: 1, before: engine.hashes[2] } }, engine.check());
    expect(refusal(r).code).toBe('not-your-turn');
    expect(okValue(castEnteredHere(south, 1, engine.check()))).toEqual({ state: { ...south, seq: 3 }, publish: { seq: 3, heads: 1, before: engine.hashes[2] } });
    expect(whyNot(castEnteredHere(south, 5, engine.check()))).toBe('illegal');
    const north = startPeer({ match: MATCH, game: TOY_GAME, me: 'north', peer: 'south', seq: 2, casts: 'physical' });
    expect(whyNot(castEnteredHere(north, 1, engine.check()))).toBe('not-your-turn');
    expect(whyNot(castEnteredHere({ ...south, casts: 'shared' }, 1, engine.check()))).toBe('not-your-turn');
  });

  it('refuses a presence that makes its casts otherwise (wrong-game)', () => {
    const { state } = atCast();
    const presence = { state: 'online' as const, since: '2026-11-26T20:00:00.000Z', game: TOY_GAME, seat: 'south' };
    expect(refusal(receivePeer(state, { from: 'south', at: 0, kind: 'presence', body: presence }, atCast().check)).code).toBe('wrong-game');
    expect(accepted(receivePeer(state, { from: 'south', at: 0, kind: 'presence', body: { ...presence, casts: 'physical' } }, atCast().check)).type).toBe('presence');
  });
});
