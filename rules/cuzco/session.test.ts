// A whole session of six rounds, entered as moves and entries through the pure game (with
// corrections on the way), then ranked; replayed from its journal to the same end.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Json } from '../contract.ts';
import { cuzcoGame as game } from './game.ts';
import { roundRows } from './score-sheet.ts';
import { rng, value, type Step } from './testing/builders.ts';
import type { CuzcoState } from './types.ts';

const v = (village: number, feather: string, vp: number, circle: string, covered = false) =>
  ({ village, feather, vp, circle, ...(covered ? { covered: true } : {}) });
const set = (seat: string, patch: object) => `set ${seat} ${JSON.stringify(patch)}`;

// P3's deliveries over the game; village 1 is covered by P2 in round 2.
const P3_VILLAGES = [v(1, 'pink', 2, 'inner'), v(2, 'orange', 3, 'outer'), v(3, 'purple', 4, 'outer'), v(4, 'turquoise', 5, 'inner'),
  v(5, 'pink', 1, 'inner'), v(6, 'orange', 2, 'inner'), v(7, 'purple', 3, 'inner'), v(8, 'turquoise', 6, 'outer'), v(9, 'pink', 4, 'inner'), v(10, 'orange', 5, 'inner')];
const p3Villages = (n: number) => P3_VILLAGES.slice(0, n).map((q) => (q.village === 1 ? { ...q, covered: true } : q));

const SESSION: Step[] = [
  // Round 1: start missions.
  set('P1', { priests: 1, farm: [{ ability: 11, slid: false }], feathers: { orange: 1 } }),
  set('P2', { research: [{ ability: 1, slid: false }], farm: [{ ability: 2, slid: false }] }),
  set('P3', { quipu: P3_VILLAGES.slice(0, 2), feathers: { pink: 1, orange: 1 } }),
  'complete P1 S-01',
  'complete P2 S-03',
  'complete P3 S-06',
  'round',
  { entry: { P1: 14, P2: 12, P3: 11 } },
  // Round 2: P2's food mistyped and corrected; P2's quipu lands on P3's in village 1; round 1's marker corrected.
  set('P2', { food: 5 }),
  set('P2', { food: 2 }),
  set('P1', { feathers: { orange: 3, purple: 1 } }),
  'complete P1 01',
  set('P2', { quipu: [v(1, 'pink', 2, 'inner')] }),
  'track r1 P2 13',
  'round',
  { entry: { P1: 27, P2: 20, P3: 18 } },
  // Round 3: P3 plays Mama Killa on 37 with two priests of three.
  set('P3', { gods: { 'mama-killa': 1 }, offerings: 1, priests: 2 }),
  'complete P3 37 mamakilla',
  'round',
  { entry: { P1: 35, P2: 31, P3: 26 } },
  // Round 4: P2 completes 44, then finds the second tile was ability 2: tile and mission corrected.
  set('P2', { research: [{ ability: 1, slid: false }, { ability: 1, slid: true }] }),
  'complete P2 44',
  set('P2', { research: [{ ability: 1, slid: false }, { ability: 2, slid: true }] }),
  set('P2', { missions: ['S-03'] }),
  'round',
  { entry: { P1: 44, P2: 38, P3: 30 } },
  // Round 5.
  set('P3', { quipu: p3Villages(9) }),
  'complete P3 07',
  'round',
  { entry: { P1: 52, P2: 47, P3: 41 } },
  // Round 6.
  set('P1', { feathers: { orange: 3, purple: 3, pink: 3, turquoise: 3 }, inti: 2 }),
  'complete P1 04',
  set('P2', { goods: { soup: 2, clothes: 1, bowl: 1, decanter: 1, tools: 1 } }),
  'complete P2 31',
  set('P3', { quipu: p3Villages(10) }),
  'round',
  { entry: { P1: 63, P2: 58, P3: 50 } },
  // The game end: P3 plays another Mama Killa card on 43 (three outer villages of four).
  set('P3', { gods: { 'mama-killa': 1 }, offerings: 1 }),
  'complete P3 43 mamakilla',
  'end',
];

interface Played { state: CuzcoState; events: GameEvent[]; journal: (string | { entry: Json })[] }

/** Plays the steps; every move is journalled as the game writes it; every position must round-trip. */
function playSession(steps: Step[]): Played {
  let state = game.setup(value(game.parseOptions({ players: 3 })), rng);
  const events: GameEvent[] = [];
  const journal: (string | { entry: Json })[] = [];
  for (const step of steps) {
    let outcome;
    if (typeof step === 'string') {
      expect(game.pending(state), step).toBeNull();
      const move = value(game.parseMove(step, state));
      journal.push(game.formatMove(move, state));
      outcome = value(game.play(state, move, rng));
    } else {
      expect(game.pending(state)?.kind).toBe('entry');
      journal.push(step);
      outcome = value(game.resolve(state, step, rng));
    }
    state = outcome.state;
    events.push(...outcome.events);
    expect(value(game.parsePosition(game.formatPosition(state), { players: 3 }))).toEqual(state);
  }
  return { state, events, journal };
}

