// `tabletop replay cetkaik RECORD [--json]`: replays a game record of online play (cerke_online)
// through the engine and prints every season's result and the final scores. The first line the
// engine does not accept stops the replay with its line number and the reason (exit 2).
import { parseArgs } from 'node:util';
import { parseRecord, replayRecord, type Replay, type SeasonResult } from '../../rules/cetkaik/index.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';
import { readRegularFile } from '../read-file.ts';

/** A record is a few kilobytes; a file this large is not one (and is not read whole). */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

const replayOptions = {
  json: { type: 'boolean', default: false, help: 'one JSON object per line: {"type": "season", …} per season, then {"type": "final", …}' },
} satisfies CommandOptions;

export const replayCommand: Command = {
  name: 'replay',
  summary: 'Replays a Cetkaik game record of online play (棋譜, the cerke_online ruleset) and prints every season\'s result and the final scores.',
  args: 'cetkaik RECORD',
  argHelp: [
    ['cetkaik', 'the game (the only one with records so far)'],
    ['RECORD', 'a record as the cerke_online site writes it (format: rules/cetkaik/README.md §9)'],
  ],
  options: replayOptions,
  notes: ['The first line the engine does not accept stops the replay with its line number and the reason (exit 2).'],
  example: 'npx tabletop replay cetkaik rules/cetkaik/records/2022-09-08_case4.txt',
  run: replay,
};

export async function replay(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: replayOptions, allowPositionals: true, strict: true });
  const [gameId, file] = positionals;
  if (!gameId || !file || positionals.length > 2) return io.fail(`usage: ${usageLine(replayCommand)}`);
  if (gameId !== 'cetkaik') return io.fail(`replay knows the game records of cetkaik only, not "${gameId}"`);
  const text = await readRegularFile(file, MAX_RECORD_BYTES);
  if (!text.ok) return io.fail(text.error);
  const record = parseRecord(text.value);
  if (!record.ok) return io.fail(`${file}: line ${record.error.line}: ${record.error.message}`);
  const replayed = replayRecord(record.value, 'cerke_online');
  if (!replayed.ok) return io.fail(`${file}: line ${replayed.error.line}: ${replayed.error.message}`);
  const { seasons } = replayed.value;
  const final = finalOf(replayed.value);
  if (values.json) {
    for (const s of seasons) io.out(JSON.stringify({ type: 'season', ...s }));
    io.out(JSON.stringify({ type: 'final', ...final }));
  } else {
    for (const s of seasons) io.out(seasonLine(s));
    io.out(finalLine(final));
  }
  return 0;
}

interface Final {
  scores: { A: number; IA: number };
  over: boolean;
  winner: 'A' | 'IA' | null;
  reason: string | null;
  seasons: number;
}

function finalOf(replayed: Replay): Final {
  const { state, events } = replayed;
  const end = events.findLast((e) => e.type === 'end');
  return {
    scores: { A: state.scores.A, IA: state.scores.IA },
    over: state.over,
    winner: state.winner,
    reason: end?.type === 'end' ? end.reason : null,
    seasons: replayed.seasons.length,
  };
}

function seasonLine(s: SeasonResult): string {
  const rate = s.rate === 1 ? '' : ` × rate ${s.rate}`;
  return `${s.season}: ${s.side}-side 終季 with ${s.hands.join(' + ')}${rate} = ${s.points} points; scores A ${s.scores.A}, IA ${s.scores.IA}`;
}

function finalLine(f: Final): string {
  const scores = `A ${f.scores.A}, IA ${f.scores.IA}`;
  if (!f.over) return `final: ${scores} (the record stops before the game ends)`;
  const result = f.winner === null ? 'a draw' : `${f.winner}-side wins`;
  return `final: ${scores}; ${result} (${f.reason})`;
}
