// `tabletop games [--json]`: every game the project knows (rules/catalogue.ts).
import { parseArgs } from 'node:util';
import { catalogue, type GameListing } from '../../rules/index.ts';
import { usageLine, type Command, type CommandOptions } from '../command.ts';
import type { Io } from '../io.ts';

const gamesOptions = {
  json: { type: 'boolean', default: false, help: 'a JSON array of {id, options?, title, source, board, status, players, score, notes?}' },
} satisfies CommandOptions;

export const gamesCommand: Command = {
  name: 'games',
  summary: 'Lists the games: id, status (playable, reconstruction, not playable), players, board, title and the rulebook it follows.',
  options: gamesOptions,
  notes: ['A row with options is a variant: start it with --game ID --options \'OPTIONS\'.', 'A reconstruction is playable, but rules its source does not give are our readings (see rules/GAME/README.md).'],
  example: 'npx tabletop games --json',
  run: games,
};

export async function games(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: gamesOptions, allowPositionals: true, strict: true });
  if (positionals.length > 0) return io.fail(`usage: ${usageLine(gamesCommand)}`);
  const listings = catalogue();
  if (values.json) {
    io.out(JSON.stringify(listings));
    return 0;
  }
  for (const line of table(listings)) io.out(line);
  return 0;
}

/** Aligned columns of plain ASCII first; the title and source, which may hold CJK, last. */
function table(listings: GameListing[]): string[] {
  const rows = listings.map((g) => [
    g.options === undefined ? g.id : `${g.id} ${JSON.stringify(g.options)}`,
    g.status,
    g.players === null ? '?' : g.players[0] === g.players[1] ? `${g.players[0]}` : `${g.players[0]}-${g.players[1]}`,
    g.board,
    g.score ? 'yes' : 'no',
    `${g.title} — ${g.source}`,
  ]);
  const head = ['id', 'status', 'players', 'board', 'score', 'title — rulebook'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  const out = [line(head)];
  listings.forEach((g, i) => {
    out.push(line(rows[i]));
    if (g.notes !== undefined) out.push(`${' '.repeat(widths[0] + 2)}note: ${g.notes}`);
  });
  return out;
}
