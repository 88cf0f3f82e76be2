// The new-game form: board, game, options and position as JSON, physical sticks, seed.
import { el } from './dom.ts';
import type { BoardSummary, GameInfo } from './types.ts';

export interface NewGameRequest { board: string | string[]; game: string; options?: Record<string, unknown>; position?: unknown; seed?: number }

export function fillSetupForm(form: HTMLFormElement, boards: BoardSummary[], catalog: GameInfo[], selectedBoard: string | null, currentGame: string | null): void {
  const boardSelect = form.elements.namedItem('board') as HTMLSelectElement;
  const gameSelect = form.elements.namedItem('game') as HTMLSelectElement;
  // Once filled, the form keeps what the operator picked ('' is "no board").
  const keepBoard = boardSelect.options.length > 0 ? boardSelect.value : selectedBoard;
  const keepGame = gameSelect.options.length > 0 ? gameSelect.value : currentGame;
  boardSelect.replaceChildren(
    ...boards.map((b) => el('option', { value: b.id, selected: b.id === keepBoard }, `${b.id} (${b.profile.rows}×${b.profile.cols}${b.simulated ? ', simulated' : ''})`)),
    el('option', { value: '', selected: keepBoard === '' }, 'no board (entered moves only)'),
  );
  gameSelect.replaceChildren(...catalog.map((g) => el('option', { value: g.id, selected: g.id === keepGame }, `${g.title} (${g.id})`)));
}

/** The form as a request, or a message saying which field is wrong. */
export function readSetupForm(form: HTMLFormElement): { ok: true; value: NewGameRequest } | { ok: false; error: string } {
  const data = new FormData(form);
  const text = (name: string): string => String(data.get(name) ?? '').trim();
  // No board: the game is played from this page (a game with no board, or by entered moves).
  const request: NewGameRequest = { board: text('board') === '' ? [] : text('board'), game: text('game') };
  let options: unknown = {};
  if (text('options') !== '') {
    try { options = JSON.parse(text('options')); } catch { return { ok: false, error: 'options: not valid JSON' }; }
    if (typeof options !== 'object' || options === null || Array.isArray(options)) return { ok: false, error: 'options must be a JSON object' };
  }
  if (data.get('physical') !== null) (options as Record<string, unknown>).sticks = 'physical';
  if (Object.keys(options as object).length > 0) request.options = options as Record<string, unknown>;
  if (text('position') !== '') {
    try { request.position = JSON.parse(text('position')); } catch { return { ok: false, error: 'position: not valid JSON' }; }
  }
  if (text('seed') !== '') {
    const seed = Number(text('seed'));
    if (!Number.isInteger(seed) || seed < 0) return { ok: false, error: 'seed must be a whole number of at least 0' };
    request.seed = seed;
  }
  return { ok: true, value: request };
}
