import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES, squareName } from './route.ts';
import { actions, at, game, notes, player, refusal, rng, steps, value } from './testing/positions.ts';

describe('行山: the start', () => {
  it('every player on its corner with 10 rice; P1 draws 3 and acts', () => {
    const state = game.setup(value(game.parseOptions({ players: 4 })), rng());
    expect(state.players.map((p) => squareName(DEFAULT_ROUTES[state.players.indexOf(p)][p.at]))).toEqual(['KA', 'PA', 'PIA', 'KIA']);
    expect(state.players.map((p) => [p.rice, p.coins, p.hand.length])).toEqual([[10, 0, 3], [10, 0, 0], [10, 0, 0], [10, 0, 0]]);
    expect(state.pile).toHaveLength(51 - 3);
    expect(game.toMove?.(state)).toBe('P1');
    expect(actions(state)).toContain('move rice LA');
    expect(actions(state)).toContain('end');
  });

  it('the routes: eight steps from each corner to ZO, over two squares of the 皇処', () => {
    expect(DEFAULT_ROUTES.map((r) => r.map(squareName).join(' '))).toEqual([
      'KA LA NA NE NI TI TU ZU ZO',
      'PA PE PI MI CI CU XU XO ZO',
      'PIA MIA CIA CAU CAI XAI XY ZY ZO',
      'KIA KAU KAI LAI NAI NY TY TO ZO',
    ]);
  });
});

describe('行山: steps 4–7, worked by hand', () => {
  it('install pays the card\'s number (black in rice, red in coins), then a paid move ends the turn', () => {
    const state = at([{ hand: ['黒弓', '赤王', '無'], rice: 12, coins: 10 }, {}]);
    const installed = steps(state, ['install 黒弓']);
    expect(player(installed.state, 0)).toMatchObject({ rice: 10, hand: ['赤王', '無'], installed: [{ card: '黒弓', sticks: 0, fresh: true }] });
    // One card a turn: the 赤王 waits.
    expect(refusal(installed.state, 'install 赤王')).toBe('too-late');
    // The fresh 弓 does not help yet: one square for 10 rice.
    expect(actions(installed.state)).toEqual(['move rice LA', 'move coins LA', 'end']);
    const moved = steps(installed.state, ['move rice LA']);
    expect(player(moved.state, 0)).toMatchObject({ rice: 0, square: 'LA' });
    expect(game.toMove?.(moved.state)).toBe('P2');
    expect(player(moved.state, 1)).toMatchObject({ hand: ['黒兵', '黒兵', '黒兵'] });
  });

  it('a red card costs coins; 王 and 皇 cost 10', () => {
    const state = at([{ hand: ['赤王', '皇'], coins: 12 }, {}]);
    expect(player(steps(state, ['install 赤王']).state, 0)).toMatchObject({ coins: 2 });
    expect(refusal(at([{ hand: ['赤王'], coins: 9 }, {}]), 'install 赤王')).toBe('too-poor');
    expect(player(steps(state, ['install 皇']).state, 0)).toMatchObject({ coins: 2 });
  });

  it('exchange 5 rice a coin, dismantle at the install cost, discard for 2 rice a card, cash a 無 for 2 coins', () => {
    const state = at([{ hand: ['黒兵', '黒兵', '無'], installed: [{ card: '黒車' }], rice: 17 }, {}]);
    const turn = steps(state, ['exchange 2', 'dismantle 1', 'discard 黒兵 黒兵']);
    // 17 − 10 = 7 rice, 2 coins; the 車 (3, less its own 1) costs 2 rice to take down: 5; two cards: 9.
    expect(player(turn.state, 0)).toMatchObject({ rice: 9, coins: 2, hand: ['無'], installed: [] });
    expect(refusal(turn.state, 'exchange 1')).toBe('too-late');
    expect(refusal(turn.state, 'cash')).toBe('too-late');
    const cashed = steps(state, ['cash']);
    expect(player(cashed.state, 0)).toMatchObject({ coins: 2, hand: ['黒兵', '黒兵'] });
    expect(refusal(state, 'install 無')).toBe('blank');
  });
});

