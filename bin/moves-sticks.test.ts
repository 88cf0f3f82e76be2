// `tabletop moves` on a stick game at its largest: each stake or bet, which may be any amount of a
// range, is printed as the two ends of its range (rules/sticks/README.md, "Moves as ranges").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from './cli.ts';

const PLAYERS = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'];
const LARGEST = 1_000_000;

async function moves(game: string, options: object, position: object): Promise<{ code: number; out: string[] }> {
  const file = join(mkdtempSync(join(tmpdir(), 'moves-sticks-')), 'position.json');
  writeFileSync(file, JSON.stringify(position));
  const io = bufferIo('');
  const code = await main(['moves', game, file, '--options', JSON.stringify(options)], io);
  return { code, out: io.stdout };
}

const purses = (amount: number) => Object.fromEntries(PLAYERS.map((p) => [p, amount]));

describe('tabletop moves on the stick games', () => {
  it('新遊, 8 players: as many lines with purses of 1 000 000 as of 100, the ends of each bet, sorted', async () => {
    const position = (purse: number) => ({
      round: 1, balances: { ...purses(purse), P2: purse - 10 }, out: [], bets: { P2: { heads: 3, amount: 10 } }, casting: false, lastCast: null,
    });
    // The small purses first: a list growing with the purses fails here, before it lists millions.
    let out: string[] = [];
    for (const purse of [100, LARGEST]) {
      const r = await moves('shinyu', { players: PLAYERS, balance: purse }, position(purse));
      expect(r.code).toBe(0);
      // 6 children still to bet × 6 numbers × 2 ends.
      expect({ purse, lines: r.out.length }).toEqual({ purse, lines: 72 });
      out = r.out;
    }
    expect(out.slice(0, 12)).toEqual([
      'bet P3 0 1', 'bet P3 0 142858', 'bet P3 1 1', 'bet P3 1 333336', 'bet P3 2 1', 'bet P3 2 1000000',
      'bet P3 3 1', 'bet P3 3 999990', 'bet P3 4 1', 'bet P3 4 333336', 'bet P3 5 1', 'bet P3 5 142858',
    ]);
  });

  it('獣裁: the smallest stake and the cap per player, then the stake set', async () => {
    const base = { round: 1, tie: 0, out: [], contenders: ['P1', 'P2', 'P3'], pot: 0, totals: {}, streak: 0, throws: 0, casting: false, lastCast: null };
    const options = { players: ['P1', 'P2', 'P3'], balance: LARGEST };
    const open = await moves('jusai', options, { ...base, balances: { P1: 1000, P2: LARGEST, P3: 5 }, ante: null, staked: [] });
    expect(open.out).toEqual(['stake P1 1', 'stake P1 5', 'stake P2 1', 'stake P2 5', 'stake P3 1', 'stake P3 5']);
    const set = await moves('jusai', options, { ...base, balances: { P1: 1000, P2: LARGEST - 4, P3: 5 }, ante: 4, staked: ['P2'], pot: 4 });
    expect(set.out).toEqual(['stake P1 4', 'stake P3 4']);
  });
});
