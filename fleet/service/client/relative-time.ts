/// <reference lib="dom" />
// "12 s ago": how long since a moment, redrawn every second by one ticker for every element that
// shows one, so it moves on while no message arrives. In the page's language ("3分前").
import { t } from './i18n.ts';
import type { Lang } from './lang.ts';

/** The time from `then` to `now` in words, a unit left out when it is 0 ("3 min"); a clock a little ahead of ours reads as "0 s". */
export function since(then: number, now: number, lang?: Lang): string {
  const s = Math.max(0, Math.floor((now - then) / 1000));
  if (s < 60) return t('time.seconds', { s }, lang);
  const m = Math.floor(s / 60);
  if (m < 60) return s % 60 === 0 ? t('time.minutesOnly', { m }, lang) : t('time.minutes', { m, s: s % 60 }, lang);
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 === 0 ? t('time.hoursOnly', { h }, lang) : t('time.hours', { h, m: m % 60 }, lang);
  return t('time.days', { d: Math.floor(h / 24) }, lang);
}

/** "12 s ago", "12秒前". */
export const ago = (then: number, now: number, lang?: Lang): string => t('time.ago', { time: since(then, now, lang) }, lang);

/** Makes `element` show `<prefix><time since iso> ago`, kept current by the ticker. */
export function showAgo(element: HTMLElement, iso: string, prefix: string): HTMLElement {
  element.dataset.ago = iso;
  element.dataset.agoPrefix = prefix;
  redraw(element, Date.now());
  return element;
}

function redraw(element: HTMLElement, now: number): void {
  const then = Date.parse(element.dataset.ago ?? '');
  if (Number.isNaN(then)) return;
  element.textContent = `${element.dataset.agoPrefix ?? ''}${ago(then, now)}`;
}

let ticker: ReturnType<typeof setInterval> | null = null;

/** Starts the one ticker (again a no-op). */
export function startTicking(): void {
  ticker ??= setInterval(() => {
    const now = Date.now();
    for (const e of document.querySelectorAll<HTMLElement>('[data-ago]')) redraw(e, now);
  }, 1000);
}
