// The dashboard's Hint button: asks the host for a good move (`POST /api/games/:id/hint`, open
// without the operator's token), which the board lights and the event feed says. Built here, put
// on the page by render/teach.ts; its words come from the catalogue (hint.*).
import type { Api, ApiResult } from './api.ts';
import { el } from './dom.ts';
import { t } from './i18n.ts';

/**
 * A button that asks for a hint for `gameId()` (the game shown now) when clicked; `done` gets the
 * API's answer (the game and the hint's events, or why none could be given).
 */
export function hintButton(api: Api, gameId: () => string | null, done: (result: ApiResult<unknown>) => void = () => {}): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'hint', 'data-action': 'hint', title: t('hint.title') }, t('hint.label'));
  button.addEventListener('click', () => {
    const id = gameId();
    if (id === null || button.disabled) return;
    // One question at a time: the bot may think for a second or two.
    button.disabled = true;
    button.textContent = t('hint.asking');
    void api.post(`/api/games/${encodeURIComponent(id)}/hint`).then((result) => {
      button.disabled = false;
      button.textContent = t('hint.label');
      done(result);
    });
  });
  return button;
}
