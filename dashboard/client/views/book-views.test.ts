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

  it('獣裁: the round, whose turn it is and the pot, in words (the purses are the scores)', () => {
    const options = jusaiGame.parseOptions({ players: ['P1', 'P2'], balance: 50 });
    if (!options.ok) throw new Error(options.error.message);
    const facts = sticksFacts(jusaiGame.view(jusaiGame.setup(options.value, seededRng(1))));
    expect(facts).toEqual([
      { label: 'round', value: '1' },
      { label: 'to act', value: 'P1 and P2 to stake (the first stake sets it for everyone)' },
      { label: 'pot', value: '0' },
    ]);
  });
});

describe('獣裁 and 連撃獣裁 in words after a tie and a lost running total', () => {
  it('says the tied players throw again, and what a lost running total leaves', async () => {
    const { rengekiJusaiGame } = await import('../../../rules/index.ts');
    const { readContest } = await import('./parts/sticks-data.ts');
    const { castCaption, contestResult, contestTurn } = await import('./parts/contest-words.ts');
    const options = rengekiJusaiGame.parseOptions({ players: ['P1', 'P2', 'P3'] });
    if (!options.ok) throw new Error(options.error.message);
    let state = rengekiJusaiGame.setup(options.value, seededRng(1));
    const step = (text: string, cast?: number) => {
      const move = rengekiJusaiGame.parseMove(text, state);
      if (!move.ok) throw new Error(move.error.message);
      const played = rengekiJusaiGame.play(state, move.value, seededRng(1));
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
      if (cast === undefined) return;
      const resolved = rengekiJusaiGame.resolve(state, { cast }, seededRng(1));
      if (!resolved.ok) throw new Error(resolved.error.message);
      state = resolved.value.state;
    };
    step('stake P1 5'); step('stake P2 5'); step('stake P3 5');
    step('throw', 3); step('stop');
    step('throw', 3); step('throw', 1);
    let d = readContest(rengekiJusaiGame.view(state))!;
    expect(castCaption(d)).toBe('P2 threw for the pot of 15 (1 head: total 0)');
    step('throw', 3); step('stop');
    d = readContest(rengekiJusaiGame.view(state))!;
    expect(contestResult(d, d.history[0])).toBe('Round 1: P1 total 3, P2 total 0, P3 total 3. A tie: the tied players stake again and throw again (pot 15).');
    expect(contestTurn(d)).toBe('P1 and P3 to stake (the first stake sets it for everyone)');
  });
});

describe('新遊’s facts on the dashboard', () => {
  it('names the banker, whose turn it is, each bet in words and how the last round was settled', async () => {
    const { shinyuGame } = await import('../../../rules/index.ts');
    const options = shinyuGame.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    let state = shinyuGame.setup(options.value, seededRng(1));
    for (const text of ['bet P2 3 10', 'bet P3 0 5', 'throw']) {
      const move = shinyuGame.parseMove(text, state);
      if (!move.ok) throw new Error(move.error.message);
      const played = shinyuGame.play(state, move.value, seededRng(1));
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
      if (text === 'bet P3 0 5') expect(sticksFacts(shinyuGame.view(state))).toContainEqual({ label: 'P3 bets', value: '5 on 0 heads (pays ×8)' });
    }
    const resolved = shinyuGame.resolve(state, { cast: 3 }, seededRng(1));
    if (!resolved.ok) throw new Error(resolved.error.message);
    const facts = sticksFacts(shinyuGame.view(resolved.value.state));
    expect(facts).toEqual([
      { label: 'round', value: '2' },
      { label: 'banker (親)', value: 'P1' },
      { label: 'to act', value: 'P2 and P3 to bet' },
      { label: 'last throw', value: 'P1: 3 heads' },
      { label: 'last round', value: 'Round 1: 3 heads. P2 won 20 (10 on 3 heads, ×2); P3 lost 5 (on 0 heads). P1 (the banker) −5.' },
    ]);
  });
});

describe('the Cuzco assistant’s facts on the dashboard', () => {
  it('lists the round, each player’s missions met and one short with what is missing, and the score sheet', async () => {
    const { cuzcoGame } = await import('../../../rules/index.ts');
    const { view: cuzco } = await import('./games/cuzco.ts');
    const options = cuzcoGame.parseOptions({ players: 2 });
    if (!options.ok) throw new Error(options.error.message);
    let state = cuzcoGame.setup(options.value, seededRng(1));
    const play = (text: string) => {
      const move = cuzcoGame.parseMove(text, state);
      if (!move.ok) throw new Error(move.error.message);
      const played = cuzcoGame.play(state, move.value, seededRng(1));
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
    };
    play('set P1 {"feathers":{"orange":2}}');
    play('round');
    const resolved = cuzcoGame.resolve(state, { entry: { P1: 31, P2: 28 } }, seededRng(1));
    if (!resolved.ok) throw new Error(resolved.error.message);
    state = resolved.value.state;
    const facts = cuzco.facts!(cuzcoGame.view(state));
    expect(facts[0]).toEqual({ label: 'round', value: '2 of 6 (play)' });
    expect(facts.map((f) => f.label)).toEqual(expect.arrayContaining(['P1 missions met', 'P2 missions met', 'round 1']));
    expect(facts.find((f) => f.label === 'round 1')?.value).toBe('P1 31, P2 28');
    const short = facts.find((f) => f.label === 'P1 one short');
    // What is missing in words, as the view gives it (not "3 orange feathers 2/3").
    expect(short?.value).toBe('01 (needs 1 more orange feather); S-04 (needs 1 more research tile)');
  });
});

describe('Ankh’or’s facts on the dashboard', () => {
  it('labels the invented tile set, names whose turn it is, and lists each player’s score and tokens', async () => {
    const { ankhorGame } = await import('../../../rules/index.ts');
    const { view: ankhor } = await import('./games/ankhor.ts');
    const options = ankhorGame.parseOptions({ players: 2 });
    if (!options.ok) throw new Error(options.error.message);
    const facts = ankhor.facts!(ankhorGame.view(ankhorGame.setup(options.value, seededRng(3))));
    expect(facts[0]).toMatchObject({ label: 'tiles', value: expect.stringMatching(/invented/i) });
    expect(facts.find((f) => f.label === 'to move')?.value).toMatch(/^P[12]$/);
    expect(facts.filter((f) => /^P[12] score$/.test(f.label)).map((f) => f.value)).toEqual(['0', '0']);
    expect(facts.find((f) => f.label === 'P1 tokens')?.value).toBe('none');
    expect(facts.find((f) => f.label === 'offer prices')?.value).toMatch(/^1: /);
  });
});

describe('Terra Pyramides’ facts on the dashboard', () => {
  it('labels the invented data, names the version, whose turn and phase, and each player’s holdings and score', async () => {
    const { terraGame } = await import('../../../rules/index.ts');
    const { view: terra } = await import('./games/terra.ts');
    const options = terraGame.parseOptions({ version: 2 });
    if (!options.ok) throw new Error(options.error.message);
    const facts = terra.facts!(terraGame.view(terraGame.setup(options.value, seededRng(2))));
    expect(facts[0]).toMatchObject({ label: 'data', value: expect.stringMatching(/^INVENTED/) });
    expect(facts.find((f) => f.label === 'version')?.value).toBe('2');
    expect(facts.find((f) => f.label === 'to move')?.value).toBe('P1 (place)');
    expect(facts.find((f) => f.label === 'P1')?.value).toMatch(/^score 0; workers \d+, gold \d+, blocks /);
  });
});
