// `tabletop play GAME FILE MOVE…`: moves played on a position, the position reached printed as
// one line of the game's position JSON; an illegal move, a wait left unanswered, bad input: exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeGame, games, seededRng, type AnyGame } from '../rules/index.ts';
import { bufferIo, main } from './cli.ts';
import { PLAY_SEED, playMoves } from './commands/play.ts';

const bin = new URL('./tabletop.mjs', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'play-'));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

async function run(argv: string[], stdin = '') {
  const io = bufferIo(stdin);
  const code = await main(argv, io);
  return { code, out: io.stdout, err: io.stderr.join('\n') };
}

const free = file('free.json', { occupied: ['A1', 'B2'] });

// A Cetkaik position (bin/fixtures/cetkaik-board.json): IA's king on PIA; A's archer on LU and
// soldier on TU, with a horse and an archer in hand, so taking IA's black soldier on LY makes 馬弓兵.
const cetkaikPosition = {
  ruleset: 'y1huap1',
  toMove: 'IA',
  board: {
    ZO: { kind: 'tam2' },
    LU: { side: 'A', color: 'red', kind: 'gua2' },
    TU: { side: 'A', color: 'red', kind: 'kauk2' },
    LY: { side: 'IA', color: 'black', kind: 'kauk2' },
    LAU: { side: 'IA', color: 'red', kind: 'kauk2' },
    PIA: { side: 'IA', color: 'black', kind: 'io' },
  },
  hands: { A: [{ color: 'red', kind: 'maun1' }, { color: 'black', kind: 'gua2' }], IA: [] },
  tamMovedBy: null,
};
const cetkaik = file('cetkaik.json', cetkaikPosition);

