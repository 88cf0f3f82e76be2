// The lesson panel's words: the step's number, what it asks, and the lesson kept up to date by
// `lesson` events.
import { describe, expect, it } from 'vitest';
import { afterEvent, askWords, stepWords } from './lesson-panel.ts';
import type { HostEvent } from './types.ts';

const status = { id: 'cetkaik-first', title: { en: 'Guided first game: Cetkaik', ja: 'はじめての机戦' }, step: 3, steps: 8, say: { en: 'Take it.', ja: '取ります。' }, move: 'CO片CU', done: false };
const event = (e: object): HostEvent => ({ type: 'lesson', t: 1, board: 'sim-1', game: 'sim-1.1', lesson: 'cetkaik-first', ...e } as HostEvent);

describe('the lesson panel', () => {
  it('says the step as "Step 3 of 8" in both languages, and the end', () => {
    expect(stepWords(status)).toEqual({ en: 'Step 3 of 8', ja: 'ステップ 3/8' });
    expect(stepWords({ ...status, done: true })).toEqual({ en: 'Lesson finished', ja: 'レッスン終了' });
  });

  it('says what the step asks: the lit move, or the option to choose', () => {
    expect(askWords(status)).toEqual({ en: 'Make the lit move: CO片CU', ja: '光っている手を指してください：CO片CU' });
    expect(askWords({ choice: 'taxot', done: false })).toMatchObject({ en: 'Choose on the screen: taxot' });
    expect(askWords({ ...status, done: true })).toBeNull();
  });

  it('follows lesson events, keeping the title; other events change nothing', () => {
    const next = afterEvent(status, event({ step: 4, steps: 8, say: { en: 'A-side.', ja: 'A側です。' }, move: 'CA片CI' }));
    expect(next).toEqual({ ...status, step: 4, say: { en: 'A-side.', ja: 'A側です。' }, move: 'CA片CI' });
    const done = afterEvent(next, event({ step: 8, steps: 8, say: { en: 'Over.', ja: '終局です。' }, done: true }));
    expect(done).toMatchObject({ step: 8, done: true, title: status.title });
    expect(done).not.toHaveProperty('move');
    expect(afterEvent(status, { type: 'corrected', t: 1, board: 'sim-1' } as HostEvent)).toBe(status);
  });
});
