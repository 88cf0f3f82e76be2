// The ledger answers the peer reducer from this host's own engine: turns, legality in the engine's
// own spelling, position hashes and moves by step; bounded at MAX_STEPS.
import { describe, expect, it } from 'vitest';
import { findGame, freeGame, seededRng, type AnyGame } from '../../rules/index.ts';
import { castFrom, decodeSnapshot, encodeSnapshot, MAX_STEPS, positionHash } from '../match/index.ts';
import { MatchLedger, turnOrder } from './ledger.ts';

const game = freeGame as AnyGame;

function start(options: unknown = {}, g: AnyGame = game, sides?: Record<string, string>) {
  const parsed = g.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = g.setup(parsed.value, seededRng(1));
  const ledger = MatchLedger.start(g, state, turnOrder(g, ['north', 'south'], sides));
  if (!ledger.ok) throw new Error(ledger.error);
  return { ledger: ledger.value, state };
}

/** Plays `move` on the ledger's state, as the host's engine would, and records it. */
function take(ledger: MatchLedger, seat: string, move: string): void {
  const parsed = game.parseMove(move, ledger.state);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const played = game.play(ledger.state, parsed.value, seededRng(0));
  if (!played.ok) throw new Error(played.error.message);
  const next = ledger.seq + 1;
  expect(ledger.record(seat, move, played.value.state)).toEqual({ ok: true, value: next });
}

