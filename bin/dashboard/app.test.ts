// Every REST route through app.inject: the happy path, the operator token (401 without, 403
// wrong), malformed JSON and out-of-range values (400), unknown boards and games (404), and
// inputs the game refuses now (409). The board is simulated, in virtual time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NEVER } from 'rxjs';
import { builtinProfiles, VirtualClock } from '../../hardware/index.ts';
import { Host, type HostEvent } from '../../host/index.ts';
import { COMPUTER_FIRST, firstMoveBot, ONE_OPTION_CHOICE } from '../../host/testing/waiting-inputs.ts';
import { buildApp } from '../../dashboard/index.ts';
import { get, post, TEST_TOKEN } from '../../dashboard/testing/inject.ts';
import { SIM_BOARD_ID, startSimHost, type SimHost } from '../sim-host.ts';

let sim: SimHost;
let app: FastifyInstance;
let events: HostEvent[] = [];

beforeAll(async () => {
  sim = await startSimHost({ clock: new VirtualClock(0), game: { game: 'free' } });
  // A real board too (no simulator behind it): the dashboard must not try to move its pieces.
  sim.host.addBoard({ id: 'real-1', path: '/dev/ttyACM9', profile: builtinProfiles['9x9'], port: { states$: NEVER, status$: NEVER, sendLeds: () => {} } });
  sim.host.events$.subscribe((e) => events.push(e));
  await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.length === 18);
  app = await buildApp({ host: sim.host, token: TEST_TOKEN });
});

afterAll(async () => {
  await app.close();
  await sim.close();
});

beforeEach(() => { events = []; });

const gameId = (): string => sim.host.board(SIM_BOARD_ID)!.game!;
const seen = (type: string) => () => events.some((e) => e.type === type);

/** Starts a fresh game on the simulated board and lets the board show its position. */
async function newGame(game: string, options: Record<string, unknown> = {}): Promise<string> {
  const res = await post(app, '/api/games', { body: { board: SIM_BOARD_ID, game, options, seed: 7 } });
  expect(res.statusCode, res.body).toBe(201);
  await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.length === (res.json().view.pieces?.length ?? -1), 2000);
  return res.json().id;
}

/** Moves a piece on the simulated board and waits for the host to commit the move. */
async function move(from: string, to: string): Promise<void> {
  events = [];
  sim.host.simulate(SIM_BOARD_ID, 'lift', [from]);
  await sim.until(() => sim.host.board(SIM_BOARD_ID)!.lights[from] === 'selected');
  sim.host.simulate(SIM_BOARD_ID, 'place', [to]);
  expect(await sim.until(seen('move'), 3000)).toBe(true);
}

