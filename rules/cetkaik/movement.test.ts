import { describe, expect, it } from 'vitest';
import { position, reachFrom, words } from './testing/support.ts';

// One A-side piece (A-side moves down the board, toward IA) on an otherwise empty board: where
// it can go from LU (not tam2 hue) and from TU (fixed tam2 hue). No Tam2 on the board.
const alone = (piece: string, square: string) => reachFrom(position({ board: { [square]: `A赤${piece}` } }), square);

describe('each piece off tam2 hue (from LU)', () => {
  it.each([
    ['船', 'ray forward', 'LO LY LAI LAU LIA'],
    ['兵', 'step forward', 'LO'],
    ['弓', 'orthogonal rays', 'LI LE LA LO LY LAI LAU LIA KU NU TU ZU水 XU CU MU PU'],
    ['車', 'orthogonal jumps of 2', 'LE LY TU'],
    ['虎', 'diagonal steps', 'KI NI KO NO水'],
    ['馬', 'diagonal jumps of 2', 'TE TY'],
    ['筆', 'rays forward and back, steps sideways', 'LI LE LA LO LY LAI LAU LIA KU NU'],
    ['巫', 'steps forward and back, rays sideways', 'LO LI KU NU TU ZU水 XU CU MU PU'],
    ['将', 'seven neighbours, not straight back', 'KI NI KU NU KO LO NO水'],
    ['王', 'eight neighbours', 'KI LI NI KU NU KO LO NO水'],
  ])('%s: %s', (piece, _how, expected) => {
    expect(alone(piece, 'LU')).toEqual(words(expected));
  });
});

describe('each piece on tam2 hue (from TU)', () => {
  const diagonalRays = 'NI LE KA ZI水 XE CA NO水 LY KAI ZO水 XY CAI MAU PIA';
  const orthogonalRays = 'TI TE TA TO水 TY TAI TAU TIA NU LU KU ZU水 XU CU MU PU';
  it.each([
    ['船', 'sideways 1 or 2, rays forward and back (a boat never casts for water)', 'NU ZU LU XU TO TY TAI TAU TIA TI TE TA'],
    ['兵', 'four orthogonal steps, forward 2', 'TI NU TO水 ZU水 TY'],
    ['弓', 'diagonal rays', diagonalRays],
    ['車', 'diagonal jumps of 2', 'LE XE LY XY'],
    ['虎', 'diagonal rays', diagonalRays],
    ['馬', 'diagonal rays from distance 2', 'LE KA XE CA LY KAI XY CAI MAU PIA'],
    ['筆', 'orthogonal rays', orthogonalRays],
    ['巫', 'rays in eight directions', `${diagonalRays} ${orthogonalRays}`],
    ['将', 'eight neighbours', 'NI TI ZI水 NU ZU水 NO水 TO水 ZO水'],
    ['王', 'eight neighbours', 'NI TI ZI水 NU ZU水 NO水 TO水 ZO水'],
  ])('%s: %s', (piece, _how, expected) => {
    expect(alone(piece, 'TU')).toEqual(words(expected));
  });
});

describe('blocked and special paths', () => {
  it('rays stop on the first occupied square: an opponent is captured or stepped on, an own piece only stepped on', () => {
    const state = position({ board: { LU: 'A赤弓', LAI: 'IA黒兵', NU: 'A赤兵' } });
    const list = reachFrom(state, 'LU');
    expect(list).toContain('LAI'); // capture
    expect(list).not.toContain('LAU'); // beyond the blocker
    expect(list).not.toContain('NU'); // own piece
    expect(list.filter((m) => m.startsWith('NU'))).not.toEqual([]); // stepping on it
    expect(list.filter((m) => m.startsWith('TU'))).toEqual([]);
  });

  it('a 兵 on tam2 hue goes forward 2 only over an empty square', () => {
    expect(reachFrom(position({ board: { TU: 'A赤兵', TO: 'IA黒兵' } }), 'TU')).not.toContain('TY');
  });

  it('a 船 on tam2 hue goes sideways 2 only over an empty square', () => {
    const list = reachFrom(position({ board: { TU: 'A赤船', NU: 'A赤兵' } }), 'TU');
    expect(list).not.toContain('LU');
    expect(list).toContain('XU');
  });

  it('a 馬 on tam2 hue passes the adjacent diagonal square whatever stands there, not the ones after', () => {
    const list = reachFrom(position({ board: { TU: 'A赤馬', XO: 'IA黒兵', CY: 'IA黒兵' } }), 'TU');
    expect(list).toContain('XY'); // passes XO
    expect(list).toContain('PIA'); // CY is off the diagonal: the ray runs to the edge
    const blocked = reachFrom(position({ board: { TU: 'A赤馬', XY: 'IA黒兵' } }), 'TU');
    expect(blocked).toContain('XY'); // capture on the first occupied square from distance 2
    expect(blocked).not.toContain('CAI');
  });

  it('a 巫 on tam2 hue passes over one occupied square, and ends on the second at the latest', () => {
    const state = position({ board: { TU: 'A赤巫', TY: 'IA黒兵', TAU: 'IA黒弓' } });
    const down = reachFrom(state, 'TU').filter((m) => /^T(O|Y|AI|AU|IA)(水)?$/.test(m));
    expect(down).toEqual(words('TO水 TY TAI TAU'));
  });

  it('a piece next to the Tam2 moves as from tam2 hue', () => {
    const state = position({ board: { LU: 'A赤兵', KI: '皇' } });
    expect(reachFrom(state, 'LU')).toEqual(words('LI LO KU NU LY'));
  });

  it('the 将 moves by the side: IA-side cannot step straight back (down) off tam2 hue', () => {
    const state = position({ board: { LU: 'IA赤将' }, toMove: 'IA' });
    expect(reachFrom(state, 'LU')).toEqual(words('KI LI NI KU NU KO NO水'));
  });
});

describe('captures', () => {
  it('never of own pieces or the Tam2', () => {
    const state = position({ board: { LU: 'A赤王', LO: 'A赤兵', KO: '皇' } });
    const list = reachFrom(state, 'LU');
    expect(list).not.toContain('LO');
    expect(list).not.toContain('KO');
  });

  it('not of a piece guarded by an opposing 将 on tam2 hue, which may still be stepped on', () => {
    // IA's 将 on TU (fixed tam2 hue) guards its 8 neighbours, NU among them.
    const guarded = position({ board: { LU: 'A赤王', NU: 'IA黒兵', TU: 'IA黒将' } });
    const list = reachFrom(guarded, 'LU');
    expect(list).not.toContain('NU');
    expect(list.some((m) => m.startsWith('NU'))).toBe(true);
    // Off tam2 hue the 将 guards nothing.
    const unguarded = position({ board: { LU: 'A赤王', NU: 'IA黒兵', TE: 'IA黒将' } });
    expect(reachFrom(unguarded, 'LU')).toContain('NU');
  });

  it('a 将 on tam2 hue by the Tam2 guards too, and only its own side', () => {
    // LO is tam2 hue only because the Tam2 stands next to it on KY.
    const state = position({ board: { LU: 'A赤王', NU: 'IA黒兵', LO: 'IA黒将', KY: '皇' } });
    expect(reachFrom(state, 'LU')).not.toContain('NU');
    const away = position({ board: { LU: 'A赤王', NU: 'IA黒兵', LO: 'IA黒将', KIA: '皇' } });
    expect(reachFrom(away, 'LU')).toContain('NU');
    const own = position({ board: { LU: 'A赤王', NU: 'IA黒兵', TU: 'A黒将' } });
    expect(reachFrom(own, 'LU')).toContain('NU');
  });
});