describe('MatchLedger', () => {
  it('hashes the start, then each step; knows each step\'s move and seat; the seats take turns in free play', () => {
    const { ledger, state } = start();
    expect(ledger.hashAt(0)).toBe((positionHash(game.formatPosition(state)) as { value: string }).value);
    expect(ledger.turnAt(1)).toEqual({ kind: 'move', seat: 'north' });
    take(ledger, 'north', 'A1-A2');
    expect(ledger.turnAt(1)).toEqual({ kind: 'move', seat: 'north' });
    expect(ledger.turnAt(2)).toEqual({ kind: 'move', seat: 'south' });
    expect(ledger.moveAt(1)).toBe('A1-A2');
    expect(ledger.hashAt(1)).not.toBe(ledger.hashAt(0));
    expect(ledger.hashAt(2)).toBeNull();
    expect(ledger.moveAt(2)).toBeNull();
    const snapshot = ledger.snapshot();
    expect(snapshot).toEqual({ game: 'free', seq: 1, moves: ['A1-A2'], hash: ledger.hashAt(1) });
    const encoded = encodeSnapshot(snapshot);
    expect(encoded.ok && decodeSnapshot(encoded.value)).toEqual({ ok: true, value: snapshot });
  });

  it('takes a move only for the next step, legal, and in the engine\'s own spelling', () => {
    const { ledger } = start();
    expect(ledger.legal('A1-A2', 1)).toBeNull();
    expect(ledger.legal('a1-a2', 1)).toContain('written "A1-A2"');
    expect(ledger.legal('A1-B1', 1)).toEqual(expect.any(String)); // B1 is taken
    expect(ledger.legal('nonsense', 1)).toEqual(expect.any(String));
    expect(ledger.legal('A1-A2', 2)).toContain('not the next one');
  });

  it('names the side to move by the game, where it names one', () => {
    const sided = { ...game, toMove: () => 'black' } as AnyGame;
    const { ledger } = start({}, sided, { black: 'south', white: 'north' });
    expect(ledger.turnAt(1)).toEqual({ kind: 'move', seat: 'south' });
  });

  it('says when the next step is a cast of sticks, or the game is over', () => {
    const cast = start({ cast: 3 });
    take(cast.ledger, 'north', 'A1-A2');
    expect(cast.ledger.turnAt(2)).toEqual({ kind: 'cast', sticks: 3 });
    // The cast taken: the step keeps its sticks and both secrets for the snapshot; the seats take turns over the moves.
    const resolved = game.resolve(cast.ledger.state, { cast: 2 }, seededRng(0));
    if (!resolved.ok) throw new Error(resolved.error.message);
    const secrets = { north: 'a'.repeat(64), south: 'b'.repeat(64) };
    expect(cast.ledger.recordCast(3, secrets, resolved.value.state)).toEqual({ ok: true, value: 2 });
    expect(cast.ledger.turnAt(2)).toEqual({ kind: 'cast', sticks: 3 });
    expect(cast.ledger.moveAt(2)).toBeNull();
    expect(cast.ledger.castAt(2)).toEqual({ seq: 2, sticks: 3, secrets });
    expect(cast.ledger.turnAt(3)).toEqual({ kind: 'move', seat: 'south' });
    const snapshot = cast.ledger.snapshot();
    expect(snapshot).toEqual({ game: 'free', seq: 2, moves: ['A1-A2'], hash: cast.ledger.hashAt(2), casts: [{ seq: 2, sticks: 3, secrets }] });
    const encoded = encodeSnapshot(snapshot);
    expect(encoded.ok && decodeSnapshot(encoded.value)).toEqual({ ok: true, value: snapshot });
    const limited = start({ limit: 1 });
    take(limited.ledger, 'north', 'A1-A2');
    expect(limited.ledger.turnAt(2)).toEqual({ kind: 'over' });
  });

  it('records at most MAX_STEPS steps, what a snapshot lists', () => {
    const { ledger } = start();
    for (let i = 0; i < MAX_STEPS; i++) take(ledger, i % 2 === 0 ? 'north' : 'south', i % 2 === 0 ? 'A1-A2' : 'A2-A1');
    expect(ledger.record('north', 'A1-A2', ledger.state)).toEqual({ ok: false, error: expect.stringContaining(`${MAX_STEPS} steps`) });
    expect(ledger.seq).toBe(MAX_STEPS);
    expect(encodeSnapshot(ledger.snapshot()).ok).toBe(true);
  });

  it('is rebuilt from a resumed game\'s moves with the same seats and hashes; a move the rules refuse on replay is named', () => {
    const { ledger, state } = start();
    take(ledger, 'north', 'A1-A2');
    take(ledger, 'south', 'A9-A8');
    take(ledger, 'north', 'A2-A3');
    const rebuilt = MatchLedger.replay(game, state, ['A1-A2', 'A9-A8', 'A2-A3'], turnOrder(game, ['north', 'south']));
    if (!rebuilt.ok) throw new Error(rebuilt.error);
    expect(rebuilt.value.snapshot()).toEqual(ledger.snapshot());
    for (const seq of [1, 2, 3]) {
      expect(rebuilt.value.turnAt(seq)).toEqual(ledger.turnAt(seq));
      expect(rebuilt.value.hashAt(seq)).toBe(ledger.hashAt(seq));
    }
    expect(rebuilt.value.turnAt(4)).toEqual({ kind: 'move', seat: 'south' });
    expect(MatchLedger.replay(game, state, ['A1-A2', 'A1-A3'], turnOrder(game, ['north', 'south']))).toMatchObject({ ok: false, error: expect.stringContaining('step 2') });
  });

  it('takes a Cetkaik move decided by its cast as a step (the position waiting on the cast), the cast as the next', () => {
    const cetkaik = findGame('cetkaik')!;
    const { ledger } = start({}, cetkaik, { A: 'north', IA: 'south' });
    // A's first move stepping on a piece: it waits on a cast of the sticks.
    const moves = cetkaik.legalMoves(ledger.state) as unknown[];
    const stepping = moves.find((m) => {
      const played = cetkaik.play(ledger.state, m, seededRng(0));
      return played.ok && cetkaik.pending(played.value.state)?.decidesMove === true;
    });
    if (stepping === undefined) throw new Error('no move needs a cast at the start');
    const move = cetkaik.formatMove(stepping, ledger.state);
    const seat = ledger.turnAt(1);
    expect(seat.kind).toBe('move');
    const played = cetkaik.play(ledger.state, stepping, seededRng(0));
    if (!played.ok) throw new Error(played.error.message);
    expect(ledger.record(seat.kind === 'move' ? seat.seat : '', move, played.value.state)).toEqual({ ok: true, value: 1 });
    expect(ledger.hashAt(1)).toBe((positionHash(cetkaik.formatPosition(played.value.state)) as { value: string }).value);
    // Nobody's move until the cast: step 2 is a cast of 5 sticks, and a move for it is refused.
    expect(ledger.turnAt(2)).toEqual({ kind: 'cast', sticks: 5 });
    expect(ledger.legal(move, 2)).toBe('a choice, a cast or an entry is awaited first');
    const cast = cetkaik.resolve(played.value.state, { cast: 5 }, seededRng(0));
    if (!cast.ok) throw new Error(cast.error.message);
    expect(ledger.recordCast(5, { north: 'a'.repeat(64), south: 'b'.repeat(64) }, cast.value.state)).toEqual({ ok: true, value: 2 });
    expect(ledger.turnAt(3)).toEqual({ kind: 'move', seat: seat.kind === 'move' && seat.seat === 'north' ? 'south' : 'north' });
    expect(ledger.snapshot()).toMatchObject({ seq: 2, moves: [move], casts: [{ seq: 2, sticks: 5 }] });
  });

  it('is rebuilt with the casts and choices its session took: each cast from the kept secrets, whose heads must be the journal\'s', () => {
    const order = turnOrder(game, ['north', 'south']);
    const cast = { cast: 2 };
    const parsed = game.parseOptions(cast);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const state = game.setup(parsed.value, seededRng(1));
    const played = game.play(state, (game.parseMove('A1-A2', state) as { value: unknown }).value, seededRng(0));
    if (!played.ok) throw new Error(played.error.message);
    expect(game.pending(played.value.state)).toMatchObject({ kind: 'cast', sticks: 2 });
    const secrets = { north: 'a'.repeat(64), south: 'b'.repeat(64) };
    const heads = castFrom({ match: 'm1', seq: 2, sticks: 2, secrets });
    if (!heads.ok) throw new Error(heads.error.message);
    const kept = (journalHeads: number) => ({ decisions: [{ kind: 'cast' as const, heads: journalHeads, moves: 1 }], casts: [{ seq: 2, sticks: 2, secrets }], match: 'm1' });
    const rebuilt = MatchLedger.replay(game, state, ['A1-A2', 'A9-A8'], order, kept(heads.value));
    if (!rebuilt.ok) throw new Error(rebuilt.error);
    expect(rebuilt.value.snapshot()).toMatchObject({ seq: 3, moves: ['A1-A2', 'A9-A8'], casts: [{ seq: 2, sticks: 2, secrets }] });
    expect(rebuilt.value.turnAt(3)).toEqual({ kind: 'move', seat: 'south' });
    // Secrets that give other heads than the journal's, secrets not kept, another match: named.
    expect(MatchLedger.replay(game, state, ['A1-A2', 'A9-A8'], order, kept((heads.value + 1) % 3))).toMatchObject({ ok: false, error: expect.stringContaining(`give ${heads.value} heads, the journal ${(heads.value + 1) % 3}`) });
    expect(MatchLedger.replay(game, state, ['A1-A2', 'A9-A8'], order, { ...kept(heads.value), casts: [] })).toMatchObject({ ok: false, error: expect.stringContaining('step 2 is a cast whose secrets were not kept') });
    // A cast the journal has where the game awaits none, a choice the game never asked for.
    expect(MatchLedger.replay(game, state, ['A1-A2'], order, { decisions: [{ kind: 'cast', heads: 1, moves: 0 }] })).toMatchObject({ ok: false, error: expect.stringContaining('step 1 of the game is no cast') });
    expect(MatchLedger.replay(game, state, ['A1-A2'], order, { ...kept(heads.value), decisions: [...kept(heads.value).decisions, { kind: 'choice', value: 'x', moves: 1, after: null }] })).toMatchObject({ ok: false, error: expect.stringContaining('not a choice offering x') });
  });
});
