// Terra Pyramides played through the API by its actions alone, on no board, as a newcomer who
// reads no notation would: placements grouped by square, the line as a choice in words, workers
// sent, tiles drawn, picks and stack reorders answered; to the end of the game.
import { afterEach, describe, expect, it } from 'vitest';
import { followActions, pickAtRandom, type Action, type FollowedGame } from '../../dashboard/testing/follow-actions.ts';
import { startActionsApp, type ActionsApp } from '../testing/actions-app.ts';

let running: ActionsApp | null = null;
afterEach(async () => { await running?.close(); running = null; });

/** The moves of a turn most of the time (placements, lines, workers, draws), an extra action now and then, so a game ends soon. */
function mostlyTheTurn(game: FollowedGame, random: () => number): Action {
  const core = game.actions.filter((a) => a.kind === 'choice' || (a.kind === 'move' && a.group?.en !== 'Extra actions'));
  return core.length > 0 && random() < 0.8 ? core[Math.floor(random() * core.length)] : pickAtRandom(game, random);
}

interface Seen { steps: number; lines: number; grouped: number; problems: string[] }

/** Checks every step: something complete is offered unless an entry is awaited; every label is in words. */
function watch(seen: Seen) {
  return (game: FollowedGame, action: Action): void => {
    seen.steps++;
    if (action.kind === 'choice' && /^(The (row|column|diagonal)|[A-Z][0-9]+ alone)/.test(action.label.en)) seen.lines++;
    if (game.over) return;
    const complete = game.actions.filter((a) => a.kind !== 'form' && a.kind !== 'entry');
    if (game.awaiting?.type !== 'entry') expect(complete.length, `step ${seen.steps}: nothing complete offered`).toBeGreaterThan(0);
    // Plain checks, gathered: an expect per button of every step would cost more than the game.
    for (const a of game.actions) {
      if (a.label.en.length === 0 || a.label.ja.length === 0) seen.problems.push(`step ${seen.steps}: no words for ${JSON.stringify(a)}`);
      if (a.kind === 'move' && a.label.en === a.move) seen.problems.push(`step ${seen.steps}: ${a.move} in notation`);
      if (a.kind === 'move' && a.move.startsWith('place ')) {
        if (a.group?.en !== `On ${a.move.split(' ')[1]}`) seen.problems.push(`step ${seen.steps}: ${a.move} not grouped by its square`);
        seen.grouped++;
      }
    }
  };
}

describe('Terra Pyramides by its actions alone', () => {
  it('plays a whole 2-player game of the base game to its end', async () => {
    const seed = 1;
    running = await startActionsApp({ game: 'terra', options: { version: 1 }, seed });
    const seen: Seen = { steps: 0, lines: 0, grouped: 0, problems: [] };
    const { game, steps } = await followActions(running.app, running.id, { maxSteps: 3000, seed, pick: mostlyTheTurn, after: watch(seen) });
    expect(seen.problems).toEqual([]);
    expect(game.over).toBe(true);
    expect(game.result?.reason).toContain('the tiles ran out');
    expect(steps).toBeGreaterThan(40);
    // Every turn chose a line (in words), and the placements were grouped by square.
    expect(seen.lines).toBeGreaterThan(20);
    expect(seen.grouped).toBeGreaterThan(100);
    // The log names the moves in words.
    expect(game.log.some((l) => l.label.en.startsWith('Put the stair tile on '))).toBe(true);
    expect(game.log.some((l) => l.label.en.startsWith('Draw the top tile of stack '))).toBe(true);
  });

  it('plays a whole game of envelope 2 (Nile and oases) to its end', async () => {
    running = await startActionsApp({ game: 'terra', options: { version: 3 }, seed: 3 });
    const seen: Seen = { steps: 0, lines: 0, grouped: 0, problems: [] };
    const { game } = await followActions(running.app, running.id, { maxSteps: 3000, seed: 3, pick: mostlyTheTurn, after: watch(seen) });
    expect(seen.problems).toEqual([]);
    expect(game.over).toBe(true);
    expect(seen.lines).toBeGreaterThan(10);
  });

  it('plays a game with the real tiles entered (each turned up picked among the tiles it may be) to its end', async () => {
    running = await startActionsApp({ game: 'terra', options: { version: 1, draws: 'entered' }, seed: 4 });
    const seen: Seen = { steps: 0, lines: 0, grouped: 0, problems: [] };
    let entries = 0;
    // Each tile turned up is chosen from the entry's list (its form), at random.
    const { game } = await followActions(running.app, running.id, {
      maxSteps: 3000, seed: 4, pick: mostlyTheTurn, after: (g, a) => { if (a.kind === 'entry') entries++; watch(seen)(g, a); },
      fill: (action, _game, random) => {
        const props = action.form.schema.properties as Record<string, { oneOf?: { const: unknown }[]; enum?: unknown[] }>;
        const [key, prop] = Object.entries(props)[0];
        const values = prop.oneOf?.map((o) => o.const) ?? prop.enum;
        return values ? { [key]: values[Math.floor(random() * values.length)] } : action.kind === 'entry' ? action.form.example : undefined;
      },
    });
    expect(seen.problems).toEqual([]);
    expect(game.over).toBe(true);
    // 4 start tiles, 2 first hands, a foundation now and then and every draw: all entered.
    expect(entries).toBeGreaterThan(30);
  });
});