describe('a whole six-round session through the pure game', () => {
  const { state, events, journal } = playSession(SESSION);

  it('has a result only at the end, the same as the end event', () => {
    expect(game.result?.(game.setup(value(game.parseOptions({ players: 3 })), rng))).toBeNull();
    const end = events[events.length - 1];
    if (end.type !== 'end') throw new Error('expected the end');
    expect(game.result?.(state)).toEqual({ winner: end.winner, scores: end.scores, reason: end.reason });
  });

  it('ends ranked: round-6 markers + missions at the end + end bonuses + villages', () => {
    expect(game.isOver(state)).toBe(true);
    expect(events[events.length - 1]).toEqual({ type: 'end', scores: { P1: 73, P2: 66, P3: 97 }, winner: 'P3', reason: 'six rounds played; end bonuses and villages scored' });
    const view = game.view(state) as { sheet: { final: Json }; stage: string };
    expect(view.stage).toBe('over');
    expect(view.sheet.final).toEqual({
      track: { P1: 63, P2: 58, P3: 50 },
      missionsAtEnd: { P1: 0, P2: 0, P3: 4 },
      bonuses: {
        P1: { feathers: 6, quipu: 0, tiles: 0, goods: 0, missions: 0, inti: 4 },
        P2: { feathers: 0, quipu: 0, tiles: 0, goods: 6, missions: 0, inti: 0 },
        P3: { feathers: 0, quipu: 10, tiles: 0, goods: 0, missions: 0, inti: 0 },
      },
      villages: { P1: 0, P2: 2, P3: 33 },
      total: { P1: 73, P2: 66, P3: 97 },
      ranking: ['P3', 'P1', 'P2'],
      places: { P1: 2, P2: 3, P3: 1 },
    });
    // The running score is the same total once the game is over.
    expect(game.score!(state)).toMatchObject({ scores: { P1: 73, P2: 66, P3: 97 }, ranking: ['P3', 'P1', 'P2'] });
    expect(game.score!(state).breakdown!.P3).toEqual({ feathers: 0, quipu: 10, tiles: 0, goods: 0, missions: 0, inti: 0, villages: 33, track: 50, missionsAtEnd: 4 });
  });

  it('keeps the score sheet round by round, with the corrected marker and the missions of each round', () => {
    const rows = roundRows(state);
    expect(rows.map((r) => r.markers)).toEqual([
      { P1: 14, P2: 13, P3: 11 }, { P1: 27, P2: 20, P3: 18 }, { P1: 35, P2: 31, P3: 26 },
      { P1: 44, P2: 38, P3: 30 }, { P1: 52, P2: 47, P3: 41 }, { P1: 63, P2: 58, P3: 50 },
    ]);
    expect(rows.map((r) => r.gained.P2)).toEqual([13, 7, 11, 7, 9, 11]);
    expect(rows.map((r) => Object.values(r.missions).flat().map((m) => `${m.id}:${m.vp}`))).toEqual([
      ['S-01:6', 'S-03:6', 'S-06:6'], ['01:6'], ['37:4'], [], ['07:6'], ['04:6', '31:6'],
    ]);
    expect(state.completions.filter((c) => c.round === 'end')).toEqual([{ player: 'P3', mission: '43', round: 'end', vp: 4, via: 'mamakilla' }]);
  });

  it('follows the corrections: the food retyped, the quipu covered, the withdrawn mission', () => {
    expect(state.players.P2.food).toBe(2);
    expect(state.players.P3.quipu[0]).toEqual({ village: 1, feather: 'pink', vp: 2, circle: 'inner', covered: true });
    expect(events).toContainEqual({ type: 'note', text: "village 1: P2's quipu now lies on P3's" });
    expect(events).toContainEqual({ type: 'note', text: 'P2: the completion of mission 44 (round 4, 6 VP) is withdrawn' });
    expect(state.players.P2.missions).toEqual(['S-03', '31']);
    expect(state.players.P3).toMatchObject({ missions: ['S-06', '37', '07', '43'], gods: { 'mama-killa': 0 }, offerings: 0 });
  });

  it('replays from its journal to the very same end', () => {
    const replayed = playSession(journal);
    expect(game.formatPosition(replayed.state)).toEqual(game.formatPosition(state));
    expect(journal[0]).toBe('set P1 {"priests":1,"farm":[{"ability":11,"slid":false}],"feathers":{"orange":1}}');
  });

  it('refuses what the rules forbid on the way', () => {
    const atEnd = playSession(SESSION.slice(0, SESSION.length - 3)).state;
    expect(atEnd.stage).toBe('end');
    const plain = value(game.parseMove('complete P3 42', atEnd));
    expect(game.play(atEnd, plain, rng)).toMatchObject({ ok: false, error: { code: 'game-end' } });
    expect(game.play(atEnd, { type: 'round' }, rng)).toMatchObject({ ok: false, error: { code: 'no-round' } });
    expect(game.play(state, { type: 'set', player: 'P1', patch: {} }, rng)).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(game.legalMoves(state)).toEqual([]);
  });
});
