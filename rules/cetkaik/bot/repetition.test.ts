// Going round in circles: what the bot learns from the season's earlier states, and that it stops
// shuffling a piece back and forth once the same position keeps coming back.
import { describe, expect, it } from 'vitest';
import { encodeMove } from '../moves.ts';
import { cast, game, move, playText, position, start, text } from '../testing/support.ts';
import type { CetkaikState } from '../types.ts';
import { chooseAction } from './choose.ts';
import type { BotOptions } from './choose.ts';
import { QUIET_GRACE, QUIET_SLOPE, advance, quietPenalty, repeatCost, repeatPenalty, rootBias, seasonRecord } from './repetition.ts';
import { SearchPosition, positionKey } from './search-position.ts';
import { randomGame, withTally } from './testing/positions.ts';
import { WEIGHTS } from './weights.ts';

function chosen(state: CetkaikState, options: BotOptions): string {
  const result = chooseAction(state, state.toMove, options);
  if (!result.ok) throw new Error(result.error.message);
  if (result.value.kind !== 'move') throw new Error(`a move was due, not ${result.value.kind}`);
  return text(state, result.value.move);
}

// IA's 弓 on PIA chases A's 車 up and down: on PU it is attacked along the P file and CU is its
// only safe square; from CIA the 弓 attacks it on CU, and PU is safe again. Every other A move
// leaves the 車 to be taken (at ×2, about 1.7 points worse), so the 車 goes PU → CU → PU …
const chased = () =>
  withTally(
    position({
      board: {
        KA: 'A赤王', KI: 'A黒兵', LI: 'A赤兵', TI: 'A赤兵', PU: 'A黒車',
        KIA: 'IA黒王', KAI: 'IA黒兵', LAI: 'IA赤兵', TAI: 'IA赤兵', PIA: 'IA赤弓',
      },
    }),
    { rate: 2 },
  );

/** The chase's states, `rounds` times round: PU片CU, PIA片CIA, CU片PU, CIA片PIA. */
function chase(rounds: number): { history: CetkaikState[]; now: CetkaikState } {
  let now = chased();
  const history: CetkaikState[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const notation of ['PU片CU', 'PIA片CIA', 'CU片PU', 'CIA片PIA']) {
      history.push(now);
      now = playText(now, notation).state;
    }
  }
  return { history, now };
}

describe('the season record', () => {
  it('counts each position met and the moves since the last capture, within the season', () => {
    const { history, now } = chase(3);
    const record = seasonRecord(now, history);
    expect(record.quietMoves).toBe(12);
    expect(record.seen.get(positionKey(now))).toBe(3);
    expect(record.seen.get(positionKey(playText(now, 'PU片CU').state))).toBe(3);
    // The history may end with the state itself: it is not counted twice.
    expect(seasonRecord(now, [...history, now])).toEqual(record);
    // Moves before a capture are not quiet moves; states of another season count for nothing.
    const taken = playText(playText(now, 'KA片LA').state, 'PIA片PU').state;
    const after = seasonRecord(playText(taken, 'LA片KA').state, [...history, now, playText(now, 'KA片LA').state, taken]);
    expect(after.quietMoves).toBe(1);
    const earlierSeason = history.map((state) => withTally(state, { season: 1 }));
    expect(seasonRecord(now, earlierSeason)).toEqual({ seen: new Map(), quietMoves: 0 });
  });

  it('keys a state as the search position built from it does, over random games', () => {
    for (const ruleset of ['y1huap1', 'cerke_online', 'kyouiku'] as const) {
      for (const state of randomGame(5, ruleset, 200).filter((s) => !s.over)) {
        const pos = new SearchPosition(state, WEIGHTS);
        expect(positionKey(state)).toBe(`${pos.keyLo()}:${pos.keyHi()}`);
      }
    }
  });

  it('makes a repeat cost more each time, and quiet moves cost more the longer nobody captures', () => {
    expect([0, 1, 2, 3, 5, 9].map(repeatPenalty)).toEqual([0, 1, 4, 16, 256, 256]);
    expect(quietPenalty(QUIET_GRACE)).toBe(0);
    expect(quietPenalty(QUIET_GRACE + 100)).toBeCloseTo(100 * QUIET_SLOPE, 9);
    // Forward is down the board for A, up for IA; the pressure halves two rows forward.
    const initial = start();
    const pos = new SearchPosition(initial, WEIGHTS);
    const packed = (notation: string) => encodeMove(move(initial, notation)) as number;
    expect(advance(packed('KI片KU'), pos.side)).toBe(1);
    const quiet = Array.from({ length: 160 }, () => withTally(initial, {}));
    const record = seasonRecord(initial, quiet);
    expect(record.quietMoves).toBe(160);
    expect(rootBias(pos, packed('KI片KU'), record)).toBeCloseTo(-0.75 * quietPenalty(160), 9);
    expect(rootBias(pos, packed('KI片KU'), seasonRecord(initial, []))).toBeCloseTo(0, 9);
  });

  it('counts a move that fails as going back too: it leaves the board as it was', () => {
    // The 弓 steps on its 兵 on KI, then aims 6 squares down the K file: no cast reaches that far.
    const before = position({ board: { KE: 'A赤弓', KI: 'A赤兵', PA: 'A赤王', PIA: 'IA黒王' } });
    const passed = cast(playText(before, 'KE片KI心KIA').state, 5).state;
    expect(passed.board).toEqual(before.board);
    expect(passed.toMove).toBe('IA');
    const pos = new SearchPosition(before, WEIGHTS);
    const hopeless = encodeMove(move(before, 'KE片KI心KIA')) as number;
    expect(pos.successChance(hopeless)).toBe(0);
    const record = seasonRecord(before, [passed, before, passed]);
    expect(repeatCost(pos, hopeless, record.seen)).toBe(repeatPenalty(2));
    expect(rootBias(pos, hopeless, record)).toBe(-repeatPenalty(2));
    // A step of the 王 always completes, and somewhere new.
    expect(repeatCost(pos, encodeMove(move(before, 'PA片PE')) as number, record.seen)).toBe(0);
  });
});

describe('going round in circles', { timeout: 120_000 }, () => {
  it.each(['normal', 'strong'] as const)('%s stops shuffling a chased piece back and forth once the position keeps coming back', (level) => {
    const options = { level, seed: 1, budget: { nodes: 6_000 } };
    // On its own, and the first time back, it saves the 車 on CU.
    expect(chosen(chased(), options)).toBe('PU片CU');
    const once = chase(1);
    expect(chosen(once.now, { ...options, history: once.history })).toBe('PU片CU');
    // The third time round, another move: the 車 is not worth going round for ever.
    const twice = chase(2);
    const other = chosen(twice.now, { ...options, history: twice.history });
    expect(other).not.toBe('PU片CU');
    expect(game.legalMoves(twice.now).map((m) => text(twice.now, m))).toContain(other);
  });
});
