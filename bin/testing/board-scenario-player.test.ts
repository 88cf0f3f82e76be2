// The player on a simulated board (free play): a scenario that holds passes; a wrong expectation
// or a cell the board does not have fails, naming the step.
import { describe, expect, it } from 'vitest';
import { playScenario } from './board-scenario-player.ts';
import { parseScenarios, type Scenario } from './board-scenario.ts';

function scenario(steps: unknown[], over: Record<string, unknown> = {}): Scenario {
  const parsed = parseScenarios({ scenarios: [{ name: 'test', position: { occupied: ['A1'] }, steps, ...over }] }, 'test');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value[0];
}

describe('playScenario', () => {
  it('plays the steps and checks the table after each', async () => {
    const played = await playScenario('free', scenario([{ lift: ['A1'] }, { place: ['B2'] }, { expect: { moves: ['A1-B2'], lights: { C3: null } } }, { wait: 2000 }, { expect: { lights: { B2: 'last' } } }]));
    expect(played).toEqual({ ok: true, value: null });
  });

  it('fails at the first expectation that does not hold, naming its step and the difference', async () => {
    const played = await playScenario('free', scenario([{ lift: ['A1'] }, { place: ['B2'] }, { expect: { moves: ['A1-C3'] } }, { expect: { moves: ['A1-B2'] } }]));
    expect(played).toEqual({ ok: false, error: 'step 3 ({"expect":{"moves":["A1-C3"]}}): moves: expected ["A1-C3"], got ["A1-B2"]' });
  });

  it('fails on a cell the board does not have, and on a game that does not start', async () => {
    const offBoard = await playScenario('free', scenario([{ lift: ['Z99'] }, { expect: { moves: [] } }]));
    expect(offBoard.ok ? 'played' : offBoard.error).toMatch(/^step 1 \(\{"lift":\["Z99"\]\}\): .*Z99/);
    const badPosition = await playScenario('free', scenario([{ expect: { moves: [] } }], { position: { occupied: 'A1' } }));
    expect(badPosition.ok ? 'played' : badPosition.error).toMatch(/^the game did not start: /);
  });
});
