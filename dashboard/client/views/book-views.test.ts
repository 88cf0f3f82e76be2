// The facts the dashboard shows beside the board for the book's games, from the games' own views.
import { describe, expect, it } from 'vitest';
import { jusaiGame, seededRng, shipraceGame } from '../../../rules/index.ts';
import { view as shiprace } from './games/shiprace.ts';
import { sticksFacts } from './sticks-facts.ts';

describe('the book games’ facts on the dashboard', () => {
  it('連船之遊: whose turn, each player’s goal and start tracks, each ship’s cargo and place', () => {
    const options = shipraceGame.parseOptions({ players: 2 });
    if (!options.ok) throw new Error(options.error.message);
    const facts = shiprace.facts!(shipraceGame.view(shipraceGame.setup(options.value, seededRng(1))));
    expect(facts).toContainEqual({ label: 'P1 goal / start', value: expect.stringMatching(/^0 of 20 \/ \d+$/) });
    expect(facts.filter((f) => f.label.startsWith('ship '))).toHaveLength(6);
    expect(facts.find((f) => f.label === 'ship P1a')?.value).toMatch(/aboard, start$/);
  });

  it('獣裁: the phase, the purses and the pot', () => {
    const options = jusaiGame.parseOptions({ players: ['P1', 'P2'], balance: 50 });
    if (!options.ok) throw new Error(options.error.message);
    const facts = sticksFacts(jusaiGame.view(jusaiGame.setup(options.value, seededRng(1))));
    expect(facts).toEqual(expect.arrayContaining([{ label: 'P1', value: '50' }, { label: 'P2', value: '50' }, { label: 'pot', value: '0' }]));
    expect(facts[0]).toEqual({ label: 'phase', value: 'stake (round 1)' });
  });
});