describe('reads (open to spectators)', () => {
  it('GET /api/health reports the boards, games and socket clients', async () => {
    const res = await get(app, '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', boards: 2, games: 1, clients: 0 });
  });

  it('GET /api/catalog lists the games that can be started, what each needs and which boards hold it', async () => {
    const res = await get(app, '/api/catalog');
    expect(res.statusCode).toBe(200);
    const catalog = res.json() as { id: string; title: string; board: string; needs: string; fits: Record<string, string | null> }[];
    expect(catalog).toContainEqual(expect.objectContaining({ id: 'free', title: expect.any(String), fits: { [SIM_BOARD_ID]: null, 'real-1': null } }));
    // Both boards are 9×9: Scarabya says what it needs, and why each board cannot hold it.
    const scarabya = catalog.find((g) => g.id === 'scarabya')!;
    expect(scarabya).toMatchObject({ board: '10×10', needs: '10×10, or no board' });
    expect(scarabya.fits[SIM_BOARD_ID]).toMatch(/10×10/);
    expect(catalog.find((g) => g.id === 'cuzco')).toMatchObject({ needs: 'no board', fits: { [SIM_BOARD_ID]: expect.stringContaining('without a board') } });
  });

  it('GET /api/boards lists both boards with their link and game', async () => {
    const res = await get(app, '/api/boards');
    expect(res.statusCode).toBe(200);
    const boards = res.json() as { id: string; simulated: boolean; link: { state: string }; game: string | null }[];
    expect(boards.map((b) => [b.id, b.simulated])).toEqual([[SIM_BOARD_ID, true], ['real-1', false]]);
    expect(boards[0].link.state).toBe('ready');
    expect(boards[0].game).toBe(gameId());
  });

  it('GET /api/boards/:id gives link counters, profile, occupancy, LEDs and every cell name', async () => {
    const res = await get(app, `/api/boards/${SIM_BOARD_ID}`);
    expect(res.statusCode).toBe(200);
    const board = res.json();
    expect(board.profile).toMatchObject({ rows: 9, cols: 9 });
    expect(board.counters.framesIn).toBeGreaterThan(0);
    expect(board.counters.framesTooLarge).toBe(0); // frames past the protocol's largest, dropped as they grew
    expect(board.hello.firmwareId).toBe('SIMBOARD');
    expect(board.baudRate).toBe(500000); // the simulated 9×9 board offers its WS2812 build's speeds: the host switched
    expect(board.cells).toHaveLength(81);
    expect(board.cells.slice(0, 3)).toEqual(['A1', 'B1', 'C1']);
    expect(board.occupancy).toContain('A1');
    expect(typeof board.leds).toBe('object');
    expect(typeof board.lights).toBe('object');
  });

  it('GET /api/boards/:id: 404 for an unknown board, 400 for an id out of range', async () => {
    const missing = await get(app, '/api/boards/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('unknown board "nope"');
    expect((await get(app, `/api/boards/${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('GET /api/games and /api/games/:id give the view, the move log and what is awaited', async () => {
    const list = await get(app, '/api/games');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((g: { id: string }) => g.id)).toEqual([gameId()]);
    const res = await get(app, `/api/games/${gameId()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: gameId(), board: SIM_BOARD_ID, game: 'free', log: [], awaiting: null, over: false, scores: null, result: null });
    expect(res.json().view.game).toBe('free');
  });

  it('GET /api/games/:id: 404 for an unknown game', async () => {
    const res = await get(app, '/api/games/sim-1.999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('unknown game "sim-1.999"');
  });

  it('an unknown route is a 404 in the same JSON shape', async () => {
    const res = await get(app, '/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', code: 'unknown-route', message: 'no route GET /api/nothing' });
  });
});

describe('the operator token', () => {
  const mutating: [string, unknown][] = [
    ['/api/games', { board: SIM_BOARD_ID, game: 'free' }],
    ['/api/games/sim-1.1/choices', { choice: 'red' }],
    ['/api/games/sim-1.1/undo', undefined],
    ['/api/games/sim-1.1/moves', { move: 'A1-E5' }],
    [`/api/boards/${SIM_BOARD_ID}/sim`, { action: 'lift', cells: ['A1'] }],
    ['/api/auth', undefined],
  ];

  it.each(mutating)('POST %s without a token: 401 with a Bearer challenge', async (url, body) => {
    const res = await post(app, url, { token: null, body });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="tabletop"');
    expect(res.json().message).toMatch(/operator token/);
  });

  it.each(mutating)('POST %s with a wrong token: 403', async (url, body) => {
    const res = await post(app, url, { token: 'guess', body });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('the operator token is wrong');
  });

  it('a token that is not a Bearer token is a 401; the token is checked before the body is read', async () => {
    const basic = await app.inject({ method: 'POST', url: '/api/auth', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.statusCode).toBe(401);
    const garbage = await post(app, '/api/games', { token: null, raw: '{not json' });
    expect(garbage.statusCode).toBe(401);
  });

  it('POST /api/auth with the right token says so', async () => {
    const res = await post(app, '/api/auth');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: 'operator' });
  });
});

describe('POST /api/games', () => {
  it('starts a game on a board: 201 with the new game, the old one is gone', async () => {
    const before = gameId();
    const res = await post(app, '/api/games', { body: { board: SIM_BOARD_ID, game: 'free', options: { cast: 2 }, position: { occupied: ['A1', 'B2'] }, seed: 3 } });
    expect(res.statusCode).toBe(201);
    const game = res.json();
    expect(game).toMatchObject({ board: SIM_BOARD_ID, game: 'free', log: [], over: false });
    expect(game.id).not.toBe(before);
    expect(game.view.pieces.map((p: { name: string }) => p.name)).toEqual(['A1', 'B2']);
    expect((await get(app, `/api/games/${before}`)).statusCode).toBe(404);
    // The simulated board is set up for the new position.
    expect(await sim.until(() => sim.host.board(SIM_BOARD_ID)!.occupancy.join() === 'A1,B2')).toBe(true);
  });

  it('400 for malformed JSON, a missing field, an unknown key, a wrong type and a seed out of range', async () => {
    const cases = [
      { raw: '{"board": "sim-1",' },
      { raw: '' },
      { body: { board: SIM_BOARD_ID } },
      { body: { board: SIM_BOARD_ID, game: 'free', colour: 'red' } },
      { body: { board: SIM_BOARD_ID, game: 'free', options: [] } },
      { body: { board: SIM_BOARD_ID, game: 'free', seed: -1 } },
      { body: { board: SIM_BOARD_ID, game: 'free', seed: 1.5 } },
      { body: { board: SIM_BOARD_ID, game: 'free', seed: '3' } },
    ];
    for (const c of cases) {
      const res = await post(app, '/api/games', c);
      expect(res.statusCode, JSON.stringify(c)).toBe(400);
      expect(res.json().message.length, JSON.stringify(c)).toBeGreaterThan(5);
    }
  });

  it('400 for a body with a "__proto__" key or a "constructor" holding a "prototype", saying so (not "not valid JSON")', async () => {
    const cases: [string, string][] = [
      ['{"__proto__": {"admin": true}, "board": "sim-1", "game": "free"}', 'a JSON key named "__proto__" is not allowed (it would reach the prototype of objects)'],
      ['{"board": "sim-1", "game": "free", "options": {"x": [{"__proto__": null}]}}', 'a JSON key named "__proto__" is not allowed (it would reach the prototype of objects)'],
      ['{"\\u005f_proto__": {}, "game": "free"}', 'a JSON key named "__proto__" is not allowed (it would reach the prototype of objects)'],
      ['{"game": "free", "options": {"constructor": {"prototype": {"admin": true}}}}', 'a JSON key named "constructor" holding a "prototype" is not allowed (it would reach the prototype of objects)'],
      ['{"board": "sim-1",', "Body is not valid JSON but content-type is set to 'application/json'"],
      ['', "Body cannot be empty when content-type is set to 'application/json'"],
    ];
    for (const [raw, message] of cases) {
      const res = await post(app, '/api/games', { raw });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json(), raw).toEqual({ statusCode: 400, error: 'Bad Request', code: 'malformed', message });
    }
    // A "constructor" that is only a name is a value like any other (the schema answers it).
    const named = await post(app, '/api/games', { raw: '{"game": "free", "constructor": "me"}' });
    expect(named.json()).toMatchObject({ statusCode: 400, message: 'body has an unknown field "constructor"' });
    const nothing = await post(app, '/api/games', { raw: 'null' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).not.toMatch(/__proto__|constructor/);
  });

  it('413 for a body over the limit, 415 for one that is not JSON, each named in words', async () => {
    const big = await app.inject({ method: 'POST', url: '/api/games', headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' }, payload: `{"game":"free","pad":"${'x'.repeat(300 * 1024)}"}` });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large', message: expect.stringMatching(/body/i) });
    const text = await app.inject({ method: 'POST', url: '/api/games', headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/xml' }, payload: '<game>free</game>' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('starts a game on no board when none is named: it is played by entered moves', async () => {
    const res = await post(app, '/api/games', { body: { game: 'free', position: { occupied: ['A1'] } } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ board: '', boards: [], game: 'free', areas: [{ id: 'board', board: null }] });
    const moved = await post(app, `/api/games/${res.json().id}/moves`, { body: { move: 'A1-B2' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().game.log.map((l: { move: string }) => l.move)).toEqual(['A1-B2']);
  });

  it('400 with the game\'s own words for options or a position it refuses', async () => {
    const options = await post(app, '/api/games', { body: { board: SIM_BOARD_ID, game: 'free', options: { cast: 99 } } });
    expect(options.statusCode).toBe(400);
    expect(options.json().message).toMatch(/cast must be an integer from 0 to 10/);
    const position = await post(app, '/api/games', { body: { board: SIM_BOARD_ID, game: 'free', position: { occupied: ['Z99'] } } });
    expect(position.statusCode).toBe(400);
    expect(position.json().message).toMatch(/^position: /);
    const sticks = await post(app, '/api/games', { body: { board: SIM_BOARD_ID, game: 'free', options: { sticks: 'thrown' } } });
    expect(sticks.statusCode).toBe(400);
  });

  it('400 naming it for JSON nested too deep: Cuzco holdings 3,000 levels deep (once a 500, a stack overflow), a free position 100,000 deep, a Cuzco patch 600 deep', async () => {
    // Sent as text: JSON.stringify of the test itself would overflow on the deepest.
    const nested = (levels: number) => `${'{"orange": '.repeat(levels)}1${'}'.repeat(levels)}`;
    const holdings = await post(app, '/api/games', { raw: `{"game": "cuzco", "position": {"players": {"P1": {"feathers": ${nested(3000)}}}}}` });
    expect(holdings.statusCode, holdings.body).toBe(400);
    expect(holdings.json()).toMatchObject({ code: 'malformed', message: 'position: too deep: more than 32 levels of objects and lists in the position' });
    const free = await post(app, '/api/games', { raw: `{"game": "free", "position": {"occupied": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}` });
    expect(free.statusCode, free.body).toBe(400);
    expect(free.json().message).toMatch(/^position: too deep: /);
    const session = await post(app, '/api/games', { body: { game: 'cuzco' } });
    expect(session.statusCode).toBe(201);
    // A move is 4096 characters at most: 600 levels.
    const move = await post(app, `/api/games/${session.json().id}/moves`, { body: { move: `set P1 ${'{"a":'.repeat(600)}1${'}'.repeat(600)}` } });
    expect(move.statusCode, move.body).toBe(400);
    expect(move.json().message).toMatch(/too deep: more than 32 levels of objects and lists in the patch of P1's holdings$/);
  });

  it('404 for an unknown board or game', async () => {
    const board = await post(app, '/api/games', { body: { board: 'nope', game: 'free' } });
    expect(board.statusCode).toBe(404);
    expect(board.json().message).toBe('unknown board "nope"');
    const game = await post(app, '/api/games', { body: { board: SIM_BOARD_ID, game: 'chess' } });
    expect(game.statusCode).toBe(404);
    expect(game.json().message).toMatch(/^unknown game "chess"; games: free/);
  });
});

describe('POST /api/games/:id/choices', () => {
  it('{sticks: N} is a physical cast: 200 with the cast event, then the game goes on', async () => {
    const id = await newGame('free', { cast: 3, sticks: 'physical' });
    await move('A1', 'E5');
    expect(await sim.until(seen('pending'))).toBe(true);
    expect((await get(app, `/api/games/${id}`)).json().awaiting).toMatchObject({ type: 'pending', for: 'cast', sticks: 3 });
    const res = await post(app, `/api/games/${id}/choices`, { body: { sticks: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().events).toContainEqual(expect.objectContaining({ type: 'cast', heads: 2, board: SIM_BOARD_ID }));
    expect(res.json().game.awaiting).toBeNull();
  });

  it('409 for a count the cast cannot show, 400 for one out of range or not a whole number', async () => {
    const id = await newGame('free', { cast: 3, sticks: 'physical' });
    await move('A1', 'E5');
    expect(await sim.until(seen('pending'))).toBe(true);
    const tooMany = await post(app, `/api/games/${id}/choices`, { body: { sticks: 4 } });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('a cast of 3 sticks shows 0 to 3 heads, not 4');
    for (const sticks of [-1, 65, 1.5, '2']) {
      expect((await post(app, `/api/games/${id}/choices`, { body: { sticks } })).statusCode, String(sticks)).toBe(400);
    }
  });

  it('{choice} answers a choice: the colour of a piece put down', async () => {
    const id = await newGame('free', { add: true, colors: ['red', 'black'] });
    events = [];
    sim.host.simulate(SIM_BOARD_ID, 'place', ['E5']);
    expect(await sim.until(seen('choice'), 3000)).toBe(true);
    const game = (await get(app, `/api/games/${id}`)).json();
    expect(game.awaiting.type).toBe('choice');
    const option = game.awaiting.options.find((o: string) => o.includes('black'));
    const wrong = await post(app, `/api/games/${id}/choices`, { body: { choice: 'green' } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toMatch(/"green" is not one of/);
    const res = await post(app, `/api/games/${id}/choices`, { body: { choice: option } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().events).toContainEqual(expect.objectContaining({ type: 'move', move: option }));
    expect(res.json().game.log.map((l: { move: string }) => l.move)).toEqual([option]);
  });

  it('409 when nothing is awaited; 400 for malformed JSON, both or neither field, an unknown key', async () => {
    const id = await newGame('free');
    const none = await post(app, `/api/games/${id}/choices`, { body: { choice: 'red' } });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('no choice is awaited');
    for (const c of [{ raw: '{"choice":' }, { body: {} }, { body: { choice: 'red', sticks: 1 } }, { body: { pick: 'red' } }, { body: { choice: '' } }, { body: ['red'] }]) {
      expect((await post(app, `/api/games/${id}/choices`, c)).statusCode, JSON.stringify(c)).toBe(400);
    }
  });

  it('404 for an unknown game', async () => {
    const res = await post(app, '/api/games/sim-1.999/choices', { body: { choice: 'red' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('unknown game "sim-1.999"');
  });
});

describe('POST /api/games/:id/undo', () => {
  it('takes back the last move: 200 with the undone event and a shorter log', async () => {
    const id = await newGame('free');
    await move('A1', 'E5');
    const res = await post(app, `/api/games/${id}/undo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().events).toContainEqual(expect.objectContaining({ type: 'undone', move: 'A1-E5' }));
    expect(res.json().game.log.map((l: { move: string }) => l.move)).toEqual([]);
  });

  it('409 when there is no move to undo, 404 for an unknown game', async () => {
    const id = await newGame('free');
    const none = await post(app, `/api/games/${id}/undo`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('there is no move to undo');
    expect((await post(app, '/api/games/nope/undo')).statusCode).toBe(404);
  });
});

describe('POST /api/games/:id/moves', () => {
  it('plays a move given in the game\'s notation: 200 with the move event', async () => {
    const id = await newGame('free');
    const res = await post(app, `/api/games/${id}/moves`, { body: { move: 'A1-E5' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().events).toContainEqual(expect.objectContaining({ type: 'move', move: 'A1-E5' }));
    expect(res.json().game.log.map((l: { move: string }) => l.move)).toEqual(['A1-E5']);
  });

  it('409 for a move the game refuses, 400 for a malformed body or a move not in the notation, 404 for an unknown game', async () => {
    const id = await newGame('free');
    const refused = await post(app, `/api/games/${id}/moves`, { body: { move: 'E5-A1' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no piece on E5/);
    const unreadable = await post(app, `/api/games/${id}/moves`, { body: { move: 'fly away' } });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    for (const body of [{}, { move: '' }, { move: 5 }, { move: 'A1-E5', extra: 1 }]) {
      expect((await post(app, `/api/games/${id}/moves`, { body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(app, '/api/games/nope/moves', { body: { move: 'A1-E5' } })).statusCode).toBe(404);
  });

  it('400 for a refused 4,096-character move, repeating only a short prefix of it with "…"', async () => {
    for (const [game, move] of [['free', `A1-${'B'.repeat(4093)}`], ['free', 'x'.repeat(4096)], ['cetkaik', `ZO${'Y'.repeat(4094)}`], ['cetkaik', `\u001b[2J${'x'.repeat(4000)}`]]) {
      const id = await newGame(game);
      const res = await post(app, `/api/games/${id}/moves`, { body: { move } });
      expect(res.statusCode, game).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message.length, message).toBeLessThan(500);
      expect(message).toContain('…"');
      expect(message).toContain(JSON.stringify(move.slice(0, 20)).slice(0, -1));
      expect(message).not.toMatch(/[\u0000-\u001f]/);
    }
  });
});

describe('POST /api/boards/:id/sim', () => {
  it('lifts a piece of the simulated board: 202, then the host lights its targets', async () => {
    await newGame('free');
    const res = await post(app, `/api/boards/${SIM_BOARD_ID}/sim`, { body: { action: 'lift', cells: ['A1'] } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ board: SIM_BOARD_ID, action: 'lift', cells: ['A1'] });
    expect(await sim.until(() => events.some((e) => e.type === 'lights' && e.cells.A1 === 'selected'))).toBe(true);
    const board = (await get(app, `/api/boards/${SIM_BOARD_ID}`)).json();
    expect(board.occupancy).not.toContain('A1');
    expect(board.lights.A1).toBe('selected');
    expect(Object.values(board.lights)).toContain('target');
    expect(Object.keys(board.leds).length).toBeGreaterThan(1);
    const placed = await post(app, `/api/boards/${SIM_BOARD_ID}/sim`, { body: { action: 'place', cells: ['E5'] } });
    expect(placed.statusCode).toBe(202);
    expect(await sim.until(() => events.some((e) => e.type === 'move' && e.move === 'A1-E5'), 3000)).toBe(true);
  });

  it('400 for malformed JSON, an unknown action, no cells, a cell not on the board', async () => {
    const url = `/api/boards/${SIM_BOARD_ID}/sim`;
    for (const c of [{ raw: 'lift A1' }, { body: { action: 'shake', cells: ['A1'] } }, { body: { action: 'lift', cells: [] } }, { body: { action: 'lift' } }, { body: { action: 'lift', cells: 'A1' } }]) {
      expect((await post(app, url, c)).statusCode, JSON.stringify(c)).toBe(400);
    }
    const offBoard = await post(app, url, { body: { action: 'place', cells: ['Z99'] } });
    expect(offBoard.statusCode).toBe(400);
    expect(offBoard.json().message).toBe('"Z99" is not a cell of board "sim-1"');
  });

  it('404 for an unknown board, 409 for a real one', async () => {
    expect((await post(app, '/api/boards/nope/sim', { body: { action: 'lift', cells: ['A1'] } })).statusCode).toBe(404);
    const real = await post(app, '/api/boards/real-1/sim', { body: { action: 'lift', cells: ['A1'] } });
    expect(real.statusCode).toBe(409);
    expect(real.json().message).toMatch(/real board/);
  });
});

describe('rate limits', () => {
  it('a mutating route answers 429 past its limit; reads are not limited', async () => {
    const limited = await buildApp({ host: sim.host, token: TEST_TOKEN, rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      expect((await post(limited, '/api/auth')).statusCode).toBe(200);
      expect((await post(limited, '/api/auth')).statusCode).toBe(200);
      expect((await post(limited, '/api/auth')).statusCode).toBe(429);
      for (let i = 0; i < 5; i++) expect((await get(limited, '/api/health')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/games/:id/buttons {"button": "next"} on a game with no board', () => {
  it('answers a choice of one option', async () => {
    const started = await post(app, '/api/games', { body: ONE_OPTION_CHOICE });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json()).toMatchObject({ board: '', awaiting: { type: 'choice', options: ['P2 rice'] } });
    const res = await post(app, `/api/games/${started.json().id}/buttons`, { body: { button: 'next' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().game).toMatchObject({ awaiting: null, view: { players: [{ rice: 11 }, { rice: 9 }] } });
    expect(res.json().events.map((e: HostEvent) => e.type)).toEqual(['press', 'note']);
  });

  it('confirms the one move waiting (the computer’s), then answers 409 when nothing waits', async () => {
    const host = new Host({ clock: new VirtualClock(0), defaultSeed: () => 1, decideBot: firstMoveBot });
    const alone = await buildApp({ host, token: TEST_TOKEN });
    try {
      const started = await post(alone, '/api/games', { body: COMPUTER_FIRST });
      expect(started.statusCode, started.body).toBe(201);
      const id = started.json().id as string;
      await new Promise((resolve) => setImmediate(resolve)); // the stand-in answers
      const move = host.game(id)!.computer?.move;
      expect(move).toEqual(expect.any(String));
      const res = await post(alone, `/api/games/${id}/buttons`, { body: { button: 'next' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().game).toMatchObject({ log: [{ move }], toMove: 'A' });
      const again = await post(alone, `/api/games/${id}/buttons`, { body: { button: 'next' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('nothing waits for a confirmation');
    } finally {
      await alone.close();
    }
  });
});

describe('the page', () => {
  it('is served with a strict content-security policy and no inline script', async () => {
    const res = await get(app, '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('<script type="module" src="/app.js"></script>');
    expect(res.body).not.toMatch(/<script>|<script type="module">|on(click|load)=/);
  });

  it('never contains the operator token (page, script, styles)', async () => {
    for (const url of ['/', '/app.js', '/style.css']) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(TEST_TOKEN);
    }
    expect((await get(app, '/app.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('serves every stylesheet the page’s stylesheet imports (a missing one is an error in the browser)', async () => {
    const css = (await get(app, '/style.css')).body;
    const imported = [...css.matchAll(/@import url\('([^']+)'\)/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    for (const path of imported) {
      const res = await get(app, `/${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toMatch(/text\/css/);
    }
  });
});
