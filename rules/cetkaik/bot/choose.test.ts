import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../rng.ts';
import { cast, game, playText, position, start, text } from '../testing/support.ts';
import type { CetkaikState } from '../types.ts';
import { chooseAction } from './choose.ts';
import type { BotAction, BotOptions } from './choose.ts';
import { BOT_LEVELS } from './levels.ts';
import type { BotLevel } from './levels.ts';
import { RULESETS, randomGame, withTally } from './testing/positions.ts';

function answer(state: CetkaikState, options: BotOptions): BotAction {
  const result = chooseAction(state, state.toMove, options);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Plays the bot's answer through the engine: it must be accepted. */
function apply(state: CetkaikState, action: BotAction): CetkaikState {
  const result = action.kind === 'move'
    ? game.play(state, action.move, seededRng(1))
    : game.resolve(state, { choice: action.value }, seededRng(1));
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value.state;
}

// A's 車 on LU takes IA's red 兵 on LY by jumping: with the red 馬 and 弓 A holds, that forms
// 同色馬弓兵 (7), which at rate ×4 is 28 points and the game. A's 弓 on PU could take a black 将
// instead, a costlier piece that forms nothing.
const winningCapture = () =>
  withTally(
    position({
      board: { LU: 'A赤車', LY: 'IA赤兵', PU: 'A赤弓', PY: 'IA黒将', KA: 'A赤王', KIA: 'IA黒王', MA: 'A黒兵', MIA: 'IA黒兵' },
      hands: { A: ['赤馬', '赤弓'] },
    }),
    { rate: 4 },
  );

const SEARCHING: BotLevel[] = ['easy', 'normal', 'strong'];

// Searches at every level: CPU-bound, slow on a loaded machine (speed is the bench's concern).
describe('the bot answers what the game asks', { timeout: 120_000 }, () => {
  it('never plays an illegal move or choice, at any level, over many seeded positions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...RULESETS), (seed, ruleset) => {
        const played = randomGame(seed, ruleset, 160); // one game for both lists (it is seeded: the same twice)
        const states = played.filter((s, i) => !s.over && game.pending(s)?.kind !== 'cast' && i % 9 === 0);
        // Decisions other than moves are rarer: take every one met.
        const choices = played.filter((s) => game.pending(s)?.kind === 'choice');
        for (const state of [...states, ...choices]) {
          for (const level of BOT_LEVELS) {
            const action = answer(state, { level, seed, budget: { nodes: 300 } });
            const asked = game.pending(state);
            expect(action.kind).toBe(asked === null ? 'move' : 'choice');
            expect(action.reason.length).toBeGreaterThan(0);
            apply(state, action);
          }
        }
      }),
      // 8 seeded games: some 20 positions each (their choices too) at all five levels, 800 answers.
      { numRuns: 8 },
    );
  });

  it('plays the same for the same seed and node budget, whatever it searched before', () => {
    const states = randomGame(11, 'y1huap1', 120).filter((s, i) => !s.over && game.pending(s)?.kind !== 'cast' && i % 20 === 0);
    for (const level of BOT_LEVELS) {
      for (const state of states) {
        const options = { level, seed: 5, budget: { nodes: 2_000 } };
        const first = answer(state, options);
        answer(states[0], { level, seed: 9, budget: { nodes: 1_500 } });
        expect(answer(state, options)).toEqual(first);
      }
    }
  });

  it('depends on nothing but the position when the node budget is what stops it', () => {
    const state = randomGame(3, 'cerke_online', 60).filter((s) => !s.over && game.pending(s) === null).at(-1) as CetkaikState;
    const action = answer(state, { level: 'normal', seed: 1, budget: { nodes: 3_000 } });
    expect(action.stats).toMatchObject({ nodes: 3_000, stop: 'nodes' });
    // With a clock that never moves, the time budget never stops it: the same answer.
    expect(answer(state, { level: 'normal', seed: 1, budget: { nodes: 3_000 }, clock: () => 0 })).toEqual(action);
  });

  it('does not go back into a position of the season it was given, when another move is as good', () => {
    const initial = start();
    const options = { level: 'normal' as const, seed: 4, budget: { nodes: 3_000 } };
    const first = answer(initial, options);
    const after = apply(initial, first);
    const again = answer(initial, { ...options, history: [initial, after] });
    expect(again.kind).toBe('move');
    expect(again.kind === 'move' && text(initial, again.move)).not.toBe(first.kind === 'move' && text(initial, first.move));
    // A position of another season does not count.
    const lastSeason = withTally(after, { season: 1 });
    expect(answer(initial, { ...options, history: [lastSeason] })).toEqual(first);
  });

  it('stops at its time budget when given a clock', () => {
    let now = 0;
    const clock = () => (now += 1); // one millisecond per look at the clock
    const action = answer(start(), { level: 'strong', seed: 1, budget: { timeMs: 5 }, clock });
    expect(action.stats.stop).toBe('time');
    expect(action.stats.nodes).toBeLessThan(5 * 64 + 64);
  });

  it.each(['greedy', ...SEARCHING] as BotLevel[])('%s takes the capture that forms the winning hand, then 終季', (level) => {
    const state = winningCapture();
    const action = answer(state, { level, seed: 1, budget: { nodes: 5_000 } });
    expect(action.kind === 'move' && text(state, action.move)).toBe('LU片LY');
    const asked = apply(state, action);
    const declared = answer(asked, { level, seed: 1, budget: { nodes: 5_000 } });
    expect(declared).toMatchObject({ kind: 'choice', value: 'taxot' });
    expect(declared.reason).toContain('終季');
    expect(declared.reason).toContain('同色馬弓兵');
    expect(apply(asked, declared)).toMatchObject({ over: true, winner: 'A' });
  });

  it.each(BOT_LEVELS)('%s answers 再行 or 終季 with a reason naming the hands and the rate', (level) => {
    const state = withTally(position({ board: { LU: 'A赤車', LY: 'IA赤兵', KA: 'A赤王', KIA: 'IA黒王', MA: 'A黒馬', MIA: 'IA黒弓' }, hands: { A: ['赤馬', '赤弓'] } }), { rate: 2 });
    const asked = playText(state, 'LU片LY').state;
    const action = answer(asked, { level, seed: 3, budget: { nodes: 4_000 } });
    expect(action.kind).toBe('choice');
    if (action.kind !== 'choice') return;
    expect(['tymok', 'taxot']).toContain(action.value);
    expect(action.reason).toMatch(action.value === 'taxot' ? /終季/ : /再行/);
    expect(action.reason).toContain('同色馬弓兵 = 7 × 2 = 14 points now');
  });

  it('online, after a short stepping cast, takes a square that way or gives up, with a reason', () => {
    const setup = { board: { LE: 'A赤弓', LI: 'A赤兵', LY: 'IA赤馬', KIA: 'IA黒王', KA: 'A赤王' }, ruleset: 'cerke_online' as const };
    const short = cast(playText(position(setup), 'LE片LI心LY').state, 2).state;
    for (const level of BOT_LEVELS) {
      const action = answer(short, { level, seed: 2, budget: { nodes: 2_000 } });
      expect(action.kind).toBe('choice');
      if (action.kind === 'choice') expect(['LU', 'LO', 'give-up']).toContain(action.value);
      expect(action.reason).toMatch(/takes L[UO]|gives up/);
      apply(short, action);
    }
  });

  it('refuses what is not its to decide', () => {
    const initial = start();
    const code = (state: CetkaikState, side: 'A' | 'IA') => {
      const result = chooseAction(state, side, { level: 'normal', seed: 1 });
      return result.ok ? null : result.error.code;
    };
    expect(code(initial, 'IA')).toBe('not-your-turn');
    expect(code(playText(initial, 'KA片KE心KA').state, 'A')).toBe('cast-awaited');
    const over = apply(apply(winningCapture(), answer(winningCapture(), { level: 'greedy', seed: 1 })), { kind: 'choice', value: 'taxot', reason: '', stats: { nodes: 0, depth: 0, value: null, stop: null } });
    expect(code(over, 'A')).toBe('game-over');
  });
});
