import { footprintOf } from '../../footprint.ts';
import { describe, expect, it } from 'vitest';
import { at, cell, errorCode, game, oldAt, oldOptions, playOld, reach, refusal, startOld, value, words } from './testing/positions.ts';

describe('古机戦: the start', () => {
  it('back rows 弓 虎 車 将 王 将 車 虎 弓 on A and IA, nine 兵 on E and AU, a boat on ZI and ZAI; A-side first', () => {
    const state = startOld();
    const json = game.formatPosition(state) as { ruleset: string; toMove: string; board: Record<string, { side: string; kind: string }>; captured: unknown };
    expect(json.ruleset).toBe('old');
    expect(json.toMove).toBe('A');
    expect(json.captured).toEqual({ A: [], IA: [] });
    const row = (r: string, side: string) => 'KLNTZXCMP'.split('').map((c) => (json.board[c + r]?.side === side ? json.board[c + r].kind : null));
    expect(row('A', 'A')).toEqual(['gua2', 'dau2', 'kaun1', 'uai1', 'io', 'uai1', 'kaun1', 'dau2', 'gua2']);
    expect(row('IA', 'IA')).toEqual(['gua2', 'dau2', 'kaun1', 'uai1', 'io', 'uai1', 'kaun1', 'dau2', 'gua2']);
    expect(row('E', 'A').every((k) => k === 'kauk2')).toBe(true);
    expect(row('AU', 'IA').every((k) => k === 'kauk2')).toBe(true);
    expect(json.board.ZI).toEqual({ side: 'A', kind: 'nuak1' });
    expect(json.board.ZAI).toEqual({ side: 'IA', kind: 'nuak1' });
    expect(Object.keys(json.board)).toHaveLength(38);
    expect(game.pending(state)).toBeNull();
    expect(value(game.parseOptions({ ruleset: 'old', firstMovers: ['IA'] })).ruleset).toBe('old');
    expect(game.setup(oldOptions({ firstMovers: ['IA'] }), { int: () => 0 }).toMove).toBe('IA');
  });

  it('opening moves: pawns one forward (ZE is blocked by the water, or steps on the boat to nowhere dry)', () => {
    const state = startOld();
    const pawnMoves = game.legalMoves(state).map((m) => game.formatMove(m, state)).filter((t) => /^[KLNTZXCMP]E片/.test(t));
    expect(pawnMoves.sort()).toEqual(['CE片CI', 'KE片KI', 'LE片LI', 'ME片MI', 'NE片NI', 'PE片PI', 'TE片TI', 'XE片XI']);
    // The boat sails anywhere in the water the other boat leaves open.
    expect(reach(state, 'ZI')).toEqual(words('ZU ZO ZY NO TO XO CO'));
    // 車 on NA jumps over the pawn on NE to NI; the 虎 on LA steps nowhere (own pawns), the 王 nowhere.
    expect(reach(state, 'NA')).toEqual(['NI']);
    expect(reach(state, 'LA')).toEqual([]);
    expect(reach(state, 'ZA')).toEqual([]);
  });
});