describe('行山: effects, worked by hand', () => {
  /** P2 ends its turn; P1's turn begins with its cards' effects. */
  const p1Begins = (p1: object, p2: object = {}, extra: Record<string, unknown> = {}) => {
    const state = at([p1, p2], { turn: 1, ...extra });
    return steps(state, ['end']);
  };

  it('船 1 rice, 王 2 coins, a stick on each black card; cards with three sticks wear out first', () => {
    // The 赤船 carries three sticks (a 将's doing): it goes before the effects.
    const begun = p1Begins({ installed: [{ card: '黒船', sticks: 2 }, { card: '赤王' }, { card: '赤船', sticks: 3 }], hand: ['黒兵', '黒兵', '黒兵'] }, {}, { pile: ['赤兵'] });
    expect(notes(begun.events)).toEqual(["P1's turn: draws 0", "P1's 赤船 wears out", "P1's 船: 1 rice", "P1's 王: 2 coins"]);
    expect(player(begun.state, 0)).toMatchObject({ rice: 11, coins: 2, installed: [{ card: '黒船', sticks: 3, fresh: false }, { card: '赤王', sticks: 0, fresh: false }] });
    expect(begun.state.discards.length).toBe(1);
  });

  it('兵 raises the hand limit, 弓 and 馬 the stride, 車 lowers the costs', () => {
    const begun = p1Begins({ installed: [{ card: '黒兵' }, { card: '赤弓' }, { card: '赤馬' }, { card: '赤車' }], rice: 20 });
    expect(player(begun.state, 0)).toMatchObject({ hand: ['黒兵', '黒兵', '黒兵', '赤兵'] });
    // 1 + 1 (弓) + 2 (馬) squares: KA → NI; 10 − 1 (車) = 9 rice.
    expect(actions(begun.state)).toContain('move rice NI');
    expect(player(steps(begun.state, ['move rice NI']).state, 0)).toMatchObject({ rice: 11, square: 'NI' });
  });

  it('the 皇処 adds a square: from NI (on it) a move goes two', () => {
    const state = at([{ square: 'NI' }, {}]);
    expect(actions(state)).toContain('move rice TU');
  });

  it('虎 takes one rice or coin from an opponent; a shielded one is safe', () => {
    const begun = p1Begins({ installed: [{ card: '赤虎' }] }, { rice: 3, coins: 1 });
    expect(game.pending(begun.state)).toEqual({ kind: 'choice', prompt: "P1's 虎 takes one rice or one coin: from whom?", options: ['P2 rice', 'P2 coin'], words: { en: "P1's red 虎 (tiger) takes 1 rice or 1 coin: from whom?", ja: 'P1 の赤虎：誰から米か銭を 1 奪う？' } });
    const taken = steps(begun.state, ['choose P2 coin']);
    expect([player(taken.state, 0), player(taken.state, 1)]).toMatchObject([{ coins: 1 }, { coins: 0 }]);
    const shielded = p1Begins({ installed: [{ card: '赤虎' }] }, { rice: 3, shielded: true });
    expect(notes(shielded.events)).toContain("P1's 虎 finds nothing to take");
  });

  it('筆: 3 or less shields until the next turn, 4 or more brings 2 coins', () => {
    const begun = p1Begins({ installed: [{ card: '赤筆' }] });
    expect(game.pending(begun.state)).toEqual({
      kind: 'cast', sticks: 5, purpose: "P1's 筆",
      words: { en: "P1's red 筆 (scribe): cast the sticks (3 or less: 虎 and 将 cannot touch P1 until its next turn; 4 or more: 2 coins)", ja: 'P1 の赤筆：棒を投げる（3 以下：次の番まで虎と将を受けない、4 以上：銭 2）' },
    });
    expect(player(steps(begun.state, ['cast 3']).state, 0)).toMatchObject({ shielded: true });
    expect(player(steps(begun.state, ['cast 4']).state, 0)).toMatchObject({ coins: 2, shielded: false });
  });

  it('巫: 3 or less halves the move (rounded up, before 車), 4 or more advances the piece', () => {
    const begun = p1Begins({ installed: [{ card: '赤巫' }, { card: '赤車' }], coins: 1 });
    const half = steps(begun.state, ['cast 2']);
    expect(game.view(half.state)).toMatchObject({ move: { squares: 1, rice: 4, coins: 1 } });
    const advance = steps(begun.state, ['cast 5']);
    expect(game.legalMoves(advance.state).map((m) => game.formatMove(m, advance.state))).toEqual(['advance LA']);
    expect(refusal(advance.state, 'move rice LA')).toBe('pending');
    const moved = steps(advance.state, ['advance LA']);
    expect(player(moved.state, 0)).toMatchObject({ square: 'LA' });
    expect(moved.state.phase).toEqual({ step: 'actions', done: 3 });
  });

  it('将: 3 or less puts a stick on a card, 4 or more destroys one (a shielded player\'s are safe)', () => {
    const begun = p1Begins({ installed: [{ card: '赤将' }] }, { installed: [{ card: '赤王' }, { card: '黒弓', sticks: 2 }] });
    const low = steps(begun.state, ['cast 1']);
    expect(game.pending(low.state)).toMatchObject({ kind: 'choice', options: ['P1 1 赤将', 'P2 1 赤王', 'P2 2 黒弓'] });
    const stuck = steps(low.state, ['choose P2 2 黒弓']);
    expect(player(stuck.state, 1)).toMatchObject({ installed: [{ card: '赤王', sticks: 0 }, { card: '黒弓', sticks: 3 }] });
    const destroyed = steps(begun.state, ['cast 4', 'choose P2 1 赤王']);
    expect(player(destroyed.state, 1)).toMatchObject({ installed: [{ card: '黒弓', sticks: 2 }] });
    expect(destroyed.state.discards.map((c) => c.kind)).toContain('王');
    const safe = p1Begins({ installed: [{ card: '赤将' }] }, { installed: [{ card: '赤王' }], shielded: true });
    expect(game.pending(steps(safe.state, ['cast 4']).state)).toMatchObject({ options: ['P1 1 赤将'] });
  });

  it('皇 advances the piece every turn, with the 弓\'s help', () => {
    const begun = p1Begins({ installed: [{ card: '皇' }, { card: '黒弓' }] });
    expect(actions(begun.state)).toEqual(['advance NA']);
    const moved = steps(begun.state, ['advance NA']);
    expect(player(moved.state, 0)).toMatchObject({ square: 'NA', installed: [{ card: '皇', sticks: 0 }, { card: '黒弓', sticks: 1 }] });
  });

  it('a card installed last turn works from this turn on', () => {
    const begun = p1Begins({ installed: [{ card: '赤王', fresh: true }] });
    expect(player(begun.state, 0)).toMatchObject({ coins: 2, installed: [{ card: '赤王', fresh: false }] });
  });
});

describe('行山: the end', () => {
  it('the first piece on the 皇山 wins at once', () => {
    const state = at([{ square: 'ZU', rice: 10 }, {}]);
    const won = steps(state, ['move rice ZO']);
    expect(game.isOver(won.state)).toBe(true);
    expect(won.events.at(-1)).toEqual({ type: 'end', scores: { P1: 8, P2: 0 }, winner: 'P1', reason: "P1's piece reaches the 皇山" });
    expect(game.legalMoves(won.state)).toEqual([]);
    expect(game.score!(won.state).ranking).toEqual(['P1', 'P2']);
  });

  it('an advance onto the 皇山 wins too, and an overshoot stops there', () => {
    const state = at([{ square: 'TU', installed: [{ card: '皇' }, { card: '赤馬' }] }, {}], { turn: 1 });
    const begun = steps(state, ['end']);
    expect(actions(begun.state)).toEqual(['advance ZO']);
    expect(steps(begun.state, ['advance ZO']).state.winner).toBe(0);
  });
});
