// What the kiosk screen says, in one language, from its state: the game's title, whose turn, the
// last move, what the board waits for and the teaching panels. Pure text, no DOM: the page draws
// it (view.ts) and the tests read it.
import { t } from '../i18n.ts';
import type { Lang, Words } from '../lang.ts';
import type { Awaiting } from '../types.ts';
import type { KioskState, Teaching } from './state.ts';

export type WaitKind = 'move' | 'choice' | 'cast' | 'entry' | 'confirm' | 'correction' | 'setup' | 'thinking' | 'computer-move' | 'peer' | 'peer-move' | 'over';

export interface Waiting { kind: WaitKind; text: string; /** More of it: the choice's question and options, the cells to fix, the winner. */ detail: string }

export interface Panel { kind: keyof Teaching; heading: string; text: string; detail: string; /** "Step 3 of 12", "5 of 32 in place". */ progress: string }

export type Screen =
  | { mode: 'idle'; board: string; note: string }
  | { mode: 'game'; board: string; note: string; title: string; turn: string; lastMove: string; waiting: Waiting; panels: Panel[] };

/** Words from the host in `lang` (the English when that one is missing). */
export function say(words: Words | null | undefined, lang: Lang): string {
  return words ? words[lang] || words.en : '';
}

export function screenOf(state: KioskState, lang: Lang): Screen {
  const board = state.board === null ? '' : t('table.board', { board: state.board }, lang);
  const note = state.board === null ? t('table.idle.noBoard', {}, lang)
    : state.missing !== null ? t('table.idle.unknownBoard', { board: state.missing, shown: state.board }, lang) : '';
  const game = state.game;
  if (game === null) return { mode: 'idle', board, note };
  return {
    mode: 'game',
    board,
    note,
    title: say(game.names, lang) || game.title,
    turn: game.toMove && !game.over ? t('table.turn.side', { side: game.toMove }, lang) : '',
    lastMove: lastMoveOf(game, lang),
    waiting: waitingOf(state, lang),
    panels: panelsOf(state, lang),
  };
}

function lastMoveOf(game: NonNullable<KioskState['game']>, lang: Lang): string {
  const last = game.log.at(-1);
  if (!last) return t('table.lastMove.none', {}, lang);
  const words = say(last.label, lang) || last.move;
  return last.failed ? t('table.lastMove.refused', { move: words }, lang) : words;
}

/** What the board waits for, the most pressing first: a board to put right before anything else. */
export function waitingOf(state: KioskState, lang: Lang): Waiting {
  const game = state.game!;
  const w = (kind: WaitKind, key: Parameters<typeof t>[0], params: Record<string, string | number> = {}, detail = ''): Waiting => ({ kind, text: t(key, params, lang), detail });
  if (game.over) {
    const winner = game.result?.winner;
    return w('over', 'table.wait.over', {}, [winner ? t('table.over.winner', { winner }, lang) : t('table.over.noWinner', {}, lang), t('table.over.next', {}, lang)].join(lang === 'ja' ? '' : ' '));
  }
  const setup = shown(state.teaching.setup, state);
  if ((setup && setup.cell !== null) || state.settingUp) return w('setup', 'table.wait.setup');
  if (state.correction) {
    const { clear, fill, reason } = state.correction;
    const cells = [clear.length > 0 ? t('table.wait.clear', { cells: clear.join(' ') }, lang) : '', fill.length > 0 ? t('table.wait.fill', { cells: fill.join(' ') }, lang) : ''];
    // The host says why in English only: shown to English readers.
    return w('correction', 'table.wait.correction', {}, [...cells, lang === 'en' && reason ? `(${reason})` : ''].filter((s) => s !== '').join(' · '));
  }
  const awaiting = game.awaiting as Awaiting | null;
  const prompt = say(game.prompt, lang);
  if (awaiting?.type === 'choice') {
    const options = game.actions.filter((a) => a.kind === 'choice').map((a) => say(a.label, lang));
    return w('choice', 'table.wait.choice', {}, [prompt || awaiting.prompt, options.join(' · ')].filter((s) => s !== '').join(' — '));
  }
  if (awaiting?.type === 'pending') return w('cast', 'table.wait.cast', { sticks: awaiting.sticks }, prompt);
  if (awaiting?.type === 'entry') return w('entry', 'table.wait.entry', {}, prompt || awaiting.prompt);
  if (game.confirm.length > 0) return w('confirm', 'table.wait.confirm');
  const computer = game.computer;
  if (computer?.thinking) return w('thinking', 'table.wait.thinking');
  if (computer?.move !== undefined) return w('computer-move', 'table.wait.computerMove', {}, computer.move);
  const remote = game.remote?.waiting;
  if (remote?.for === 'peer-to-make') return w('peer', 'table.wait.peer');
  if (remote?.for === 'us-to-make') return w('peer-move', 'table.wait.peerMove', {}, remote.move);
  return w('move', 'table.wait.move');
}

/** A teaching event of the game shown now (one that named no game goes with any). */
function shown<T extends { game?: string }>(item: T | null, state: KioskState): T | null {
  return item !== null && (item.game === undefined || item.game === state.game?.id) ? item : null;
}

/** The teaching panels, in the order a newcomer meets them: set-up, lesson, the piece in hand, a hint. */
export function panelsOf(state: KioskState, lang: Lang): Panel[] {
  const panels: Panel[] = [];
  const { setup, lesson, lifted, hint } = state.teaching;
  const s = shown(setup, state);
  if (s) {
    const text = s.cell === null ? t('table.setup.done', { total: s.total }, lang)
      : s.piece ? t('table.setup.next', { piece: say(s.piece, lang), cell: s.cell }, lang) : t('table.setup.nextCell', { cell: s.cell }, lang);
    panels.push({ kind: 'setup', heading: t('table.setup', {}, lang), text, detail: '', progress: s.cell === null ? '' : t('table.setup.count', { placed: s.placed, total: s.total }, lang) });
  }
  const l = shown(lesson, state);
  if (l) {
    panels.push({
      kind: 'lesson',
      heading: t('table.lesson', {}, lang),
      text: say(l.say, lang),
      detail: l.done ? t('table.lesson.done', {}, lang) : '',
      progress: t('table.lesson.step', { step: l.step, steps: l.steps }, lang),
    });
  }
  const p = shown(lifted, state);
  if (p) {
    panels.push(p.piece
      ? { kind: 'lifted', heading: t('table.lifted', {}, lang), text: t('table.lifted.piece', { piece: say(p.piece.name, lang), cell: p.cell }, lang), detail: say(p.piece.moves, lang), progress: '' }
      : { kind: 'lifted', heading: t('table.lifted', {}, lang), text: t('table.lifted.unknown', { cell: p.cell }, lang), detail: '', progress: '' });
  }
  const h = shown(hint, state);
  if (h) {
    panels.push({ kind: 'hint', heading: t('table.hint', {}, lang), text: say(h.label, lang) || h.move, detail: t(h.by === 'bot' ? 'table.hint.bot' : 'table.hint.rule', {}, lang), progress: '' });
  }
  return panels;
}
