// `tabletop match cetkaik`: bot against bot through the CLI, the exact shape of what it prints.
import { describe, expect, it } from 'vitest';
import { bufferIo, main } from './cli.ts';

const number = String.raw`\d+(?:\.\d+)?`;
const playerLine = (name: 'a' | 'b', level: string, limit = '') =>
  new RegExp(
    String.raw`^${name} ${level}: (\d+) wins \((${number})%\), average score (${number}), (${number}) ms per move ` +
      String.raw`\(p50 ${number}, p99 ${number}, max ${number}${limit}\) over (\d+) moves$`,
  );

describe('tabletop match', () => {
  it('plays a few games and prints wins, draws, average score and time per move per player', async () => {
    const io = bufferIo();
    expect(await main(['match', 'cetkaik', '--a', 'greedy', '--b', 'random', '--games', '3', '--seed', '2'], io)).toBe(0);
    expect(io.stdout).toHaveLength(5);
    expect(io.stdout[0]).toBe('cetkaik match: greedy (a) against random (b), 3 games, seed 2, ruleset y1huap1, 4 seasons');
    const a = io.stdout[1].match(playerLine('a', 'greedy'));
    const b = io.stdout[2].match(playerLine('b', 'random'));
    const draws = io.stdout[3].match(new RegExp(String.raw`^draws: (\d+) \((${number})%\); stopped at the step cap: (\d+); ${number} s$`));
    expect(a, io.stdout[1]).not.toBeNull();
    expect(b, io.stdout[2]).not.toBeNull();
    expect(draws, io.stdout[3]).not.toBeNull();
    const longest = io.stdout[4].match(new RegExp(String.raw`^longest game: game ([123]), (${number}) s, (\d+) steps$`));
    expect(longest, io.stdout[4]).not.toBeNull();
    if (a === null || b === null || draws === null || longest === null) return;
    expect(Number(a[1]) + Number(b[1]) + Number(draws[1])).toBe(3);
    // Scores always add up to 40: the two averages do too.
    expect(Number(a[3]) + Number(b[3])).toBeCloseTo(40, 5);
    // One plain progress line per game on stderr (it is no terminal here), with its steps and
    // seconds; sides alternate; the longest game is the one with the most seconds.
    expect(io.stderr).toHaveLength(3);
    const gameSeconds = io.stderr.map((line, g) => {
      const aSide = g % 2 === 0 ? 'A' : 'IA';
      const bSide = g % 2 === 0 ? 'IA' : 'A';
      const parts = line.match(new RegExp(String.raw`^game ${g + 1}/3: a greedy \(${aSide}\) \d+, b random \(${bSide}\) \d+: (a greedy wins|b random wins|a draw); (\d+) steps, (${number}) s$`));
      expect(parts, line).not.toBeNull();
      return { steps: Number(parts?.[2]), seconds: Number(parts?.[3]) };
    });
    const slowest = gameSeconds[Number(longest[1]) - 1];
    expect(Number(longest[2])).toBe(slowest.seconds);
    expect(Number(longest[3])).toBe(slowest.steps);
    expect(Math.max(...gameSeconds.map((game) => game.seconds))).toBe(slowest.seconds);

    // --json: one object with the same tally.
    const json = bufferIo();
    expect(await main(['match', 'cetkaik', '--a', 'greedy', '--b', 'random', '--games', '3', '--seed', '2', '--json'], json)).toBe(0);
    expect(json.stdout).toHaveLength(1);
    const summary = JSON.parse(json.stdout[0]);
    expect(Object.keys(summary)).toEqual(['game', 'options', 'games', 'seed', 'a', 'b', 'draws', 'capped', 'seconds', 'longest']);
    expect(Object.keys(summary.longest)).toEqual(['game', 'seconds', 'steps']);
    expect(summary).toMatchObject({
      game: 'cetkaik',
      options: { ruleset: 'y1huap1', seasons: 4 },
      games: 3,
      seed: 2,
      a: { level: 'greedy', wins: Number(a[1]), limitMs: null },
      b: { level: 'random', wins: Number(b[1]), limitMs: null },
      draws: Number(draws[1]),
      capped: Number(draws[3]),
    });
    expect(Object.keys(summary.a)).toEqual(['level', 'wins', 'winRate', 'averageScore', 'moves', 'timePerMoveMs', 'limitMs', 'nodesPerSecond']);
    expect(Object.keys(summary.a.timePerMoveMs)).toEqual(['mean', 'p50', 'p99', 'max']);
  });

  it('plays a searching level under its time per move, with game options', async () => {
    const io = bufferIo();
    expect(await main(['match', 'cetkaik', '--a', 'easy', '--b', 'greedy', '--games', '2', '--options', '{"seasons":1,"ruleset":"cerke_online"}'], io)).toBe(0);
    expect(io.stdout[0]).toBe('cetkaik match: easy (a) against greedy (b), 2 games, seed 1, ruleset cerke_online, 1 season');
    expect(io.stdout[1]).toMatch(playerLine('a', 'easy', '; limit 100'));
    expect(io.stdout[2]).toMatch(playerLine('b', 'greedy'));
  });

  it('refuses unknown levels, games and options with the usage', async () => {
    const cases: [string[], RegExp][] = [
      [['match', 'cetkaik', '--a', 'expert', '--b', 'random'], /unknown level "expert" \(known: random, greedy, easy, normal, strong\)/],
      [['match', 'cetkaik', '--a', 'normal'], /usage: tabletop match cetkaik --a LEVEL --b LEVEL/],
      [['match', 'scarabya', '--a', 'normal', '--b', 'random'], /match knows cetkaik only/],
      [['match', 'cetkaik', '--a', 'normal', '--b', 'random', '--games', '0'], /--games must be a whole number of at least 1/],
      [['match', 'cetkaik', '--a', 'normal', '--b', 'random', '--options', '{"seasons":3}'], /--options: seasons must be 1, 2 or 4/],
    ];
    for (const [args, message] of cases) {
      const io = bufferIo();
      expect(await main(args, io)).toBe(2);
      expect(io.stderr.join('\n')).toMatch(message);
    }
  });
});
