// Test helpers: positions from JSON, steps played from text, moves listed as `tabletop moves` does.
import type { GameEvent, Json } from '../../contract.ts';
import { seededRng } from '../../rng.ts';
import { terraGame as game } from '../game.ts';
import type { TerraOptions, TerraState } from '../types.ts';

export function options(json: object = {}): TerraOptions {
  const parsed = game.parseOptions(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export function position(json: object, opts: object = {}): TerraState {
  const parsed = game.parsePosition(json, options(opts));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** `tabletop moves`: every legal move, formatted, sorted. */
export const moves = (state: TerraState): string[] => game.legalMoves(state).map((m) => game.formatMove(m, state)).sort();

/**
 * One step: a move in notation, `line <name>` / `choose <option>` (the pending choice),
 * `entry <json>` (the pending entry). Returns the new state and the events; throws when refused.
 */
export function step(state: TerraState, text: string): { state: TerraState; events: GameEvent[] } {
  const rng = seededRng(1);
  let result;
  if (text.startsWith('line ') || text.startsWith('choose ')) result = game.resolve(state, { choice: text.slice(text.indexOf(' ') + 1) }, rng);
  else if (text.startsWith('entry ')) result = game.resolve(state, { entry: JSON.parse(text.slice(6)) as Json }, rng);
  else {
    const move = game.parseMove(text, state);
    if (!move.ok) throw new Error(`${text}: ${move.error.message}`);
    result = game.play(state, move.value, rng);
  }
  if (!result.ok) throw new Error(`${text}: ${result.error.message}`);
  return result.value;
}

export function run(state: TerraState, steps: string[]): TerraState {
  return steps.reduce((s, t) => step(s, t).state, state);
}

/** The refusal a step meets (its code and message). */
export function refusal(state: TerraState, text: string): { code: string; message: string } {
  const rng = seededRng(1);
  const move = game.parseMove(text, state);
  if (!move.ok) return move.error;
  const played = game.play(state, move.value, rng);
  if (played.ok) throw new Error(`${text} was accepted`);
  return played.error;
}

export const notes = (events: GameEvent[]): string[] => events.flatMap((e) => (e.type === 'note' ? [e.text] : []));

/** Plays a seeded random game to its end; pending choices and entries taken at random / from the example. */
export function randomGame(opts: object, seed: number, pick?: (moves: string[], state: TerraState) => string | undefined): { state: TerraState; log: string[]; events: GameEvent[] } {
  const rng = seededRng(seed);
  let state = game.setup(options(opts), rng);
  const log: string[] = [];
  const events: GameEvent[] = [];
  for (let n = 0; n < 5000 && !game.isOver(state); n++) {
    const asked = game.pending(state);
    let text: string;
    if (asked?.kind === 'choice') text = `choose ${asked.options[rng.int(0, asked.options.length - 1)]}`;
    else if (asked?.kind === 'entry') text = `entry ${JSON.stringify(asked.example)}`;
    else {
      const all = moves(state);
      const core = all.filter((m) => /^(place|pass|move|return|draw|end|build)\b/.test(m));
      const pool = core.length > 0 && rng.int(0, 3) > 0 ? core : all;
      text = pick?.(all, state) ?? pool[rng.int(0, pool.length - 1)];
      if (!all.includes(text)) text = all[rng.int(0, all.length - 1)];
    }
    const next = step(state, text);
    log.push(`${state.toMove}: ${text}`);
    events.push(...next.events);
    state = next.state;
  }
  return { state, log, events };
}
