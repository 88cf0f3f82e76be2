// The dashboard's Hint button: asks the host for a good move (`POST /api/games/:id/hint`, open
// without the operator's token), which the board lights and the event feed says. Built here, put
// on the page by main.ts; its words are its own, in both languages.
import type { Api, ApiResult } from './api.ts';
import { el } from './dom.ts';
import { inWords, type Words } from './lang.ts';

export const HINT_WORDS = {
  label: { en: 'Hint', ja: 'ヒント' },
  title: { en: 'Light a good move on the board', ja: 'よい手を盤に光らせる' },
  asking: { en: 'Thinking…', ja: '考え中…' },
} satisfies Record<string, Words>;

/**
 * A button that asks for a hint for `gameId()` (the game shown now) when clicked; `done` gets the
 * API's answer (the game and the hint's events, or why none could be given).
 */
export function hintButton(api: Api, gameId: () => string | null, done: (result: ApiResult<unknown>) => void = () => {}): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'hint', 'data-action': 'hint', title: inWords(HINT_WORDS.title) }, inWords(HINT_WORDS.label));
  button.addEventListener('click', () => {
    const id = gameId();
    if (id === null || button.disabled) return;
    // One question at a time: the bot may think for a second or two.
    button.disabled = true;
    button.textContent = inWords(HINT_WORDS.asking);
    void api.post(`/api/games/${encodeURIComponent(id)}/hint`).then((result) => {
      button.disabled = false;
      button.textContent = inWords(HINT_WORDS.label);
      done(result);
    });
  });
  return button;
}
