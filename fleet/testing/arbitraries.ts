// fast-check arbitraries for the fleet's ids, topics and payloads (valid ones), and helpers.
import fc from 'fast-check';
import type { Result } from '../../rules/index.ts';
import type { FleetError } from '../errors.ts';
import type { BoardStatus, Command, CommandReply, GameState, TableStatus } from '../payloads/index.ts';
import type { Topic } from '../topics.ts';

const ID_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-'];

/** Any id the contract takes: `[A-Za-z0-9._-]+`, including the odd ones (`.`, `..`, `-`, `reply`, `status`). */
export const id = (maxLength = 24): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: fc.constantFrom(...ID_CHARS), minLength: 1, maxLength }),
    fc.constantFrom('.', '..', '-', '_', 'reply', 'status', 'boards', 'games', 'cmd', 'v1', 'tabletop', 'constructor', '__proto__'),
  );

export const topic: fc.Arbitrary<Topic> = fc.record({ site: id(), table: id() }).chain((at) =>
  fc.oneof(
    fc.constant<Topic>({ ...at, kind: 'status' }),
    id().map<Topic>((board) => ({ ...at, kind: 'board-status', board })),
    id().map<Topic>((game) => ({ ...at, kind: 'game-state', game })),
    id().map<Topic>((game) => ({ ...at, kind: 'game-events', game })),
    id().map<Topic>((verb) => ({ ...at, kind: 'cmd', verb })),
    id().map<Topic>((verb) => ({ ...at, kind: 'cmd-reply', verb })),
  ),
);

const isoTime = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((d) => d.toISOString());
const text = (max: number) => fc.string({ maxLength: max, unit: 'grapheme' });
const count = fc.integer({ min: 0, max: 1000 });
/** JSON with no `__proto__`/`constructor` keys (those are refused on purpose). */
const json = fc.jsonValue({ maxDepth: 4 }).filter((v) => !/"(__proto__|constructor)":/.test(JSON.stringify(v)));

export const tableStatus: fc.Arbitrary<TableStatus> = fc.record({
  state: fc.constantFrom('online', 'stopped', 'lost'),
  since: isoTime,
  version: fc.string({ minLength: 1, maxLength: 64 }),
  boards: count,
  games: count,
});

export const boardStatus: fc.Arbitrary<BoardStatus> = fc.record({
  link: fc.constantFrom('connecting', 'ready', 'lost', 'reconnecting', 'failed'),
  reason: fc.option(text(100)),
  baud: fc.option(fc.constantFrom(115200, 250000, 500000, 1000000)),
  firmware: fc.option(text(40)),
  counters: fc.dictionary(fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,20}$/), fc.nat(), { maxKeys: 20 }),
  faults: fc.array(fc.record({ code: fc.string({ minLength: 1, maxLength: 20 }), message: text(100) }), { maxLength: 4 }),
});

export const gameState: fc.Arbitrary<GameState> = fc.record({
  game: id(),
  title: text(60),
  seq: fc.nat(),
  moves: fc.array(text(10), { maxLength: 30 }),
  toMove: fc.option(text(10)),
  over: fc.boolean(),
  result: fc.option(fc.record({ winner: fc.option(text(10)), reason: text(40) })),
  scores: fc.option(fc.dictionary(text(10).filter((k) => k !== '__proto__' && k !== 'constructor'), fc.integer())),
  awaiting: json,
  position: json,
});

export const reply: fc.Arbitrary<CommandReply> = fc.oneof(
  fc.record({ ref: id(), ok: fc.constant(true as const), value: json }, { requiredKeys: ['ref', 'ok'] }),
  fc.record({ ref: id(), ok: fc.constant(false as const), error: fc.record({ code: fc.string({ minLength: 1, maxLength: 30 }), message: text(100) }) }),
);

export const command = (table: fc.Arbitrary<string> = id()): fc.Arbitrary<Command> =>
  fc.record({ ref: id(), table }).chain((base) =>
    fc.oneof(
      fc.record({ text: fc.string({ minLength: 1, maxLength: 200 }) }).map((f): Command => ({ verb: 'message', ...base, ...f })),
      fc.record({ game: id(), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }), board: fc.array(id(), { maxLength: 3 }) }, { requiredKeys: ['game'] })
        .map((f): Command => ({ verb: 'new-game', ...base, ...f })),
      id().map((gameId): Command => ({ verb: 'end-game', ...base, gameId })),
    ),
  );

/** The value of a Result that must be ok (fails the test with the error otherwise). */
export function valueOf<T>(result: Result<T, FleetError>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The error code of a Result that must be an error. */
export function codeOf(result: Result<unknown, FleetError>): string {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error.code;
}

/** Decoded payloads have null-prototype objects; this compares them as plain JSON. */
export const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Any string of UTF-16 code units, lone surrogates and controls included (fast, unlike unit 'binary'). */
export const anyString = (maxLength = 60): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength });
