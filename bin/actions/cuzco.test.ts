// The Cuzco assistant through the API by its actions alone, as players beside the real game
// who read no notation: a whole session of six rounds, on no board. Each round the holdings are
// corrected through the players' forms, a marker through its form, missions completed as the
// buttons offer them, the round closed, and the score markers entered from the entry's schema;
// then the game is ended.
//
// The pick: the follower's random choice among buttons would close rounds or never close them by
// chance, so this test picks as players do: the holdings forms of every player first, then a
// marker correction (once a round is closed), then up to two mission completions offered, then
// `round` (or `end` after the sixth round). An awaited entry is always the one action taken.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

const COLOURS = ['orange', 'purple', 'pink', 'turquoise'];
const GOODS = ['soup', 'clothes', 'bowl', 'decanter', 'tools', 'jewelry'];

type Schema = { properties: Record<string, { default?: unknown }> };
type View = { round: number; stage: string; players: { seat: string; missions: { completed: unknown[] } }[] };

/** A few fields of a player's holdings, as a person corrects them in the form (a merge patch). */
function holdingsPatch(random: () => number): Record<string, unknown> {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  return { feathers: { [pick(COLOURS)]: 3 }, goods: { [pick(GOODS)]: 2 }, food: 1 + Math.floor(random() * 5), priests: Math.floor(random() * 4) };
}

/** The markers after a round, one integer per property of the entry's schema: each player gains every round. */
function markers(schema: Schema, round: number): Record<string, number> {
  return Object.fromEntries(Object.keys(schema.properties).map((seat, i) => [seat, round * 10 + i * 3]));
}

function session(players: number) {
  let step = 0; // the actions taken since the round was last closed
  const taken: string[] = [];
  const pick = (game: FollowedGame, random: () => number): Action => {
    const entry = game.actions.find((a) => a.kind === 'entry');
    if (entry !== undefined) return entry;
    const holdings = game.actions.filter((a) => a.kind === 'form' && a.form.move.startsWith('set '));
    const marker = game.actions.find((a) => a.kind === 'form' && a.form.move.startsWith('track '));
    const completions = game.actions.filter((a) => a.kind === 'move' && a.label.en.includes(' completes mission '));
    const close = game.actions.find((a) => a.kind === 'move' && (a.move === 'round' || a.move === 'end'));
    const now = step++;
    if (now < holdings.length) return holdings[now];
    if (now === holdings.length && marker !== undefined) return marker;
    if (now < holdings.length + 3 && completions.length > 0) return completions[Math.floor(random() * completions.length)];
    step = 0;
    if (close === undefined) throw new Error(`nothing closes the round: ${JSON.stringify(game.actions.map((a) => a.label.en))}`);
    return close;
  };
  const fill = (action: Extract<Action, { kind: 'form' | 'entry' }>, game: FollowedGame, random: () => number): unknown => {
    const schema = action.form.schema as unknown as Schema;
    if (action.kind === 'entry') return markers(schema, (game.view as View).round);
    if (action.form.move.startsWith('set ')) return { holdings: holdingsPatch(random) };
    // A marker corrected: the last closed round's, one more than it was.
    return { round: schema.properties.round.default, marker: (schema.properties.marker.default as number) + 1 };
  };
  const after = (game: FollowedGame, action: Action): void => {
    taken.push(action.kind === 'move' ? action.move : action.kind);
    for (const a of game.actions) expect(a.label.en.length).toBeGreaterThan(0);
    if (game.over) {
      expect(game.actions).toEqual([]);
      return;
    }
    if (game.awaiting !== null) {
      // The markers are awaited: the entry is the one thing to do, with its prompt in words.
      expect(game.actions.map((a) => a.kind)).toEqual(['entry']);
      expect(game.actions[0].label.en).toMatch(/^Round [1-6] is closed: enter every player's score marker$/);
      expect(game.actions[0].label.ja).toMatch(/^ラウンド [1-6] が終了/);
    } else {
      expect(game.actions.some((a) => a.kind !== 'form' && a.kind !== 'entry')).toBe(true);
      expect(game.actions.filter((a) => a.kind === 'form').length).toBeGreaterThanOrEqual(players);
    }
  };
  return { pick, fill, after, taken };
}

describe('the Cuzco assistant played by its actions alone', () => {
  for (const [players, seed] of [[2, 1], [3, 5], [1, 9]] as const) {
    it(`keeps a whole six-round session of ${players} player(s) to its final ranking (seed ${seed})`, async () => {
      running = await startActionsApp({ game: 'cuzco', options: { players } });
      const s = session(players);
      const { game } = await followActions(running.app, running.id, { maxSteps: 200, seed, pick: s.pick, fill: s.fill, after: s.after });
      expect(game.over).toBe(true);
      expect(game.result).toMatchObject({ reason: expect.stringMatching(/^six rounds played/) });
      // Six rounds closed, their markers entered, and the end; missions completed on the way.
      expect(s.taken.filter((t) => t === 'round')).toHaveLength(6);
      expect(s.taken.filter((t) => t === 'entry')).toHaveLength(6);
      expect(s.taken.at(-1)).toBe('end');
      const completed = (game.view as View).players.flatMap((p) => p.missions.completed);
      expect(completed.length).toBeGreaterThan(0);
      // The running score counts the markers: the last row (60 + 3 per seat) at least.
      const scores = (game as unknown as { scores: Record<string, number> }).scores;
      for (let i = 0; i < players; i++) expect(scores[`P${i + 1}`]).toBeGreaterThanOrEqual(60 + 3 * i);
      // The log says every move in words: a holdings correction by what it changed, never its JSON.
      for (const entry of game.log) {
        expect(entry.label.en).not.toBe(entry.move);
        expect(entry.label.en).not.toMatch(/[{}]/);
      }
      expect(game.log.find((e) => e.move.startsWith('set P1 '))!.label.en).toMatch(/^P1's holdings: /);
      expect(game.log.some((e) => /^Correct P1's marker after round [1-5]: \d+$/.test(e.label.en))).toBe(true);
    });
  }

  it('shows the markers of a closed round as the running score (the header read "P1: 0 P2: 0")', async () => {
    running = await startActionsApp({ game: 'cuzco', options: { players: 2 } });
    const s = session(2);
    // The two holdings forms (no mission met yet with so little), then `round`, then the entry.
    const { game } = await followActions(running.app, running.id, {
      maxSteps: 4, seed: 2, fill: s.fill, after: s.after,
      pick: (g, random) => g.actions.find((a) => a.kind === 'entry') ?? (g.log.length < 2 ? s.pick(g, random) : g.actions.find((a) => a.kind === 'move' && a.move === 'round')!),
    });
    expect((game.view as View).round).toBe(2);
    const { scores } = game as unknown as { scores: Record<string, number> };
    // The markers entered: P1 10, P2 13; the end bonuses of so few holdings add nothing.
    expect(scores).toEqual({ P1: 10, P2: 13 });
  });
});
