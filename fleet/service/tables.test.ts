// The fleet's view of the café, a pure reducer: messages in (encoded as a table encodes them),
// the café's tables, boards, games and alarms out; what cannot be taken dropped and counted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardStatusTopic, encodeBoardStatus, encodeGameEvent, encodeGameState, encodeStatus, gameEventsTopic, gameStateTopic,
  replyTopic, encodeReply, statusTopic, totalDrops, type BoardStatus, type GameState, type TableStatus,
} from '../index.ts';
import { anyString, boardStatus, gameState, id, tableStatus, valueOf } from '../testing/arbitraries.ts';
import { VIEW_LIMITS, WAITING_ALARM_MS, alarmsOf, detail, emptyFleet, receive, rowOf, summary, tableKey, tablesOf, type FleetView } from './tables.ts';

const T0 = Date.UTC(2026, 10, 26, 17, 0, 0);
const online: TableStatus = { state: 'online', since: '2026-11-26T17:00:00.000Z', version: '0.1.0', boards: 1, games: 1 };
const ready: BoardStatus = { link: 'ready', reason: null, baud: 1_000_000, firmware: 'tabletop-fw 1.4', counters: { framesIn: 12, crcErrors: 0 }, faults: [] };
const garden: GameState = {
  game: 'garden', title: 'Garden', seq: 3, moves: ['a1', 'b2'], toMove: 'north', over: false, result: null, scores: null, awaiting: null, position: null,
};

type Msg = [topic: string, payload: string];
const status = (site: string, table: string, s: TableStatus): Msg => [valueOf(statusTopic(site, table)), valueOf(encodeStatus(s))];
const board = (site: string, table: string, b: string, s: BoardStatus): Msg => [valueOf(boardStatusTopic(site, table, b)), valueOf(encodeBoardStatus(s))];
const game = (site: string, table: string, g: string, s: GameState): Msg => [valueOf(gameStateTopic(site, table, g)), valueOf(encodeGameState(s))];
const event = (site: string, table: string, g: string, seq: number, e: { type: string; [k: string]: unknown }): Msg =>
  [valueOf(gameEventsTopic(site, table, g)), valueOf(encodeGameEvent(seq, e))];

function run(messages: Msg[], now = T0, from: FleetView = emptyFleet()): FleetView {
  return messages.reduce((view, [topic, payload]) => receive(view, topic, payload, now).view, from);
}

