// `tabletop play GAME FILE MOVE…`: plays moves in the game's notation on a position and prints
// the position reached, as the game's position JSON on one line. Everything here goes through
// the game contract alone (parsePosition, parseMove, play, pending, resolve, formatPosition), so
// a newly registered game needs nothing of this file.
import { parseArgs } from 'node:util';
import {
  findGame,
  games as registered,
  quoteInput,
  seededRng,
  type AnyGame,
  type Json,
  type Pending,
  type PendingInput,
  type Result,
  type Rng,
} from '../../rules/index.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';
import { MAX_POSITION_BYTES, parseGameOptions } from '../positions.ts';
import { readRegularFile, sizeInWords } from '../read-file.ts';
import { parseJson } from '../read-json.ts';

/** An answer to what the game waits for, given in place of a move: `cast:3`, `choice:tymok`, `entry:{"tile": 4}`. */
const ANSWER = /^(cast|choice|entry):(.*)$/s;

/** The seed of the randomness the rules draw while playing (a tile turned up…): fixed, so one input prints one position. */
export const PLAY_SEED = 1;

/** Why the moves could not all be played. */
export interface PlayError {
  /**
   * `illegal-move`: the rules refused the move (or the answer); `awaited`: a move was given while
   * the game waits for a cast, a choice or an entry; `left-waiting`: the moves end while the game
   * waits for something its position JSON cannot hold.
   */
  code: 'illegal-move' | 'awaited' | 'left-waiting';
  /** The 1-based place in the list of the move concerned (for `left-waiting`, the last one). */
  index: number;
  message: string;
}

const playOptions = {
  options: { type: 'string', value: 'JSON', help: 'the game\'s options, as moves and score take them (default {})' },
} satisfies CommandOptions;

export const playCommandFor = (lookup: (id: string) => AnyGame | undefined): Command => {
  const command: Command = {
    name: 'play',
    summary: 'Plays moves in the game\'s notation on a position and prints the position reached as the game\'s position JSON, on one line.',
    args: 'GAME FILE MOVE…',
    argHelp: [
      ['GAME', 'the game (tabletop games lists them)'],
      ['FILE', 'a position in the game\'s JSON format; - reads it from stdin (one JSON value, e.g. one line as moves takes them)'],
      ['MOVE…', 'moves in the game\'s notation, played in order, one argument each (quote a move with spaces in it)'],
    ],
    options: playOptions,
    notes: [
      'Prints one line: JSON.stringify of the game\'s position JSON after the last move.',
      'A move the rules refuse stops play with exit 2: move N "MOVE" is not legal: the rules\' reason (N counts from 1).',
      'A move that waits for a cast, a choice or an entry takes the answer as the next MOVE: cast:N (N heads),',
      'choice:OPTION or entry:JSON. play never casts by itself. A move given while the game waits stops play (exit 2),',
      'naming the move after which it waits and what for; so do moves that end there when the position JSON cannot hold the wait.',
      `Randomness the rules draw while playing comes from seed ${PLAY_SEED}: the same input always prints the same position.`,
      `A position may take ${sizeInWords(MAX_POSITION_BYTES)} at most. Exit 2 for an unknown game, an unreadable file, bad JSON, a refused position or move.`,
    ],
    example: 'echo \'{"occupied": ["A1", "B2"]}\' | npx tabletop play free - A1-E5 B2-B3',
    run: async (args: string[], io: Io) => {
      const { values, positionals } = parseArgs({ args, options: playOptions, allowPositionals: true, strict: true });
      const [gameId, file, ...moves] = positionals;
      if (!gameId || !file || moves.length === 0) return io.fail(`usage: ${usageLine(command)}`);
      const game = lookup(gameId);
      if (game === undefined) return io.fail(`unknown game "${gameId}"; games: ${Object.keys(registered).join(', ')}`);
      const options = parseGameOptions(game, values.options);
      if (!options.ok) return io.fail(options.error);
      const text = file === '-' ? await readStdin(io.stdin()) : await readRegularFile(file, MAX_POSITION_BYTES);
      if (!text.ok) return io.fail(text.error);
      const source = file === '-' ? 'stdin' : file;
      const json = parseJson(text.value, source, MAX_POSITION_BYTES);
      if (!json.ok) return io.fail(json.error);
      const start = game.parsePosition(json.value, options.value);
      if (!start.ok) return io.fail(`${source}: position: ${start.error.message}`);
      const reached = playMoves(game, start.value, moves, options.value, seededRng(PLAY_SEED));
      if (!reached.ok) return io.fail(reached.error.message);
      io.out(JSON.stringify(game.formatPosition(reached.value)));
      return 0;
    },
  };
  return command;
};

export const playCommand = playCommandFor(findGame);

/**
 * Plays `moves` (notation, or `cast:N`/`choice:X`/`entry:JSON` answering what the game waits
 * for) from `state`; the state reached, or why the list stops where it does.
 */