describe('tabletop play', () => {
  it('plays free-play moves and prints the position reached as one line of position JSON', async () => {
    const r = await run(['play', 'free', free, 'A1-E5', 'B2-B3', 'E5-A1']);
    expect(r).toEqual({ code: 0, out: ['{"occupied":["A1","B3"]}'], err: '' });
  });

  it('takes the game\'s options: a new piece with --options {"add": true}', async () => {
    const r = await run(['play', 'free', free, '+C3', '--options', '{"add": true}']);
    expect(r.out).toEqual(['{"occupied":["A1","B2","C3"]}']);
    const refused = await run(['play', 'free', free, '+C3']);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^tabletop: move 1 "\+C3" is not legal: /);
  });

  it('stops at an illegal move with exit 2, naming it, its place in the list and the rules\' reason', async () => {
    const r = await run(['play', 'free', free, 'A1-E5', 'B2-B3', 'A9-A1', 'B3-B4']);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err).toBe('tabletop: move 3 "A9-A1" is not legal: there is no piece on A9');
    const occupied = await run(['play', 'free', free, 'A1-B2']);
    expect(occupied.err).toBe('tabletop: move 1 "A1-B2" is not legal: B2 is occupied');
    const unreadable = await run(['play', 'free', free, 'A1-E5', 'fly']);
    expect(unreadable.code).toBe(2);
    expect(unreadable.err).toMatch(/^tabletop: move 2 "fly" is not legal: "fly" is not a move/);
  });

  it('reads the position from stdin for -', async () => {
    const r = await run(['play', 'free', '-', 'A1-E5'], '{"occupied": ["A1", "B2"]}\n');
    expect(r).toEqual({ code: 0, out: ['{"occupied":["B2","E5"]}'], err: '' });
    const empty = await run(['play', 'free', '-', 'A1-E5'], '\n');
    expect(empty.code).toBe(2);
    expect(empty.err).toBe('tabletop: stdin is empty: give one position');
    const two = await run(['play', 'free', '-', 'A1-E5'], '{"occupied": ["A1"]}\n{"occupied": ["B1"]}\n');
    expect(two.code).toBe(2);
    expect(two.err).toMatch(/^tabletop: stdin is not valid JSON: .* at line 2, column 1$/);
  });

  it('plays Cetkaik in its notation, casts and choices given as cast:N and choice:X', async () => {
    // A's soldier tries the water of TO with 1 head of 5 (and goes back), then the archer takes
    // LY: 馬弓兵, and A carries on (再行, tymok).
    const moves = ['PIA片PAU', 'TU片TO水', 'cast:1', 'PAU片PIA', 'LU片LY', 'choice:tymok'];
    const r = await run(['play', 'cetkaik', cetkaik, ...moves]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    const reached = JSON.parse(r.out[0]) as typeof cetkaikPosition;
    expect(reached.toMove).toBe('IA');
    expect(reached.board).toEqual({
      ZO: { kind: 'tam2' },
      TU: { side: 'A', color: 'red', kind: 'kauk2' },
      LY: { side: 'A', color: 'red', kind: 'gua2' },
      LAU: { side: 'IA', color: 'red', kind: 'kauk2' },
      PIA: { side: 'IA', color: 'black', kind: 'io' },
    });
    expect(reached.hands.A).toContainEqual({ color: 'black', kind: 'kauk2' });
  });

  it('says what the game waits for: a move given instead (after which move), or moves ending there (exit 2)', async () => {
    const early = await run(['play', 'cetkaik', cetkaik, 'PIA片PAU', 'TU片TO水', 'PAU片PIA']);
    expect(early.code).toBe(2);
    expect(early.err).toBe('tabletop: move 3 "PAU片PIA" is not legal: the game waits for a cast of 5 sticks (water) after move 2 "TU片TO水"; give it as cast:N (N heads, 0 to 5)');
    const ending = await run(['play', 'cetkaik', cetkaik, 'PIA片PAU', 'TU片TO水', 'cast:1', 'PAU片PIA', 'LU片LY']);
    expect(ending.code).toBe(2);
    expect(ending.out).toEqual([]);
    expect(ending.err).toMatch(/^tabletop: after move 5 "LU片LY" the game waits for a choice of tymok, taxot \(.*\), which its position JSON cannot hold: add choice:OPTION \(e\.g\. choice:tymok\) to the moves$/);
    const badCast = await run(['play', 'cetkaik', cetkaik, 'PIA片PAU', 'TU片TO水', 'cast:6']);
    expect(badCast.err).toBe('tabletop: move 3 "cast:6" is not legal: a cast of 5 sticks shows 0 to 5 heads, not "6"');
    const badChoice = await run(['play', 'cetkaik', cetkaik, 'PIA片PAU', 'TU片TO水', 'cast:1', 'PAU片PIA', 'LU片LY', 'choice:maybe']);
    expect(badChoice.err).toBe('tabletop: move 6 "choice:maybe" is not legal: "maybe" is not one of: tymok, taxot');
    const unasked = await run(['play', 'free', free, 'cast:3']);
    expect(unasked.err).toMatch(/^tabletop: move 1 "cast:3" is not legal: .*\(the game waits for no cast here\)$/);
  });

  it('refuses an unknown game, an unreadable file, bad JSON, a refused position and bad options (exit 2)', async () => {
    const cases: [string[], RegExp][] = [
      [['play', 'chess', free, 'A1-B1'], /^tabletop: unknown game "chess"; games: free, /],
      [['play', 'free', join(dir, 'missing.json'), 'A1-B1'], /^tabletop: cannot read .*missing\.json: ENOENT$/],
      [['play', 'free', dir, 'A1-B1'], /is a folder, not a regular file/],
      [['play', 'free', file('bad.json', '{"occupied": ['), 'A1-B1'], /^tabletop: .*bad\.json is not valid JSON: unexpected end of JSON input at line 1, column 15$/],
      [['play', 'free', file('z.json', { occupied: ['Z1'] }), 'A1-B1'], /^tabletop: .*z\.json: position: Z1 is not a cell of this 9×9 board$/],
      [['play', 'free', free, 'A1-B1', '--options', '{"rows": 0}'], /^tabletop: options for free: /],
      [['play', 'free', free, 'A1-B1', '--options', '[]'], /^tabletop: --options must be a JSON object$/],
      [['play', 'free', free], /^tabletop: usage: tabletop play GAME FILE MOVE… \[--options JSON\]$/],
    ];
    for (const [argv, message] of cases) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err).toMatch(message);
    }
  });

  it('answers --help with its usage, the notation of answers, the seed and an example (exit 0)', async () => {
    const r = await run(['play', '--help']);
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toMatch(/^usage: tabletop play GAME FILE MOVE… \[--options JSON\]\n/);
    expect(text).toContain('cast:N (N heads)');
    expect(text).toContain(`seed ${PLAY_SEED}`);
    expect(text).toContain('npx tabletop play free - A1-E5 B2-B3');
    expect((await run(['help'])).out.join('\n')).toContain('tabletop play GAME FILE MOVE…');
  });

  it('plays on every registered game through the contract alone', async () => {
    for (const [id, game] of Object.entries(games) as [string, AnyGame][]) {
      const options = game.parseOptions({});
      expect(options.ok, id).toBe(true);
      if (!options.ok) continue;
      const state = game.setup(options.value, seededRng(1));
      const token = firstToken(game, state);
      const r = await run(['play', id, file(`${id}.json`, game.formatPosition(state)), token]);
      const next = playedOnce(game, state, token);
      if (game.pending(next) !== null && r.code !== 0) {
        expect(r.err, id).toMatch(/^tabletop: after move 1 .* the game waits for .*, which its position JSON cannot hold/);
      } else {
        expect({ id, code: r.code, err: r.err }).toEqual({ id, code: 0, err: '' });
        expect(r.out).toEqual([JSON.stringify(game.formatPosition(next))]);
      }
    }
  });
});

