// This host's side of a cast, step by step: it commits once the peer has reached the step, reveals
// only after the peer's commitment, and has the heads once both secrets are in, the same on both
// hosts whoever goes first. Asked again, it publishes nothing twice.
import { describe, expect, it } from 'vitest';
import { castFrom, receivePeer, startPeer, type PeerCheck, type PeerState, type Turn } from '../match/index.ts';
import { castProgress, peerOverdue } from './casts.ts';

const MATCH = 'm1';
// Step 1 was a move of north's; step 2 is a cast of 4 sticks.
const check: PeerCheck = {
  turnAt: (seq): Turn => (seq === 1 ? { kind: 'move', seat: 'north' } : seq === 2 ? { kind: 'cast', sticks: 4 } : { kind: 'over' }),
  legal: () => 'no',
  hashAt: (seq) => (seq <= 1 ? String(seq).repeat(64) : null),
  moveAt: (seq) => (seq === 1 ? 'A1-A2' : null),
  choiceAt: () => null,
  casterAt: () => 'north',
  enteredAt: () => null,
};
const at = (me: string, peer: string): PeerState => startPeer({ match: MATCH, game: 'free', me, peer, seq: 1 });
const secretOf = (seat: string) => () => (seat === 'north' ? '1a' : '2b').repeat(32);

function progress(state: PeerState, seat: string, ready = true) {
  const r = castProgress(state, check, secretOf(seat), 1_000, ready);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('castProgress', () => {
  it('commits, reveals after the peer commits, and both hosts get the same heads', () => {
    const n1 = progress(at('north', 'south'), 'north');
    expect(n1.publish.map((o) => o.kind)).toEqual(['commit']);
    expect(n1.heads).toBeNull();
    // Nothing new when asked again before the peer answers.
    expect(progress(n1.state, 'north').publish).toEqual([]);

    const s0 = at('south', 'north');
    const got = receivePeer(s0, { kind: 'cast-commit', from: 'north', at: 1_000, body: n1.publish[0].payload as { seq: number; commit: string } }, check);
    if (!('accepted' in got)) throw new Error(got.refused.message);
    const s1 = progress(got.state, 'south');
    expect(s1.publish.map((o) => o.kind)).toEqual(['commit', 'reveal']);

    const nGot = receivePeer(n1.state, { kind: 'cast-commit', from: 'south', at: 1_001, body: s1.publish[0].payload as { seq: number; commit: string } }, check);
    if (!('accepted' in nGot)) throw new Error(nGot.refused.message);
    const nRevealed = receivePeer(nGot.state, { kind: 'cast-reveal', from: 'south', at: 1_002, body: s1.publish[1].payload as { seq: number; secret: string } }, check);
    if (!('accepted' in nRevealed)) throw new Error(nRevealed.refused.message);
    const n2 = progress(nRevealed.state, 'north');
    expect(n2.publish.map((o) => o.kind)).toEqual(['reveal']);

    const sRevealed = receivePeer(s1.state, { kind: 'cast-reveal', from: 'north', at: 1_003, body: n2.publish[0].payload as { seq: number; secret: string } }, check);
    if (!('accepted' in sRevealed)) throw new Error(sRevealed.refused.message);
    const s2 = progress(sRevealed.state, 'south');
    const expected = castFrom({ match: MATCH, seq: 2, sticks: 4, secrets: { north: secretOf('north')(), south: secretOf('south')() } });
    expect(n2.heads).toBe(expected.ok ? expected.value : -1);
    expect(s2.heads).toBe(n2.heads);
  });

  it('waits to commit until the peer has reached the step (or committed itself), and does nothing when no cast is due', () => {
    let asked = 0;
    const waiting = castProgress(at('north', 'south'), check, () => { asked++; return '1a'.repeat(32); }, 0, false);
    expect(waiting).toEqual({ ok: true, value: { state: at('north', 'south'), publish: [], heads: null } });
    expect(asked).toBe(0);
    const over = castProgress(startPeer({ match: MATCH, game: 'free', me: 'north', peer: 'south', seq: 2 }), check, secretOf('north'), 0, true);
    expect(over.ok && over.value.publish).toEqual([]);
  });

  it('names the peer, not this host, once the round is older than the limit', () => {
    const n1 = progress(at('north', 'south'), 'north');
    expect(peerOverdue(n1.state, 1_000 + 30_000, 30_000)).toBeNull();
    expect(peerOverdue(n1.state, 1_000 + 30_001, 30_000)).toBe('commit');
  });
});
