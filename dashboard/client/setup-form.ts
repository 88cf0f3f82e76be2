// The new-game form: board, game (each saying what it needs and whether the chosen board holds
// it), the game's options as fields drawn from its schema, physical sticks, and under "Advanced"
// the options as JSON (merged over the fields), a position and a seed.
import { el } from './dom.ts';
import { inWords } from './lang.ts';
import { t } from './i18n.ts';
import { schemaFields } from './render/entry-form.ts';
import type { BoardSummary, GameInfo } from './types.ts';

export interface NewGameRequest { board: string | string[]; game: string; options?: Record<string, unknown>; position?: unknown; seed?: number; setUp?: boolean }

type Read = ReturnType<typeof schemaFields>['read'];

/** What the form shows now: the options' fields are drawn again only when the game changes. */
interface Drawn { game: string; read: Read | null }
const drawn = new WeakMap<HTMLFormElement, Drawn>();

export interface SetupParts {
  form: HTMLFormElement;
  /** Where the game's option fields go. */
  options: HTMLElement;
  /** Whether the chosen game fits the chosen board, in words. */
  fit: HTMLElement;
}

export function fillSetupForm(parts: SetupParts, boards: BoardSummary[], catalog: GameInfo[], selectedBoard: string | null, currentGame: string | null): void {
  const { form } = parts;
  const boardSelect = form.elements.namedItem('board') as HTMLSelectElement;
  const gameSelect = form.elements.namedItem('game') as HTMLSelectElement;
  // Once filled, the form keeps what the operator picked ('' is "no board").
  const keepBoard = boardSelect.options.length > 0 ? boardSelect.value : selectedBoard;
  const keepGame = gameSelect.options.length > 0 ? gameSelect.value : currentGame;
  const boardsKey = JSON.stringify(boards.map((b) => [b.id, b.profile.rows, b.profile.cols, b.simulated]));
  if (boardSelect.dataset.shown !== boardsKey) {
    boardSelect.dataset.shown = boardsKey;
    boardSelect.replaceChildren(
      ...boards.map((b) => el('option', { value: b.id, selected: b.id === keepBoard }, t(b.simulated ? 'setup.boardOptionSim' : 'setup.boardOption', { board: b.id, rows: b.profile.rows, cols: b.profile.cols }))),
      el('option', { value: '', selected: keepBoard === '' }, t('setup.noBoard')),
    );
  }
  const board = boardSelect.value;
  const gamesKey = JSON.stringify([board, catalog.map((g) => g.id)]);
  if (gameSelect.dataset.shown !== gamesKey) {
    gameSelect.dataset.shown = gamesKey;
    // Games the chosen board holds first; the others say what they need.
    const fits = (g: GameInfo) => board === '' || g.fits[board] === null;
    const option = (g: GameInfo) => el('option', { value: g.id, selected: g.id === keepGame }, fits(g) ? inWords(g.names, g.title) : t('setup.needs', { title: inWords(g.names, g.title), needs: g.needs }));
    const held = catalog.filter(fits);
    const other = catalog.filter((g) => !fits(g));
    gameSelect.replaceChildren(
      ...(other.length === 0 ? held.map(option) : [
        el('optgroup', { label: board === '' ? t('setup.games') : t('setup.onBoard', { board }) }, ...held.map(option)),
        el('optgroup', { label: t('setup.notOnBoard', { board }) }, ...other.map(option)),
      ]),
    );
  }
  const game = catalog.find((g) => g.id === gameSelect.value) ?? null;
  showFit(parts, game, board, boardSelect);
  const before = drawn.get(form);
  if (before?.game !== (game?.id ?? '')) {
    if (game?.options) {
      const fields = schemaFields(game.options, undefined, 'option');
      parts.options.replaceChildren(el('fieldset', { class: 'option-fields' }, el('legend', {}, t('setup.options')), ...fields.nodes));
      drawn.set(form, { game: game.id, read: fields.read });
    } else {
      parts.options.replaceChildren();
      drawn.set(form, { game: game?.id ?? '', read: null });
    }
  }
}

/** Says whether the chosen board holds the game; when it does not, offers to play it with no board. */
function showFit(parts: SetupParts, game: GameInfo | null, board: string, boardSelect: HTMLSelectElement): void {
  const why = game === null || board === '' ? null : game.fits[board] ?? null;
  const key = JSON.stringify([game?.id, board, why]);
  if (parts.fit.dataset.shown === key) return;
  parts.fit.dataset.shown = key;
  parts.fit.dataset.fits = String(why === null);
  if (game === null) { parts.fit.replaceChildren(); return; }
  const about = t('setup.about', { title: inWords(game.names, game.title), needs: game.needs, players: game.players[0] === game.players[1] ? game.players[0] : `${game.players[0]}–${game.players[1]}` });
  if (why === null) {
    parts.fit.replaceChildren(el('span', {}, board === '' && game.board !== 'no board' ? t('setup.aboutNoBoard', { about }) : about));
    return;
  }
  const noBoard = el('button', { type: 'button', class: 'no-board' }, t('setup.playNoBoard'));
  noBoard.addEventListener('click', () => {
    boardSelect.value = '';
    boardSelect.dispatchEvent(new Event('change', { bubbles: true }));
  });
  parts.fit.replaceChildren(el('span', { class: 'misfit' }, t('setup.misfit', { about, board, why })), ' ', noBoard);
}

/** The form as a request, or a message saying which field is wrong. */
export function readSetupForm(form: HTMLFormElement): { ok: true; value: NewGameRequest } | { ok: false; error: string } {
  const data = new FormData(form);
  const text = (name: string): string => String(data.get(name) ?? '').trim();
  // No board: the game is played from this page (a game with no board, or by entered moves).
  const request: NewGameRequest = { board: text('board') === '' ? [] : text('board'), game: text('game') };
  const fields = drawn.get(form);
  let options: Record<string, unknown> = {};
  if (fields?.read && fields.game === request.game) {
    const read = fields.read();
    if (!read.ok) return { ok: false, error: t('setup.optionsError', { error: read.error }) };
    options = read.value as Record<string, unknown>;
  }
  if (text('options') !== '') {
    let typed: unknown;
    try { typed = JSON.parse(text('options')); } catch { return { ok: false, error: t('setup.optionsNotJson') }; }
    if (typeof typed !== 'object' || typed === null || Array.isArray(typed)) return { ok: false, error: t('setup.optionsNotObject') };
    // What is typed as JSON goes over the fields.
    options = { ...options, ...(typed as Record<string, unknown>) };
  }
  if (data.get('physical') !== null) options.sticks = 'physical';
  if (data.get('setUp') !== null) request.setUp = true;
  if (Object.keys(options).length > 0) request.options = options;
  if (text('position') !== '') {
    try { request.position = JSON.parse(text('position')); } catch { return { ok: false, error: t('setup.positionNotJson') }; }
  }
  if (text('seed') !== '') {
    const seed = Number(text('seed'));
    if (!Number.isInteger(seed) || seed < 0) return { ok: false, error: t('setup.seedWrong') };
    request.seed = seed;
  }
  return { ok: true, value: request };
}