describe('the fleet view', () => {
  it('shows each table with its status, boards and games, sorted', () => {
    const view = run([
      status('cafe', 't2', online),
      game('cafe', 't1', 'sim-1.1', garden),
      board('cafe', 't1', 'sim-1', ready),
      status('cafe', 't1', { ...online, state: 'stopped', since: '2026-11-26T16:00:00.000Z' }),
    ]);
    expect(tablesOf(view).map(summary)).toEqual([
      { site: 'cafe', table: 't1', state: 'stopped', since: '2026-11-26T16:00:00.000Z', boards: [{ id: 'sim-1', link: 'ready' }],
        games: [{ id: 'sim-1.1', game: 'garden', seq: 3, moves: 2, toMove: 'north', over: false }] },
      { site: 'cafe', table: 't2', state: 'online', since: '2026-11-26T17:00:00.000Z', boards: [], games: [] },
    ]);
    expect(view.taken).toBe(4);
    expect(totalDrops(view.drops)).toBe(0);
  });

  it('drops garbage, counted by reason, and keeps what it had', () => {
    const before = run([status('cafe', 't1', online), game('cafe', 't1', 'g', garden)]);
    const topic = valueOf(gameStateTopic('cafe', 't1', 'g'));
    const cases: [string, string | Uint8Array, string][] = [
      [topic, '{"game": "garden"', 'bad-json'],
      [topic, JSON.stringify({ ...garden, seq: -1 }), 'bad-shape'],
      [topic, 'x'.repeat(1024 * 1024), 'too-large'],
      [topic, new Uint8Array([0x7b, 0xff, 0x7d]), 'bad-utf8'],
      [topic, `{"__proto__": {"polluted": true}, ${JSON.stringify(garden).slice(1)}`, 'forbidden-key'],
      [topic, `${'['.repeat(40)}${']'.repeat(40)}`, 'too-deep'],
      ['tabletop/v2/cafe/t1/status', JSON.stringify(online), 'wrong-version'],
      ['other/v1/cafe/t1/status', JSON.stringify(online), 'wrong-prefix'],
      ['tabletop/v1/cafe/t 1/status', JSON.stringify(online), 'bad-id'],
      ['tabletop/v1/cafe/t1/cmd/message', '{}', 'unknown-kind'],
      [valueOf(gameEventsTopic('cafe', 't1', 'g')), '', 'bad-json'],
    ];
    for (const [t, payload, code] of cases) {
      const { view, message, changed } = receive(before, t, payload, T0);
      expect({ code, count: view.drops[code as keyof typeof view.drops], message, changed }).toEqual({ code, count: 1, message: null, changed: null });
      expect(view.tables).toBe(before.tables);
      expect(totalDrops(view.drops)).toBe(1);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('clears a retained topic on an empty payload; a table with nothing left goes', () => {
    const full = run([status('cafe', 't1', online), board('cafe', 't1', 'b', ready), game('cafe', 't1', 'g', garden)]);
    const noGame = run([[valueOf(gameStateTopic('cafe', 't1', 'g')), '']], T0, full);
    expect(summary(tablesOf(noGame)[0]).games).toEqual([]);
    const noBoard = run([[valueOf(boardStatusTopic('cafe', 't1', 'b')), '']], T0, noGame);
    expect(summary(tablesOf(noBoard)[0]).boards).toEqual([]);
    const gone = receive(noBoard, valueOf(statusTopic('cafe', 't1')), '', T0);
    expect(gone.view.tables.size).toBe(0);
    expect(gone.changed).toBe(tableKey('cafe', 't1'));
    // Clearing what is not there changes nothing and is no drop.
    const again = receive(gone.view, valueOf(statusTopic('cafe', 't1')), '', T0);
    expect({ changed: again.changed, size: again.view.tables.size, drops: totalDrops(again.view.drops) }).toEqual({ changed: null, size: 0, drops: 0 });
  });

  it('a lost table: since when the fleet saw the will arrive, and an alarm', () => {
    const lostAt = T0 + 3_600_000;
    const view = run([status('cafe', 't1', online)]);
    const lost = run([status('cafe', 't1', { ...online, state: 'lost' })], lostAt, view);
    const t = tablesOf(lost)[0];
    expect(t.since).toBe(new Date(lostAt).toISOString());
    expect(alarmsOf(t, lostAt)).toEqual([{ code: 'table-lost', message: `table t1 is lost (its host stopped answering) since ${t.since}`, params: { table: 't1', since: t.since } }]);
    // The will again (a retained copy on resubscribe) keeps the first time.
    expect(tablesOf(run([status('cafe', 't1', { ...online, state: 'lost' })], lostAt + 5000, lost))[0].since).toBe(t.since);
  });

  it('alarms on a board link down, naming the board and why', () => {
    const view = run([board('cafe', 't1', 'a', ready), board('cafe', 't1', 'b', { ...ready, link: 'failed', reason: 'no HELLO' }), board('cafe', 't1', 'c', { ...ready, link: 'reconnecting' })]);
    expect(alarmsOf(tablesOf(view)[0], T0)).toEqual([
      { code: 'board-link-down', board: 'b', message: 'board b: link failed (no HELLO)', params: { board: 'b', link: 'failed', reason: 'no HELLO' } },
      { code: 'board-link-down', board: 'c', message: 'board c: link reconnecting', params: { board: 'c', link: 'reconnecting' } },
    ]);
  });

  it('alarms when a game waits for the same thing longer than 30 s, from when it was first seen', () => {
    const waiting = { ...garden, seq: 4, awaiting: { type: 'choice', prompt: 'Which?', options: ['a', 'b'] } };
    let view = run([game('cafe', 't1', 'g', waiting)], T0);
    // The same wait again (another snapshot, seq grown) keeps its start.
    view = run([game('cafe', 't1', 'g', { ...waiting, seq: 5 })], T0 + 20_000, view);
    const t = tablesOf(view)[0];
    expect(alarmsOf(t, T0 + WAITING_ALARM_MS)).toEqual([]);
    expect(alarmsOf(t, T0 + WAITING_ALARM_MS + 1)).toEqual([{ code: 'waiting', game: 'g', message: `game g (Garden) has waited for a choice since ${new Date(T0).toISOString()}`,
      params: { game: 'g', title: 'Garden', awaiting: 'choice', since: new Date(T0).toISOString() } }]);
    // Answered: no alarm.
    const answered = run([game('cafe', 't1', 'g', { ...waiting, seq: 6, awaiting: null })], T0 + 40_000, view);
    expect(alarmsOf(tablesOf(answered)[0], T0 + 100_000)).toEqual([]);
    // Over: no alarm either.
    const over = run([game('cafe', 't1', 'g', { ...waiting, over: true })], T0 + 40_000, view);
    expect(alarmsOf(tablesOf(over)[0], T0 + 100_000)).toEqual([]);
  });

  it('alarms on a board waiting to be put right longer than 30 s (correction … corrected)', () => {
    let view = run([game('cafe', 't1', 'g', garden), event('cafe', 't1', 'g', 3, { type: 'correction', clear: ['a1'], fill: [] })], T0);
    expect(alarmsOf(tablesOf(view)[0], T0 + 31_000)).toEqual([{ code: 'correction', game: 'g', message: `game g (Garden): the board has waited to be put right since ${new Date(T0).toISOString()}`,
      params: { game: 'g', title: 'Garden', since: new Date(T0).toISOString() } }]);
    view = run([event('cafe', 't1', 'g', 3, { type: 'corrected' })], T0 + 32_000, view);
    expect(alarmsOf(tablesOf(view)[0], T0 + 100_000)).toEqual([]);
  });

  it('the last move’s time: the event’s own when it carries one, else when a state with more moves came', () => {
    let view = run([game('cafe', 't1', 'g', garden)], T0);
    const at = (v: FleetView) => detail(tablesOf(v)[0], T0).games[0].lastMoveAt;
    expect(at(view)).toBe(new Date(T0).toISOString());
    view = run([game('cafe', 't1', 'g', { ...garden, seq: 4, moves: [...garden.moves, 'c3'] })], T0 + 5000, view);
    expect(at(view)).toBe(new Date(T0 + 5000).toISOString());
    view = run([event('cafe', 't1', 'g', 4, { type: 'move', move: 'c3', at: '2026-11-26T17:00:04.000Z' })], T0 + 6000, view);
    expect(at(view)).toBe('2026-11-26T17:00:04.000Z');
    // The host's own `t` (since it started) is no date: the arrival counts.
    view = run([event('cafe', 't1', 'g', 5, { type: 'move', move: 'd4', t: 1234 })], T0 + 7000, view);
    expect(at(view)).toBe(new Date(T0 + 7000).toISOString());
    // A state of the same move after its event keeps the event's time; a state with no new move changes nothing.
    view = run([game('cafe', 't1', 'g', { ...garden, seq: 5, moves: [...garden.moves, 'c3', 'd4'] })], T0 + 8000, view);
    expect(at(view)).toBe(new Date(T0 + 7000).toISOString());
    // An event for a game the fleet does not hold is taken and changes nothing.
    const none = receive(view, valueOf(gameEventsTopic('cafe', 't1', 'other')), valueOf(encodeGameEvent(1, { type: 'move' })), T0);
    expect({ changed: none.changed, drops: totalDrops(none.view.drops) }).toEqual({ changed: null, drops: 0 });
  });

  it('the detail holds the moves, boards with counters and faults, and alarms', () => {
    const view = run([status('cafe', 't1', online), board('cafe', 't1', 'sim-1', { ...ready, faults: [{ code: 'slow-line', message: 'held at 115200' }] }), game('cafe', 't1', 'sim-1.1', garden)]);
    const d = detail(tablesOf(view)[0], T0);
    expect(d.games[0]).toMatchObject({ id: 'sim-1.1', moves: ['a1', 'b2'], title: 'Garden' });
    expect(d.boards[0]).toMatchObject({ id: 'sim-1', counters: { framesIn: 12, crcErrors: 0 }, faults: [{ code: 'slow-line' }], at: new Date(T0).toISOString() });
    expect(d.version).toBe('0.1.0');
    // The fault wants a person: an alarm naming the board.
    expect(d.alarms).toEqual([{ code: 'board-fault', board: 'sim-1', message: 'board sim-1: held at 115200', params: { board: 'sim-1', fault: 'held at 115200' } }]);
  });

  it('a failed link is one alarm, not two; a journal notice of a game raises an alarm until a state without it', () => {
    let view = run([
      board('cafe', 't1', 'sim-1', { ...ready, link: 'failed', reason: 'gone', faults: [{ code: 'link-failed', message: 'gone' }] }),
      game('cafe', 't1', 'g', { ...garden, journal: 'its journal was removed and written again whole' }),
    ]);
    expect(alarmsOf(tablesOf(view)[0], T0)).toEqual([
      { code: 'board-link-down', board: 'sim-1', message: 'board sim-1: link failed (gone)', params: { board: 'sim-1', link: 'failed', reason: 'gone' } },
      { code: 'journal', game: 'g', message: 'game g (Garden): its journal: its journal was removed and written again whole',
        params: { game: 'g', title: 'Garden', journal: 'its journal was removed and written again whole' } },
    ]);
    view = run([game('cafe', 't1', 'g', { ...garden, journal: null })], T0, view);
    expect(alarmsOf(tablesOf(view)[0], T0).map((a) => a.code)).toEqual(['board-link-down']);
  });

  it('a row for the page: each board with what it shows, each game with its last move, players and the time of that move', () => {
    const shown: BoardStatus = {
      ...ready, game: 'g', rows: 2, cols: 2, cells: ['a2', 'b2', 'a1', 'b1'], occupied: ['a1'], leds: { b2: { r: 0, g: 255, b: 0, blink: true } },
    };
    const view = run([
      status('cafe', 't1', online), board('cafe', 't1', 'sim-1', shown), board('cafe', 't1', 'old', ready),
      game('cafe', 't1', 'g', { ...garden, players: ['north', 'south'], computer: 'south' }),
    ]);
    const row = rowOf(tablesOf(view)[0], T0);
    expect(row.boards).toEqual([
      { id: 'old', link: 'ready', reason: null, game: null, rows: null, cols: null, cells: [], occupied: [], leds: {}, faults: [] },
      { id: 'sim-1', link: 'ready', reason: null, game: 'g', rows: 2, cols: 2, cells: ['a2', 'b2', 'a1', 'b1'], occupied: ['a1'], leds: { b2: { r: 0, g: 255, b: 0, blink: true } }, faults: [] },
    ]);
    expect(row.games).toEqual([{
      id: 'g', game: 'garden', title: 'Garden', seq: 3, moves: 2, lastMove: 'b2', toMove: 'north', over: false, result: null, scores: null,
      players: ['north', 'south'], computer: 'south', lastMoveAt: new Date(T0).toISOString(),
    }]);
    expect(row).toMatchObject({ site: 'cafe', table: 't1', state: 'online', version: '0.1.0', alarms: [] });
  });

  it('holds at most VIEW_LIMITS boards and games a table, and tables; past them a message is refused and counted, an update still taken', () => {
    const boards = Array.from({ length: VIEW_LIMITS.boardsPerTable + 1 }, (_, i) => board('cafe', 't1', `b${i}`, ready));
    let view = run(boards);
    expect({ boards: tablesOf(view)[0].boards.size, full: view.full, taken: view.taken }).toEqual({ boards: VIEW_LIMITS.boardsPerTable, full: 1, taken: VIEW_LIMITS.boardsPerTable });
    view = run([board('cafe', 't1', 'b0', { ...ready, link: 'lost' })], T0, view);
    expect(tablesOf(view)[0].boards.get('b0')?.link).toBe('lost');
    const games = Array.from({ length: VIEW_LIMITS.gamesPerTable + 1 }, (_, i) => game('cafe', 't2', `g${i}`, garden));
    view = run(games, T0, view);
    expect({ games: view.tables.get('cafe/t2')?.games.size, full: view.full }).toEqual({ games: VIEW_LIMITS.gamesPerTable, full: 2 });
    const tables = Array.from({ length: VIEW_LIMITS.tables }, (_, i) => status('cafe', `x${i}`, online));
    view = run(tables, T0, view);
    expect({ tables: view.tables.size, full: view.full }).toEqual({ tables: VIEW_LIMITS.tables, full: 4 });
  });

  it('a reply is taken (for whoever waits for it) and changes no table', () => {
    const r = receive(emptyFleet(), valueOf(replyTopic('cafe', 't1', 'message')), valueOf(encodeReply({ ref: 'r1', ok: true })), T0);
    expect({ kind: r.message?.kind, changed: r.changed, tables: r.view.tables.size, taken: r.view.taken }).toEqual({ kind: 'cmd-reply', changed: null, tables: 0, taken: 1 });
  });

  it('never throws; every message is either taken or counted once, and the tables are what the last retained messages say', () => {
    const valid = fc.oneof(
      fc.record({ site: id(8), table: id(8), s: tableStatus }).map(({ site, table, s }) => status(site, table, s)),
      fc.record({ site: id(8), table: id(8), b: id(8), s: boardStatus }).map(({ site, table, b, s }) => board(site, table, b, s)),
      fc.record({ site: id(8), table: id(8), g: id(8), s: gameState }).map(({ site, table, g, s }) => game(site, table, g, s)),
    );
    const junk = fc.tuple(fc.oneof(anyString(40), fc.constantFrom('tabletop/v1/a/b/status', 'tabletop/v1/a/b/games/g/state', 'tabletop/v1/a/b/boards/x/status')), anyString(80));
    fc.assert(fc.property(fc.array(fc.oneof(valid, junk), { maxLength: 30 }), (messages) => {
      const view = run(messages as Msg[]);
      expect(view.taken + view.full + totalDrops(view.drops)).toBe(messages.length);
      for (const t of tablesOf(view)) {
        expect(t.state !== null || t.boards.size > 0 || t.games.size > 0).toBe(true);
        expect(JSON.parse(JSON.stringify(summary(t)))).toEqual(summary(t));
      }
    }), { numRuns: 200 });
  });
});
