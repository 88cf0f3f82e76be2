// What the computer opponent is doing, for the line in Cetkaik's picture: thinking, then the move it
// chose in words and how to make it on the board, or the 再行/終季 it answered — from what the host
// says of it (`computer` in the game's detail) and what the board lights.
import { el } from '../../dom.ts';
import { t } from '../../i18n.ts';
import type { PictureContext } from '../types.ts';
import { moveWords } from './cetkaik-notation.ts';
import { playerOf, SEAT, type CetkaikView } from './cetkaik-pieces.ts';

/** The line about whose turn it is and what the computer does. */
export function computerLine(v: CetkaikView, ctx: Pick<PictureContext, 'board' | 'lights' | 'computer'>): HTMLElement {
  const line = el('p', { class: 'ck-turn', role: 'status', 'aria-live': 'polite' });
  fill(line, v, ctx);
  return line;
}

/** A reason without the search's figures: "LU片LY, takes 赤兵 (searched 3 plies, value +41.3)" → "LU片LY, takes 赤兵". */
const plainReason = (reason: string): string => reason.replace(/\s*\(searched[^)]*\)\s*$/, '');

const choiceWords = (choice: string): string =>
  choice === 'tymok' ? t('cetkaik.choice.tymok') : choice === 'taxot' ? t('cetkaik.choice.taxot') : choice === 'give-up' ? t('cetkaik.choice.giveUp') : t('cetkaik.choice.stop', { square: choice });

function fill(line: HTMLElement, v: CetkaikView, ctx: Pick<PictureContext, 'board' | 'lights' | 'computer'>): void {
  const computer = ctx.computer;
  const say = (state: string, ...parts: (string | Node)[]): void => {
    line.dataset.computer = state;
    line.replaceChildren(...parts);
  };
  delete line.dataset.move;
  if (v.over) return say('over', v.winner ? t('cetkaik.turn.overWin', { side: v.winner, player: playerOf(v, v.winner).text }) : t('cetkaik.turn.overDraw'));
  const side = v.toMove;
  if (side === null) return say('idle', '');
  const who = playerOf(v, side);
  const seat = t('cetkaik.turn.seat', { side, where: t(SEAT[side].where) });
  if (who.who !== 'computer') {
    const answered = computer?.answered ? el('small', {}, ` ${t('cetkaik.turn.answered', { choice: choiceWords(computer.answered.choice), reason: plainReason(computer.answered.reason) })}`) : '';
    if (v.pending?.kind === 'choice') return say('person', el('strong', {}, who.who === 'you' ? t('cetkaik.turn.yourChoice', { seat }) : t('cetkaik.turn.sideChoice', { side, seat })), t('cetkaik.turn.choiceHow'), answered);
    if (v.pending?.kind === 'cast') return say('person', el('strong', {}, t('cetkaik.turn.cast')), t('cetkaik.turn.castHow'));
    // A piece lifted: the lights show where it may go, each colour a kind of move.
    const held = Object.entries(ctx.lights).find(([, role]) => role === 'selected')?.[0];
    if (held !== undefined) {
      return say('holding', el('strong', {}, t('cetkaik.turn.holding', { square: held })), t('cetkaik.turn.holdingHow'));
    }
    return say('person', el('strong', {}, who.who === 'you' ? t('cetkaik.turn.yours', { seat }) : t('cetkaik.turn.side', { side, seat })), t('cetkaik.turn.how'), answered);
  }
  if (v.pending?.kind === 'cast') return say('cast', el('strong', {}, t('cetkaik.turn.computerCast')), t('cetkaik.turn.castHow'));
  // Played with no board: the host offers the computer's move below, to confirm.
  if (ctx.board === null) return say('thinking', el('strong', {}, t('cetkaik.turn.computerToMove', { seat })), t('cetkaik.turn.computerOffered'));
  if (computer?.move !== undefined) {
    const words = moveWords(computer.move, v);
    line.dataset.move = computer.move;
    return say('lit', el('strong', {}, t('cetkaik.turn.computerPlays', { seat })), `${t('cetkaik.turn.computerWhat', { what: words?.what ?? computer.move })} `,
      el('span', { class: 'ck-howto' }, t('cetkaik.turn.howTo', { howTo: words?.howTo ?? t('cetkaik.turn.howToLit') })),
      el('small', {}, ` ${t('cetkaik.turn.reason', { reason: plainReason(computer.reason ?? '') })}`));
  }
  return say('thinking', el('strong', {}, t('cetkaik.turn.thinking')), ` ${t('cetkaik.turn.thinkingMore', { seat })}`);
}
