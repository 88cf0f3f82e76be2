// `tabletop match cetkaik --a LEVEL --b LEVEL [--games N] [--seed S] [--options JSON] [--json]`:
// bot against bot through the real engine, full games (every season the options ask for; by
// default the engine's own: the y1huap1 ruleset, 4 seasons). Sides alternate: player a is A-side
// in the 1st, 3rd… game. Prints wins, draws, average final score and time per move per player,
// and the longest game; progress goes to stderr (a bar on a terminal, otherwise a line per game
// with its steps and seconds).
import { parseArgs } from 'node:util';
import {
  BOT_LEVELS, LEVEL_SETTINGS, cetkaikGame, derivedSeed, isBotLevel, playGame,
  type BotLevel, type GameResult,
} from '../../rules/cetkaik/index.ts';
import { percentiles } from '../bench/stats.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import { processIo, type Io } from '../io.ts';
import { parseJson } from '../read-json.ts';

const matchOptions = {
  a: { type: 'string', value: 'LEVEL', required: true, help: `player a's level: ${BOT_LEVELS.join(', ')}` },
  b: { type: 'string', value: 'LEVEL', required: true, help: 'player b\'s level (the same list)' },
  games: { type: 'string', value: 'N', default: '10', help: 'how many games (default 10); player a is A-side in the 1st, 3rd… game' },
  seed: { type: 'string', value: 'S', default: '1', help: 'seeds the casts, the first movers and the bots (default 1)' },
  options: { type: 'string', value: 'JSON', help: 'the game\'s options, e.g. \'{"seasons":1}\' (default: y1huap1, 4 seasons)' },
  json: { type: 'boolean', default: false, help: 'one JSON object: wins, draws, average score and time per move per player' },
} satisfies CommandOptions;

export const matchCommand: Command = {
  name: 'match',
  summary: 'Plays the Cetkaik bot against itself over full games and prints wins, draws, average score and time per move of each player.',
  args: 'cetkaik',
  options: matchOptions,
  notes: ['Progress goes to stderr: a bar on a terminal, otherwise one line per game with its steps and seconds. The summary ends with the longest game. The levels are described in rules/cetkaik/bot/README.md.'],
  example: 'npx tabletop match cetkaik --a normal --b greedy --games 4 --options \'{"seasons":1}\'',
  run: match,
};

interface PlayerTally {
  level: BotLevel;
  wins: number;
  scores: number[];
  times: number[];
  nodes: number;
}

export interface MatchSummary {
  game: 'cetkaik';
  options: { ruleset: string; seasons: number };
  games: number;
  seed: number;
  a: PlayerSummary;
  b: PlayerSummary;
  draws: number;
  /** Games stopped at the step cap and scored as they stood. */
  capped: number;
  seconds: number;
  /** The longest game: its number (from 1), seconds and steps. */
  longest: { game: number; seconds: number; steps: number };
}

export interface PlayerSummary {
  level: BotLevel;
  wins: number;
  winRate: number;
  averageScore: number;
  /** Decisions made: moves and choices. */
  moves: number;
  timePerMoveMs: { mean: number; p50: number; p99: number; max: number };
  /** The level's time per move, null for the baselines. */
  limitMs: number | null;
  nodesPerSecond: number;
}