describe('playMoves', () => {
  it('says why the list stops with a stable code and the 1-based place of the move', () => {
    const options = freeGame.parseOptions({ cast: 2 });
    if (!options.ok) throw new Error(options.error.message);
    const start = freeGame.parsePosition({ occupied: ['A1'] }, options.value);
    if (!start.ok) throw new Error(start.error.message);
    const codeOf = (moves: string[]) => {
      const r = playMoves(freeGame, start.value, moves, options.value, seededRng(PLAY_SEED));
      return r.ok ? 'ok' : `${r.error.code} at ${r.error.index}`;
    };
    expect(codeOf(['A1-B1', 'cast:2'])).toBe('ok');
    expect(codeOf(['A1-B1', 'cast:2', 'A1-C1'])).toBe('illegal-move at 3');
    expect(codeOf(['A1-B1', 'B1-C1'])).toBe('awaited at 2');
    expect(codeOf(['A1-B1'])).toBe('left-waiting at 1');
    expect(codeOf(['A1-B1', 'cast:3'])).toBe('illegal-move at 2');
  });
});

/** A first move for a game just set up: an answer if it opens waiting, else its first legal move. */
function firstToken(game: AnyGame, state: unknown): string {
  const pending = game.pending(state);
  if (pending?.kind === 'cast') return 'cast:1';
  if (pending?.kind === 'choice') return `choice:${pending.options[0]}`;
  return game.formatMove(game.legalMoves(state)[0], state);
}

function playedOnce(game: AnyGame, state: unknown, token: string): unknown {
  const rng = seededRng(PLAY_SEED);
  const move = game.parseMove(token, state);
  const outcome = token.startsWith('cast:') ? game.resolve(state, { cast: 1 }, rng)
    : token.startsWith('choice:') ? game.resolve(state, { choice: token.slice(7) }, rng)
    : move.ok ? game.play(state, move.value, rng) : move;
  if (!outcome.ok) throw new Error(`${game.id}: ${token}: ${outcome.error.message}`);
  return outcome.value.state;
}

describe('tabletop play, as a real process', () => {
  it('reads stdin and prints one line of JSON, moves in Cetkaik\'s notation and a choice (exit 0)', () => {
    const r = spawnSync(process.execPath, [bin, 'play', 'cetkaik', '-', 'PIA片PAU', 'LU片LY', 'choice:tymok'], { input: `${JSON.stringify(cetkaikPosition)}\n`, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    const reached = JSON.parse(r.stdout) as typeof cetkaikPosition;
    expect(reached.board).toMatchObject({ PAU: { side: 'IA', kind: 'io' }, LY: { side: 'A', kind: 'gua2' } });
    expect(reached.board).not.toHaveProperty('LU');
  }, 60_000); // a cold start of the CLI through tsx, on a busy machine
});
