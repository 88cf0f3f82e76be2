/// <reference lib="dom" />
// Teaching beside the board on the dashboard: the same panels as the kiosk screen (the set-up's
// next piece, the lesson's step, the piece in hand and how it moves, a hint: table/screen.ts),
// folded from the same events (table/state.ts), the guided first games (lesson-panel.ts), and
// the Hint button with the count of hints given.
import { el } from '../dom.ts';
import { t } from '../i18n.ts';
import { pageLang } from '../lang.ts';
import { lessonPanel, type LessonPanelContext } from '../lesson-panel.ts';
import { panelsOf } from '../table/screen.ts';
import { initialState, withEvent, type KioskState } from '../table/state.ts';
import type { GameDetail, HostEvent } from '../types.ts';

/** The latest teaching events of each board. */
export class TeachingFeed {
  private readonly byBoard = new Map<string, KioskState>();

  add(e: HostEvent): void {
    const now = this.byBoard.get(e.board) ?? { ...initialState(), board: e.board };
    this.byBoard.set(e.board, withEvent(now, e));
  }

  /** The panels to show for a board and the game on it now. */
  panels(board: string | null, game: GameDetail | null): ReturnType<typeof panelsOf> {
    if (board === null || game === null) return [];
    const kept = this.byBoard.get(board) ?? { ...initialState(), board };
    return panelsOf({ ...kept, game }, pageLang());
  }
}

export interface TeachContext {
  feed: TeachingFeed;
  board: string | null;
  game: GameDetail | null;
  /** The lesson panel's wiring (null: no lessons, or nobody who may start one). */
  lessons: Omit<LessonPanelContext, 'board' | 'game'> | null;
  /** Extra controls shown with the panels (the hint button). */
  controls?: HTMLElement[];
}

/** Draws the teaching area, again only when what it shows changed. */
export function renderTeach(target: HTMLElement, ctx: TeachContext): void {
  const withLessons = ctx.lessons !== null && ctx.board !== null && (ctx.lessons.lessons.length > 0 || ctx.game?.lesson !== undefined && ctx.game.lesson !== null);
  // The lesson panel says the step itself: its kiosk panel is not shown twice.
  const panels = ctx.feed.panels(ctx.board, ctx.game).filter((p) => !(withLessons && p.kind === 'lesson'));
  const hints = ctx.game?.hints ?? 0;
  const key = JSON.stringify([panels, ctx.board, ctx.game?.id ?? null, ctx.game?.lesson ?? null, hints, ctx.lessons === null, ctx.lessons?.operator ?? false, ctx.lessons?.lessons.map((l) => l.id) ?? [], (ctx.controls ?? []).length, pageLang()]);
  if (target.dataset.shown === key) return;
  target.dataset.shown = key;
  const parts: HTMLElement[] = panels.map((p) => el('div', { class: 'teach-panel', 'data-kind': p.kind },
    el('h3', {}, p.heading),
    el('p', { class: 'teach-text' }, p.text),
    ...(p.detail ? [el('p', { class: 'teach-detail' }, p.detail)] : []),
    ...(p.progress ? [el('p', { class: 'teach-progress' }, p.progress)] : [])));
  if (withLessons) {
    parts.push(lessonPanel({ ...ctx.lessons!, board: ctx.board!, game: ctx.game }));
  }
  const controls = [...(ctx.controls ?? [])];
  // The journal counts hints; the players see how many they asked for.
  if (hints > 0) controls.push(el('span', { class: 'teach-hints', 'data-hints': hints }, t(hints === 1 ? 'hint.count.one' : 'hint.count.many', { count: hints })));
  if (controls.length > 0) parts.push(el('div', { class: 'teach-controls' }, ...controls));
  target.replaceChildren(...parts);
  target.hidden = parts.length === 0;
}