describe('古机戦: jump captures', () => {
  it('車 takes by jumping over an adjacent enemy to the square beyond, which must be dry and empty', () => {
    const state = oldAt({ TI: 'A車', TU: 'IA弓', TE: 'IA兵', NI: 'A兵', KA: 'A王', PIA: 'IA王' });
    // Up: over the 兵 on TE to TA — taken. Down: the 弓 on TU cannot be taken, TO beyond is water.
    // Left: over its own 兵 on NI to LI, taking nothing. Right: over the water on ZI to XI.
    expect(reach(state, 'TI')).toEqual(['LI', 'TA', 'XI']);
    const taken = playOld(state, 'TI片TA');
    expect(at(taken.state, 'TE')).toBeNull();
    expect(at(taken.state, 'TA')).toEqual({ side: 'A', kind: 'kaun1' });
    expect(taken.state.hands.A).toEqual([{ color: 'black', kind: 'kauk2' }]);
    expect(taken.events).toContainEqual({ type: 'note', text: 'A-side takes the 兵 on TE' });
    // Landing on an enemy is no capture for a 車.
    expect(refusal(oldAt({ TI: 'A車', TU: 'IA弓', KA: 'A王', PIA: 'IA王' }), 'TI片TO')).toBe('no-water');
    expect(refusal(oldAt({ TI: 'A車', NI: 'IA弓', KA: 'A王', PIA: 'IA王' }), 'TI片NI')).toBe('illegal-move');
  });

  it('a 車 cannot take when the square beyond is occupied or off the board', () => {
    expect(reach(oldAt({ TI: 'A車', TE: 'IA兵', TA: 'IA将', KA: 'A王', PIA: 'IA王' }), 'TI')).toEqual(['LI', 'XI']);
    // On KE, the enemy on KA has nothing beyond it.
    expect(reach(oldAt({ KE: 'A車', KA: 'IA兵', ZA: 'A王', ZIA: 'IA王' }), 'KE')).toEqual(['KU', 'NE']);
  });

  it('虎 steps one square diagonally and takes by jumping a diagonal enemy to the square beyond', () => {
    const state = oldAt({ NI: 'A虎', TU: 'IA車', LE: 'IA兵', KU: 'A兵', TE: 'IA弓', KA: 'A王', PIA: 'IA王' });
    // Down-right: the 車 on TU cannot be taken, ZO beyond is water. Up-left: the 兵 on LE cannot be
    // taken, KA beyond holds the 王. Up-right: over the 弓 on TE to ZA — taken. Down-left: LU, a step.
    expect(reach(state, 'NI')).toEqual(['LU', 'ZA']);
    const taken = playOld(state, 'NI片ZA');
    expect(at(taken.state, 'TE')).toBeNull();
    expect(taken.state.hands.A).toEqual([{ color: 'black', kind: 'gua2' }]);
    // On the board: the 虎 and the 弓 lifted, ZA filled.
    const fp = footprintOf(game, state, value(game.parseMove('NI片ZA', state)));
    expect([...fp.lift]).toEqual([cell('TE'), cell('NI')].sort((a, b) => a - b));
    expect([...fp.fill]).toEqual([cell('ZA')]);
    expect(fp.kind).toBe('capture');
  });

  it('the other pieces take by landing on the enemy', () => {
    const state = oldAt({ NE: 'A弓', NU: 'IA兵', LE: 'A将', LI: 'IA兵', KA: 'A王', PIA: 'IA王' });
    expect(reach(state, 'NE')).toEqual(words('NA NI NU TE ZE XE CE ME PE'));
    // 将 (A-side: forward is down): its 7 neighbours but straight back (LA); KA and NE are its own.
    expect(reach(state, 'LE')).toEqual(words('KE KI LI NA NI'));
    const taken = playOld(state, 'LE片LI');
    expect(taken.state.hands.A).toEqual([{ color: 'black', kind: 'kauk2' }]);
    const fp = footprintOf(game, state, value(game.parseMove('LE片LI', state)));
    expect([...fp.touch]).toEqual([cell('LI')]);
    expect(fp.fill.size).toBe(0);
    // The 弓's ray stops at the water (NO): it does not cross it.
    expect(reach(oldAt({ NI: 'A弓', NAI: 'IA兵', KA: 'A王', PIA: 'IA王' }), 'NI')).toEqual(words('KI LI NA NE NU TI'));
  });

  it('兵 step forward; in the other side\'s three rows, one square in the four orthogonal directions', () => {
    const state = oldAt({ LU: 'A兵', MAI: 'A兵', MAU: 'IA兵', CAI: 'IA兵', KA: 'A王', PIA: 'IA王' });
    expect(reach(state, 'LU')).toEqual(['LO']);
    // MAI is in rows AI AU IA: MAU (taken), PAI, CAI (taken), and back to MY.
    expect(reach(state, 'MAI')).toEqual(words('CAI MAU MY PAI'));
  });
});

