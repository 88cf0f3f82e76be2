// The commands that answer a question about positions (moves, score). Positions come from FILE
// arguments and from `-`, JSON Lines on stdin (one position per line), so checking many costs
// one process. Each is read with a size limit, parsed by the game and answered in input order;
// a bad one is reported and the others go on (the exit code then says something failed).
import { open } from 'node:fs/promises';
import { games as registered, type AnyGame, type Json, type RuleError } from '../rules/index.ts';
import type { Io } from './io.ts';
import { parseJson } from './read-json.ts';

/** The most one position may take, as a file or as one line of stdin. */
export const MAX_POSITION_BYTES = 1024 * 1024;
const LIMIT = `the limit of 1 MiB per position`;

/** What a command asks of each position. */
export interface PositionQuery<T extends Json> {
  /** The answer's key in `--json` output: "moves", "score". */
  key: string;
  /** Why this game cannot answer at all (checked once, before any position), or null. */
  refuse?(game: AnyGame): string | null;
  answer(game: AnyGame, state: unknown): T;
  /** The answer as the plain output prints it, one string per line. */
  lines(answer: T): string[];
}

export interface PositionRequest {
  gameId: string;
  /** `--options`, as given (JSON text). */
  options?: string;
  /** FILE arguments; `-` is stdin. */
  files: string[];
  json: boolean;
}

/** A position's input failed before it reached the game, or the game refused it. */
interface Problem extends RuleError {
  /** The game's own refusal (printed after "position:", as the host words it). */
  byGame?: boolean;
}

type Read = { source: string; text: string } | { source: string; problem: Problem };

/** Answers every position of the request; 0 when all were answered, else 2. */
export async function answerPositions<T extends Json>(
  query: PositionQuery<T>,
  request: PositionRequest,
  io: Io,
  findGame: (id: string) => AnyGame | undefined,
): Promise<number> {
  const game = findGame(request.gameId);
  if (game === undefined) return io.fail(`unknown game "${request.gameId}"; games: ${Object.keys(registered).join(', ')}`);
  const refused = query.refuse?.(game) ?? null;
  if (refused !== null) return io.fail(refused);
  if (request.files.filter((f) => f === '-').length > 1) return io.fail('- (stdin) may be given once');
  const options = parseGameOptions(game, request.options);
  if (!options.ok) return io.fail(options.error);

  // One plain file keeps the original output: the answer's lines alone, errors as usage errors.
  const single = !request.json && request.files.length === 1 && request.files[0] !== '-';
  let failed = 0;
  for await (const read of inputs(request.files, io)) {
    const result = 'problem' in read ? read : answerOne(query, game, options.value, read);
    if ('problem' in result) {
      failed++;
      const { code, message, byGame } = result.problem;
      const said = `${read.source}: ${byGame ? 'position: ' : ''}${message}`;
      if (request.json) io.out(JSON.stringify({ source: read.source, error: { code, message } }));
      else if (single) return io.fail(said);
      else io.err(`tabletop: ${said}`);
      continue;
    }
    if (request.json) io.out(JSON.stringify({ source: read.source, [query.key]: result.answer }));
    else for (const line of query.lines(result.answer)) io.out(single ? line : `${read.source}\t${line}`);
  }
  return failed === 0 ? 0 : 2;
}

function answerOne<T extends Json>(
  query: PositionQuery<T>,
  game: AnyGame,
  options: unknown,
  read: { source: string; text: string },
): { answer: T } | { problem: Problem } {
  let json: unknown;
  try {
    json = JSON.parse(read.text);
  } catch (e) {
    return { problem: { code: 'bad-json', message: `not valid JSON: ${(e as Error).message}` } };
  }
  const state = game.parsePosition(json, options);
  if (!state.ok) return { problem: { ...state.error, byGame: true } };
  return { answer: query.answer(game, state.value) };
}

/** `--options` of the position commands: a JSON object of the game's options; `sticks`, a host setting, is accepted and unused. */
export function parseGameOptions(game: AnyGame, text: string | undefined): { ok: true; value: unknown } | { ok: false; error: string } {
  const json = text === undefined ? { ok: true as const, value: {} } : parseJson(text, '--options');
  if (!json.ok) return json;
  const raw = json.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: '--options must be a JSON object' };
  // How casts are made is a host setting that start and simulate take: accepted here, not the game's.
  const { sticks: _sticks, ...gameOptions } = raw as Record<string, unknown>;
  const parsed = game.parseOptions(gameOptions);
  return parsed.ok ? parsed : { ok: false, error: `options for ${game.id}: ${parsed.error.message}` };
}

/** Every input in order: each file whole, and each non-blank line of stdin for `-`. */
async function* inputs(files: string[], io: Io): AsyncGenerator<Read> {
  for (const file of files) {
    if (file === '-') yield* stdinLines(io.stdin());
    else yield await readFileLimited(file);
  }
}

async function readFileLimited(path: string): Promise<Read> {
  const unreadable = (e: unknown): Read => ({
    source: path,
    problem: { code: 'unreadable', message: `cannot be read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` },
  });
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (e) {
    return unreadable(e);
  }
  try {
    const stat = await handle.stat();
    // A regular file says its size; a pipe or a device is read up to one byte past the limit.
    if (stat.isFile() && stat.size > MAX_POSITION_BYTES) return tooLarge(path);
    const buffer = Buffer.alloc(stat.isFile() ? stat.size : MAX_POSITION_BYTES + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > MAX_POSITION_BYTES) return tooLarge(path);
    return { source: path, text: buffer.toString('utf8', 0, length) };
  } catch (e) {
    return unreadable(e);
  } finally {
    await handle.close();
  }
}

const tooLarge = (source: string): Read => ({ source, problem: { code: 'too-large', message: `larger than ${LIMIT}` } });

/**
 * Stdin's lines as positions, named `-:N` (N counts every line from 1, blank ones included, so
 * the name points at the line). A line over the limit is reported and skipped without being
 * held in memory.
 */
async function* stdinLines(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<Read> {
  let parts: Buffer[] = [];
  let held = 0;
  let over = false;
  let line = 0;
  const finish = (): Read | null => {
    line++;
    const source = `-:${line}`;
    const text = Buffer.concat(parts).toString('utf8');
    const wasOver = over;
    parts = [];
    held = 0;
    over = false;
    if (wasOver) return tooLarge(source);
    return text.trim() === '' ? null : { source, text };
  };
  for await (const chunk of chunks) {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let newline = bytes.indexOf(10); newline >= 0; newline = bytes.indexOf(10)) {
      take(bytes.subarray(0, newline));
      const read = finish();
      if (read !== null) yield read;
      bytes = bytes.subarray(newline + 1);
    }
    take(bytes);
  }
  if (held > 0 || over) {
    const read = finish();
    if (read !== null) yield read;
  }

  function take(bytes: Buffer): void {
    if (over || bytes.length === 0) return;
    if (held + bytes.length > MAX_POSITION_BYTES) {
      over = true;
      parts = [];
      held = 0;
      return;
    }
    parts.push(bytes);
    held += bytes.length;
  }
}
