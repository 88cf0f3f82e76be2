// The rule a hint follows for a game with no computer opponent: a capture first, else the move that
// scores most, else the first legal move the board senses; always legal, the same every time.
import { describe, expect, it } from 'vitest';
import { cetkaikGame, findGame, seededRng, type AnyGame } from '../../rules/index.ts';
import { ruleHint } from './rule-hint.ts';

function setUp(id: string, options: unknown, position?: unknown): { game: AnyGame; state: unknown } {
  const game = findGame(id)!;
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  if (position === undefined) return { game, state: game.setup(parsed.value, seededRng(1)) };
  const state = game.parsePosition(position, parsed.value);
  if (!state.ok) throw new Error(state.error.message);
  return { game, state: state.value };
}

const text = (game: AnyGame, state: unknown, hint: ReturnType<typeof ruleHint>) => (hint === null ? null : game.formatMove(hint.move, state));

describe('ruleHint', () => {
  it('gives a legal move, the same one every time (no capture or score: the first sensed move)', () => {
    const { game, state } = setUp('garden', {});
    const hint = ruleHint(game, state);
    expect(hint?.reason).toBe('first');
    const legal = (game.legalMoves(state) as unknown[]).map((m) => game.formatMove(m, state));
    expect(legal).toContain(text(game, state, hint));
    expect(text(game, state, ruleHint(game, state))).toBe(text(game, state, hint));
    expect(game.footprint(state, hint!.move).sensing ?? 'fully').not.toBe('not');
  });

  it('takes a piece when it can', () => {
    const piece = (side: string, color: string, kind: string) => ({ side, color, kind });
    const position = {
      ruleset: 'y1huap1', toMove: 'A', tamMovedBy: null, hands: { A: [], IA: [] },
      board: { KU: piece('A', 'black', 'kauk2'), KO: piece('IA', 'red', 'kauk2'), ZA: piece('A', 'red', 'io'), ZIA: piece('IA', 'black', 'io'), PIA: { kind: 'tam2' } },
    };
    const { state } = setUp('cetkaik', {}, position);
    const hint = ruleHint(cetkaikGame, state);
    expect(hint?.reason).toBe('capture');
    expect(text(cetkaikGame, state, hint)).toBe('KU片KO');
  });

  it('else scores the most it can, whatever comes first in the game\'s order', () => {
    // Six free cells of the centre row, a scarab on A5: the I on B5–F5 closes A5 with its scarab
    // and scores; the I on A5–E5 closes an empty F5 and scores nothing (both cover the centre).
    const rocks: string[] = [];
    for (let r = 1; r <= 10; r++) for (const c of 'ABCDEFGHIJ') if (!(r === 5 && 'ABCDEF'.includes(c))) rocks.push(`${c}${r}`);
    const { game, state } = setUp('scarabya', { mode: 'standard', players: 1, site: { rocks, scarabs: ['A5'] }, missions: ['I'] });
    const legal = (game.legalMoves(state) as unknown[]).map((m) => game.formatMove(m, state));
    expect(legal[0]).toBe('I:A5,B5,C5,D5,E5');
    const hint = ruleHint(game, state);
    expect(hint?.reason).toBe('score');
    expect(text(game, state, hint)).toBe('I:B5,C5,D5,E5,F5');
  });
});