describe('古机戦: boats', () => {
  it('sail anywhere in the water the other boat leaves open, never out of it', () => {
    expect(reach(oldAt({ ZU: 'A船', ZO: 'IA船', KA: 'A王', PIA: 'IA王' }), 'ZU')).toEqual(['ZI']);
    const open = oldAt({ ZU: 'A船', KA: 'A王', PIA: 'IA王' });
    expect(reach(open, 'ZU')).toEqual(words('ZI ZO ZY ZAI NO TO XO CO'));
    expect(refusal(open, 'ZU片ZE')).toBe('boat-in-water');
  });

  it('are never captured, and no other piece enters the water', () => {
    const state = oldAt({ ZU: 'IA船', TU: 'A弓', TE: 'A虎', KA: 'A王', PIA: 'IA王' });
    expect(refusal(state, 'TU片ZU')).toBe('boat-uncapturable');
    expect(refusal(state, 'TE片ZI')).toBe('no-water');
    // The 弓 may step on the boat and go on from ZU along row U (the water stops it up and down).
    expect(reach(state, 'TU')).toEqual(words('KU LU NU TI ZUKU ZULU ZUNU ZUXU ZUCU ZUMU ZUPU'));
    expect(game.legalMoves(state).every((m) => m.type === 'piece' && (m.dest === cell('ZU') ? false : true))).toBe(true);
  });

  it('may be stepped on by any piece; a capture may follow', () => {
    const state = oldAt({ ZE: 'A弓', ZI: 'A船', ZO: 'IA船', TI: 'IA兵', KA: 'A王', PIA: 'IA王' });
    // Down onto the boat on ZI, then along row I (taking the 兵 on TI), or back up past ZE to ZA.
    expect(reach(state, 'ZE').filter((t) => t.startsWith('ZI'))).toEqual(words('ZITI ZIXI ZICI ZIMI ZIPI ZIZA'));
    const taken = playOld(state, 'ZE片ZITI');
    expect(taken.state.hands.A).toEqual([{ color: 'black', kind: 'kauk2' }]);
    expect(at(taken.state, 'ZI')).toEqual({ side: 'A', kind: 'nuak1' });
    const fp = footprintOf(game, state, value(game.parseMove('ZE片ZITI', state)));
    expect([...fp.via]).toEqual([cell('ZI')]);
  });

  it('one after the other: a 車 crosses the whole water on two boats', () => {
    const state = oldAt({ ZE: 'A車', ZU: 'A船', ZY: 'IA船', KA: 'A王', PIA: 'IA王' });
    // ZE jumps onto the boat on ZU, from there onto the boat on ZY, from there over ZAI to ZAU.
    expect(reach(state, 'ZE')).toContain('ZUZYZAU');
    const crossed = playOld(state, 'ZE片ZUZYZAU');
    expect(at(crossed.state, 'ZAU')).toEqual({ side: 'A', kind: 'kaun1' });
    expect(value(game.parseMove('ZE片ZUZYZAU', state))).toEqual({ type: 'piece', src: cell('ZE'), via: cell('ZU'), via2: cell('ZY'), dest: cell('ZAU'), ray: false });
  });

  it('a boat cannot step on a boat, and no other piece is stepped on', () => {
    const state = oldAt({ ZI: 'A船', ZU: 'IA船', LI: 'A弓', NI: 'A兵', KA: 'A王', PIA: 'IA王' });
    expect(reach(state, 'ZI')).toEqual([]);
    expect(refusal(state, 'LI片NINA')).toBe('not-a-boat');
  });

  it('routes over boats look like the direct route on the board: the direct one is taken', () => {
    const state = oldAt({ TU: 'A弓', ZU: 'IA船', KA: 'A王', PIA: 'IA王' });
    const direct = value(game.parseMove('TU片NU', state));
    const ferried = value(game.parseMove('TU片ZUNU', state));
    expect(footprintOf(game, state, direct)).toEqual({ ...footprintOf(game, state, ferried), via: footprintOf(game, state, direct).via });
    expect(game.disambiguate(state, [ferried, direct])).toEqual({ move: direct });
  });
});

describe('古机戦: the end', () => {
  it('taking the 王 ends the game at once', () => {
    const state = oldAt({ ZU: 'A船', XE: 'A将', ZE: 'IA王', TA: 'A王', PIA: 'IA兵' });
    const won = playOld(state, 'XE片ZE');
    expect(game.isOver(won.state)).toBe(true);
    expect(won.state.winner).toBe('A');
    expect(won.events.at(-1)).toEqual({ type: 'end', scores: { A: 1, IA: 0 }, winner: 'A', reason: 'A-side took the 王' });
    expect(game.legalMoves(won.state)).toEqual([]);
    expect(refusal(won.state, 'TA片TE')).toBe('game-over');
    expect(game.view(won.state)).toMatchObject({ ruleset: 'old', over: true, winner: 'A', captured: { A: ['io'], IA: [] } });
  });

  it('a 車 taking the 王 by jumping ends it too', () => {
    const state = oldAt({ KI: 'IA車', KU: 'A王', KE: 'A兵', PIA: 'IA王' }, 'IA');
    const won = playOld(state, 'KI片KO');
    expect(won.state.winner).toBe('IA');
  });

  it('a side with no move: a draw', () => {
    // A-side has only its boat on ZI; the IA boat sails to ZU and shuts it in.
    const state = oldAt({ ZI: 'A船', ZO: 'IA船', PIA: 'IA王' }, 'IA');
    const moved = playOld(state, 'ZO片ZU');
    expect(game.isOver(moved.state)).toBe(true);
    expect(moved.state.winner).toBeNull();
    expect(moved.events.at(-1)).toEqual({ type: 'end', scores: { A: 0, IA: 0 }, winner: null, reason: 'A-side cannot move: a draw' });
  });

  it('no hand, no sticks, no Tam2', () => {
    const state = oldAt({ ZI: 'A船', KA: 'A王', PIA: 'IA王' }, 'A', { A: ['兵'] });
    expect(errorCode(game.play(state, { type: 'drop', color: 'black', kind: 'kauk2', dest: 40 }, { int: () => 0 }))).toBe('no-hand');
    expect(errorCode(game.resolve(state, { cast: 3 }, { int: () => 0 }))).toBe('nothing-pending');
    expect(refusal(state, 'KA片KE心KI')).toBe('bad-notation');
  });
});