export async function match(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: matchOptions, allowPositionals: true, strict: true });
  if (positionals.length !== 1 || values.a === undefined || values.b === undefined) return io.fail(`usage: ${usageLine(matchCommand)}`);
  if (positionals[0] !== 'cetkaik') return io.fail(`match knows cetkaik only, not "${positionals[0]}"`);
  for (const level of [values.a, values.b]) {
    if (!isBotLevel(level)) return io.fail(`unknown level "${level}" (known: ${BOT_LEVELS.join(', ')})`);
  }
  const games = Number(values.games);
  const seed = Number(values.seed);
  if (!Number.isInteger(games) || games < 1) return io.fail('--games must be a whole number of at least 1');
  if (!Number.isInteger(seed)) return io.fail('--seed must be a whole number');
  const json = values.options === undefined ? { ok: true as const, value: {} } : parseJson(values.options, '--options');
  if (!json.ok) return io.fail(json.error);
  const options = cetkaikGame.parseOptions(json.value);
  if (!options.ok) return io.fail(`--options: ${options.error.message}`);

  const tally = (level: BotLevel): PlayerTally => ({ level, wins: 0, scores: [], times: [], nodes: 0 });
  const a = tally(values.a as BotLevel);
  const b = tally(values.b as BotLevel);
  let draws = 0;
  let capped = 0;
  const clock = () => performance.now();
  const started = clock();
  const progress = progressReporter(io, games);
  let longest = { game: 0, seconds: 0, steps: 0 };
  for (let g = 0; g < games; g++) {
    const gameStarted = clock();
    const aSide = g % 2 === 0 ? 'A' : 'IA';
    const bSide = aSide === 'A' ? 'IA' : 'A';
    const players = aSide === 'A' ? { A: { level: a.level }, IA: { level: b.level } } : { A: { level: b.level }, IA: { level: a.level } };
    const result: GameResult = playGame(options.value, players, derivedSeed(seed, g), clock);
    const seconds = round((clock() - gameStarted) / 1000, 1);
    if (g === 0 || seconds > longest.seconds) longest = { game: g + 1, seconds, steps: result.steps };
    for (const [player, side] of [[a, aSide], [b, bSide]] as const) {
      player.scores.push(result.scores[side]);
      player.times.push(...result.times[side]);
      player.nodes += result.nodes[side];
      if (result.winner === side) player.wins++;
    }
    if (result.winner === null) draws++;
    if (result.capped) capped++;
    const winner = result.winner === null ? 'a draw' : result.winner === aSide ? `a ${a.level} wins` : `b ${b.level} wins`;
    progress(g + 1, `game ${g + 1}/${games}: a ${a.level} (${aSide}) ${result.scores[aSide]}, b ${b.level} (${bSide}) ${result.scores[bSide]}: ${winner}${result.capped ? ' (step cap)' : ''}; ${result.steps} steps, ${seconds} s`, `a ${a.wins} · b ${b.wins} · draws ${draws}`);
  }
  const summary: MatchSummary = {
    game: 'cetkaik',
    options: { ruleset: options.value.ruleset, seasons: options.value.seasons },
    games,
    seed,
    a: summarise(a, games),
    b: summarise(b, games),
    draws,
    capped,
    seconds: round((clock() - started) / 1000, 1),
    longest,
  };
  if (values.json) {
    io.out(JSON.stringify(summary));
  } else {
    for (const line of summaryLines(summary)) io.out(line);
  }
  return 0;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function summarise(player: PlayerTally, games: number): PlayerSummary {
  const times = player.times.length === 0 ? { p50: 0, p99: 0, max: 0 } : percentiles(player.times);
  const total = player.times.reduce((sum, t) => sum + t, 0);
  return {
    level: player.level,
    wins: player.wins,
    winRate: round(player.wins / games, 4),
    averageScore: round(player.scores.reduce((sum, s) => sum + s, 0) / games, 2),
    moves: player.times.length,
    timePerMoveMs: {
      mean: round(player.times.length === 0 ? 0 : total / player.times.length, 3),
      p50: round(times.p50, 3),
      p99: round(times.p99, 3),
      max: round(times.max, 3),
    },
    limitMs: player.level === 'random' || player.level === 'greedy' ? null : LEVEL_SETTINGS[player.level].timeMs,
    nodesPerSecond: total === 0 ? 0 : Math.round(player.nodes / (total / 1000)),
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

export function summaryLines(s: MatchSummary): string[] {
  const player = (name: 'a' | 'b', p: PlayerSummary) => {
    const t = p.timePerMoveMs;
    const limit = p.limitMs === null ? '' : `; limit ${p.limitMs}`;
    return (
      `${name} ${p.level}: ${p.wins} wins (${percent(p.wins, s.games)}), average score ${p.averageScore.toFixed(2)}, ` +
      `${t.mean.toFixed(1)} ms per move (p50 ${t.p50.toFixed(1)}, p99 ${t.p99.toFixed(1)}, max ${t.max.toFixed(1)}${limit}) over ${p.moves} moves`
    );
  };
  return [
    `cetkaik match: ${s.a.level} (a) against ${s.b.level} (b), ${s.games} games, seed ${s.seed}, ruleset ${s.options.ruleset}, ${s.options.seasons} season${s.options.seasons === 1 ? '' : 's'}`,
    player('a', s.a),
    player('b', s.b),
    `draws: ${s.draws} (${percent(s.draws, s.games)}); stopped at the step cap: ${s.capped}; ${s.seconds} s`,
    `longest game: game ${s.longest.game}, ${s.longest.seconds} s, ${s.longest.steps} steps`,
  ];
}

/** A bar redrawn on a terminal's stderr; elsewhere one plain line per game. */
function progressReporter(io: Io, games: number): (done: number, line: string, tally: string) => void {
  const stderr = process.stderr;
  if (io !== processIo || !stderr.isTTY) return (_done, line) => io.err(line);
  const width = 30;
  return (done, _line, tally) => {
    const filled = Math.round((width * done) / games);
    stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${games}  ${tally}`);
    if (done === games) stderr.write('\n');
  };
}