export function playMoves(game: AnyGame, state: unknown, moves: readonly string[], options: unknown, rng: Rng): Result<unknown, PlayError> {
  let current = state;
  for (const [i, text] of moves.entries()) {
    const index = i + 1;
    const notLegal = (reason: string): Result<never, PlayError> => ({
      ok: false,
      error: { code: 'illegal-move', index, message: `move ${index} ${quoteInput(text)} is not legal: ${reason}` },
    });
    const pending = game.pending(current);
    if (pending !== null) {
      const input = answerOf(pending, text);
      if (input === null) {
        const where = index === 1 ? 'in the position given' : `after move ${index - 1} ${quoteInput(moves[index - 2])}`;
        return { ok: false, error: { code: 'awaited', index, message: `move ${index} ${quoteInput(text)} is not legal: the game waits for ${waitInWords(pending)} ${where}; give it as ${answerHint(pending)}` } };
      }
      if (!input.ok) return notLegal(input.error);
      const resolved = game.resolve(current, input.value, rng);
      if (!resolved.ok) return notLegal(resolved.error.message);
      current = resolved.value.state;
      continue;
    }
    const move = game.parseMove(text, current);
    if (!move.ok) return notLegal(ANSWER.test(text) ? `${move.error.message} (the game waits for no ${text.split(':')[0]} here)` : move.error.message);
    const played = game.play(current, move.value, rng);
    if (!played.ok) return notLegal(played.error.message);
    current = played.value.state;
  }
  const pending = game.pending(current);
  if (pending !== null && !positionHolds(game, current, pending, options)) {
    const last = moves.length;
    return {
      ok: false,
      error: { code: 'left-waiting', index: last, message: `after move ${last} ${quoteInput(moves[last - 1])} the game waits for ${waitInWords(pending)}, which its position JSON cannot hold: add ${answerHint(pending)} to the moves` },
    };
  }
  return { ok: true, value: current };
}

/** The answer `text` gives to what is awaited: null when it is no answer of that kind, an error when it is a bad one. */
function answerOf(pending: Pending, text: string): Result<PendingInput, string> | null {
  const [, kind, value] = ANSWER.exec(text) ?? [];
  if (kind !== pending.kind) return null;
  if (pending.kind === 'cast') {
    const heads = /^\d{1,3}$/.test(value) ? Number(value) : -1;
    if (heads < 0 || heads > pending.sticks) return { ok: false, error: `a cast of ${pending.sticks} sticks shows 0 to ${pending.sticks} heads, not ${quoteInput(value)}` };
    return { ok: true, value: { cast: heads } };
  }
  if (pending.kind === 'choice') {
    if (!pending.options.includes(value)) return { ok: false, error: `${quoteInput(value)} is not one of: ${pending.options.join(', ')}` };
    return { ok: true, value: { choice: value } };
  }
  const entry = parseJson(value, 'the entry');
  // parseJson gives JSON.parse's value: plain JSON, within the depth games read.
  return entry.ok ? { ok: true, value: { entry: entry.value as Json } } : { ok: false, error: entry.error };
}

function waitInWords(pending: Pending): string {
  switch (pending.kind) {
    case 'cast': return `a cast of ${pending.sticks} sticks (${pending.purpose})`;
    case 'choice': return `a choice of ${pending.options.join(', ')} (${pending.prompt})`;
    case 'entry': return `an entry (${pending.prompt})`;
  }
}

function answerHint(pending: Pending): string {
  switch (pending.kind) {
    case 'cast': return `cast:N (N heads, 0 to ${pending.sticks})`;
    case 'choice': return `choice:OPTION (e.g. choice:${pending.options[0]})`;
    case 'entry': return pending.example === undefined ? 'entry:JSON' : `entry:JSON (e.g. entry:${JSON.stringify(pending.example)})`;
  }
}

/** Whether the position JSON says what the game waits for: read back, it waits for the same. */
function positionHolds(game: AnyGame, state: unknown, pending: Pending, options: unknown): boolean {
  const back = game.parsePosition(game.formatPosition(state), options);
  return back.ok && JSON.stringify(game.pending(back.value)) === JSON.stringify(pending);
}

/** All of stdin, refused once it grows past the limit of one position (never held whole). */
async function readStdin(chunks: AsyncIterable<Buffer | string>): Promise<Result<string, string>> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    length += bytes.length;
    if (length > MAX_POSITION_BYTES) return { ok: false, error: `stdin is larger than the limit of ${sizeInWords(MAX_POSITION_BYTES)} per position` };
    parts.push(bytes);
  }
  const text = Buffer.concat(parts, length).toString('utf8');
  if (text.trim() === '') return { ok: false, error: 'stdin is empty: give one position' };
  return { ok: true, value: text };
}
