// The free game played through the API by its actions alone, as a newcomer who reads no
// notation: on no board (9×9, over a thousand moves) the buttons are each piece's steps, grouped
// by piece, and forms reach every other move (new pieces among them); casts of physical sticks
// are answered by their heads.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, gameDetail, pickAtRandom, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

/** After every input: some complete action is offered (no entries in this game), in words. */
function checkOffered(game: FollowedGame): void {
  if (game.over) return expect(game.actions).toEqual([]);
  expect(game.actions.some((a) => a.kind !== 'form' && a.kind !== 'entry')).toBe(true);
  for (const a of game.actions) if (a.kind === 'move') expect(a.label.en).not.toBe(a.move);
}

/** A form now and then (each of them in turn), else a button. */
function formsToo(every: number) {
  let step = 0;
  return (game: FollowedGame, random: () => number): Action => {
    const forms = game.actions.filter((a) => a.kind === 'form');
    step++;
    return forms.length > 0 && step % every === 0 ? forms[(step / every) % forms.length] : pickAtRandom(game, random);
  };
}

describe('free play by its actions alone', () => {
  it('offers each piece’s steps in groups and forms for the rest on no board, and plays to its limit', async () => {
    running = await startActionsApp({ game: 'free', options: { limit: 12 } });
    const start = await gameDetail(running.app, running.id);
    const moves = start.actions.filter((a): a is Extract<Action, { kind: 'move' }> => a.kind === 'move');
    expect(moves).toHaveLength(2 * (2 + 7 * 3 + 2));
    expect(moves[0]).toEqual({ kind: 'move', move: 'A1-A2', label: { en: 'Move the piece on A1 to A2', ja: 'A1 の駒を A2 へ動かす' }, group: { en: 'The piece on A1', ja: 'A1 の駒' } });
    expect(new Set(moves.map((m) => m.group?.en)).size).toBe(18);
    expect(start.actions.filter((a) => a.kind === 'form').map((a) => a.label.en)).toEqual(['Move a piece']);
    for (const seed of [1, 2]) {
      if (seed > 1) running = await startActionsApp({ game: 'free', options: { limit: 12 }, seed });
      const { game, steps, taken } = await followActions(running!.app, running!.id, { maxSteps: 30, seed, pick: formsToo(3), after: checkOffered });
      expect(game.over).toBe(true);
      expect(steps).toBe(12);
      expect(game.result?.reason).toBe('move limit');
      expect(taken.filter((a) => a.kind === 'form')).toHaveLength(4);
      expect(game.log.every((l) => /^Move the piece on [A-I]\d to [A-I]\d$/.test(l.label.en))).toBe(true);
      await running!.close();
      running = null;
    }
  });

  it('puts new coloured pieces through the form and counts each cast of physical sticks', async () => {
    running = await startActionsApp({ game: 'free', options: { add: true, colors: ['red', 'black'], cast: 2, limit: 12, sticks: 'physical' } });
    const start = await gameDetail(running.app, running.id);
    // Every other move a new piece, through its form: too many to be buttons on a 9×9 board.
    expect(start.actions.filter((a) => a.kind === 'form').map((a) => a.label)).toEqual([{ en: 'Move a piece', ja: '駒を動かす' }, { en: 'Put a new piece', ja: '新しい駒を置く' }]);
    let moved = 0;
    const pick = (game: FollowedGame, random: () => number): Action => {
      if (game.awaiting !== null) return pickAtRandom(game, random);
      moved++;
      const add = game.actions.find((a) => a.kind === 'form' && a.label.en === 'Put a new piece');
      return moved % 2 === 0 && add !== undefined ? add : pickAtRandom(game, random);
    };
    let casts = 0;
    const after = (game: FollowedGame, action: Action) => {
      checkOffered(game);
      if (action.kind === 'sticks') casts++;
      // After every move but the last, the game waits for the heads of 2 sticks, and nothing else.
      if (action.kind !== 'sticks' && !game.over) expect(game.actions.map((a) => a.kind === 'sticks' && a.sticks)).toEqual([0, 1, 2]);
    };
    const { game, steps } = await followActions(running.app, running.id, { maxSteps: 60, seed: 5, pick, after });
    expect(game.over).toBe(true);
    expect(game.result?.reason).toBe('move limit');
    expect(casts).toBe(11);
    expect(steps).toBe(12 + 11);
    const added = game.log.filter((l) => l.move.startsWith('+'));
    expect(added).toHaveLength(6);
    for (const l of added) {
      expect(l.move).toMatch(/^\+[A-I][1-9]:(red|black)$/);
      expect(l.label.en).toMatch(/^Put a new (red|black) piece on [A-I][1-9]$/);
      expect(l.label.ja).toMatch(/^[A-I][1-9] に新しい駒（(赤|黒)）を置く$/);
    }
    // A piece moved keeps its colour, and the words say it.
    expect(game.log.filter((l) => !l.move.startsWith('+')).every((l) => /^Move the (red|black) piece on/.test(l.label.en))).toBe(true);
  });
});
