// What the driver tells the host about the match: the peer's presence (offline since this host saw
// it go, not the online time a Last Will carries), the move waiting on either board, the latest
// made on both, and why it stopped, with both positions where the hosts disagree.
import { describe, expect, it } from 'vitest';
import type { RemoteStatus } from '../../host/index.ts';
import { freeGame, seededRng, type AnyGame } from '../../rules/index.ts';
import { startPeer, type PeerState } from '../match/index.ts';
import { MatchLedger, turnOrder } from './ledger.ts';
import { MatchReporter } from './match-report.ts';

const game = freeGame as AnyGame;

function rig() {
  const parsed = game.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  const ledger = MatchLedger.start(game, game.setup(parsed.value, seededRng(1)), turnOrder(game, ['north', 'south']));
  if (!ledger.ok) throw new Error(ledger.error);
  const reports: RemoteStatus[] = [];
  let now = new Date('2026-11-26T20:41:07Z');
  const reporter = new MatchReporter({ report: (s) => reports.push(structuredClone(s)) }, { match: 'm1', seat: 'north', peer: 'south' }, ledger.value, () => now);
  const take = (seat: string, move: string) => {
    const l = ledger.value;
    const played = game.play(l.state, (game.parseMove(move, l.state) as { value: unknown }).value, seededRng(0));
    if (!played.ok) throw new Error(played.error.message);
    l.record(seat, move, played.value.state);
  };
  return { ledger: ledger.value, reporter, reports, take, at: (iso: string) => { now = new Date(iso); }, last: () => reports.at(-1)! };
}

const peer0 = (): PeerState => startPeer({ match: 'm1', game: game.id, me: 'north', peer: 'south' });
const online = { state: 'online' as const, since: '2026-11-26T20:40:00.000Z', game: game.id, seat: 'south' };

describe('MatchReporter', () => {
  it('says the peer not heard of, online since its own word, offline since it was seen go', () => {
    const t = rig();
    t.reporter.send(true, peer0());
    expect(t.last()).toEqual({ match: 'm1', seat: 'north', peer: 'south', connected: true, peerOnline: null, peerSince: null, waiting: null, made: null, stopped: null });
    t.reporter.send(true, { ...peer0(), presence: online });
    expect(t.last()).toMatchObject({ peerOnline: true, peerSince: '2026-11-26T20:40:00.000Z' });
    // The Last Will: online's `since`, turned offline.
    t.at('2026-11-26T20:45:30Z');
    t.reporter.send(true, { ...peer0(), presence: { ...online, state: 'offline' } });
    expect(t.last()).toMatchObject({ peerOnline: false, peerSince: '2026-11-26T20:45:30.000Z' });
    // Sent again later, the time it was seen to go stays.
    t.at('2026-11-26T20:50:00Z');
    t.reporter.send(false, { ...peer0(), presence: { ...online, state: 'offline' } });
    expect(t.last()).toMatchObject({ connected: false, peerSince: '2026-11-26T20:45:30.000Z' });
  });

  it('this seat\'s move waits for the peer to make it, then is made; the peer\'s move lit here waits for us, then is made', () => {
    const t = rig();
    t.take('north', 'A1-E5');
    t.reporter.send(true, { ...peer0(), seq: 1 });
    expect(t.last()).toMatchObject({ waiting: { seq: 1, move: 'A1-E5', for: 'peer-to-make' }, made: null });
    t.reporter.send(true, { ...peer0(), seq: 1, acked: 1 });
    expect(t.last()).toMatchObject({ waiting: null, made: { seq: 1, move: 'A1-E5', by: 'seat' } });
    t.reporter.send(true, { ...peer0(), seq: 1, acked: 1, pending: { seq: 2, move: 'A9-E4', before: t.ledger.hash } });
    expect(t.last()).toMatchObject({ waiting: { seq: 2, move: 'A9-E4', for: 'us-to-make' }, made: { seq: 1, move: 'A1-E5', by: 'seat' } });
    t.take('south', 'A9-E4');
    t.reporter.send(true, { ...peer0(), seq: 2, acked: 1 });
    expect(t.last()).toMatchObject({ waiting: null, made: { seq: 2, move: 'A9-E4', by: 'peer' } });
  });

  it('stopped on a snapshot of another position: both positions, each host\'s hash and moves', () => {
    const t = rig();
    t.take('north', 'A1-E5');
    const other = 'f'.repeat(64);
    t.reporter.stopped('the positions differ', { kind: 'snapshot', from: 'south', at: 0, body: { game: game.id, seq: 1, moves: ['A1-E6'], hash: other } });
    t.reporter.send(true, { ...peer0(), seq: 1 });
    expect(t.last().stopped).toEqual({
      reason: 'the positions differ',
      here: { seq: 1, hash: t.ledger.hashAt(1), moves: ['A1-E5'] },
      peer: { seq: 1, hash: other, moves: ['A1-E6'] },
    });
    // The first reason stays.
    t.reporter.stopped('something else');
    t.reporter.send(true, { ...peer0(), seq: 1 });
    expect(t.last().stopped?.reason).toBe('the positions differ');
  });

  it('stopped on an applied with another hash: the peer\'s hash at that step; stopped otherwise: no positions', () => {
    const t = rig();
    t.take('north', 'A1-E5');
    t.reporter.stopped('hash-mismatch', { kind: 'applied', from: 'south', at: 0, body: { seq: 1, after: 'e'.repeat(64) } });
    t.reporter.send(true, { ...peer0(), seq: 1 });
    expect(t.last().stopped).toEqual({ reason: 'hash-mismatch', here: { seq: 1, hash: t.ledger.hashAt(1), moves: ['A1-E5'] }, peer: { seq: 1, hash: 'e'.repeat(64), moves: null } });
    const u = rig();
    u.reporter.stopped('sticks were cast here');
    u.reporter.send(true, peer0());
    expect(u.last().stopped).toEqual({ reason: 'sticks were cast here', here: null, peer: null });
  });
});
