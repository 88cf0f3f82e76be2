// fast-check generators for the Cuzco tests: valid holdings, positions and moves as JSON/text.
import fc from 'fast-check';
import type { Json } from '../../contract.ts';
import { MISSION_IDS } from '../data/missions.ts';
import { CIRCLES, COLOURS, GODS, GOODS } from '../data/vocabulary.ts';
import { SEATS, type CuzcoMove } from '../types.ts';

const counts = (keys: readonly string[], max: number) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, fc.integer({ min: 0, max })])) as Record<string, fc.Arbitrary<number>>);

const tiles = fc.array(fc.record({ ability: fc.integer({ min: 1, max: 12 }), slid: fc.boolean() }), { maxLength: 10 })
  // At most three tiles of an ability per kind exist.
  .map((list) => list.filter((tile, i) => list.slice(0, i).filter((o) => o.ability === tile.ability).length < 3));

const quipu = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 10 }).chain((villages) => fc.tuple(...villages.map((village) =>
  fc.record({
    village: fc.constant(village),
    feather: fc.constantFrom(...COLOURS),
    vp: fc.integer({ min: 1, max: 12 }),
    circle: fc.constantFrom(...CIRCLES),
    covered: fc.boolean(),
  }).map(({ covered, ...q }) => (covered ? { ...q, covered } : q)))));

/** One player's holdings JSON, with these missions completed. */
export const holdingsJson = (missions: string[]) => fc.record({
  feathers: counts(COLOURS, 3),
  quipu,
  research: tiles,
  farm: tiles,
  goods: counts(GOODS, 20),
  gods: counts(GODS, 12),
  offerings: fc.integer({ min: 0, max: 40 }),
  food: fc.integer({ min: 0, max: 40 }),
  priests: fc.integer({ min: 0, max: 12 }),
  circlets: fc.integer({ min: 0, max: 12 }),
  inti: fc.integer({ min: 0, max: 12 }),
  turnOrder: fc.integer({ min: 1, max: 4 }),
  missions: fc.constant(missions),
});

/** A whole position JSON: 1–4 players with missions of their own, a stage, its sheet and completions. */
export const positionJson: fc.Arbitrary<Json> = fc.record({
  players: fc.integer({ min: 1, max: 4 }),
  missions: fc.shuffledSubarray(MISSION_IDS, { maxLength: 12 }),
  round: fc.integer({ min: 1, max: 6 }),
  stage: fc.constantFrom('play', 'markers', 'end', 'over'),
}).chain(({ players, missions, round, stage }) => {
  const seats = SEATS.slice(0, players);
  const atEnd = stage === 'end' || stage === 'over';
  const thisRound = atEnd ? 6 : round;
  const mine = (i: number) => missions.filter((_, k) => k % players === i);
  return fc.record({
    players: fc.tuple(...seats.map((_, i) => holdingsJson(mine(i)))).map((list) => Object.fromEntries(seats.map((s, i) => [s, list[i]]))),
    round: fc.constant(thisRound),
    stage: fc.constant(stage),
    sheet: fc.array(fc.tuple(...seats.map(() => fc.integer({ min: 0, max: 999 }))).map((row) => Object.fromEntries(seats.map((s, i) => [s, row[i]]))),
      { minLength: atEnd ? 6 : round - 1, maxLength: atEnd ? 6 : round - 1 }),
    completions: fc.tuple(...missions.map((mission, k) => fc.record({
      keep: fc.boolean(),
      via: fc.constantFrom('met', 'mamakilla', 'inti'),
      round: atEnd ? fc.constantFrom<number | 'end'>('end', ...Array.from({ length: 6 }, (_, r) => r + 1)) : fc.integer({ min: 1, max: round }),
    }).map(({ keep, via, round: r }) => {
      const when = r === 'end' && via === 'met' ? 6 : r;
      return keep ? [{ player: seats[k % players], mission, round: when, vp: via === 'met' ? 6 : 4, via }] : [];
    }))).map((lists) => lists.flat()),
  }) as fc.Arbitrary<Json>;
});

const seat = fc.constantFrom(...SEATS);

/** Any move the notation can write. */
export const moveArb: fc.Arbitrary<CuzcoMove> = fc.oneof(
  fc.record({ type: fc.constant('set' as const), player: seat, patch: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }).map(asJson), { maxKeys: 4 }) as fc.Arbitrary<{ [k: string]: Json }> }),
  fc.record({ type: fc.constant('complete' as const), player: seat, mission: fc.constantFrom(...MISSION_IDS), via: fc.constantFrom('met' as const, 'mamakilla' as const, 'inti' as const) }),
  fc.record({ type: fc.constant('track' as const), round: fc.integer({ min: 1, max: 6 }), player: seat, vp: fc.integer({ min: 0, max: 999 }) }),
  fc.constant({ type: 'round' as const }),
  fc.constant({ type: 'end' as const }),
);

// JSON has no -0: a patch is only ever seen after a trip through JSON text.
function asJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}
