// What the computer opponent is doing, for the line in Cetkaik's picture: thinking, then the move it
// chose in words and how to make it on the board, or the 再行/終季 it answered — from what the host
// says of it (`computer` in the game's detail) and what the board lights.
import { el } from '../../dom.ts';
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
  choice === 'tymok' ? '再行 (play on: the stake doubles)' : choice === 'taxot' ? '終季 (end the season and score)' : choice === 'give-up' ? 'give up (the move fails)' : `stop on ${choice}`;

function fill(line: HTMLElement, v: CetkaikView, ctx: Pick<PictureContext, 'board' | 'lights' | 'computer'>): void {
  const computer = ctx.computer;
  const say = (state: string, ...parts: (string | Node)[]): void => {
    line.dataset.computer = state;
    line.replaceChildren(...parts);
  };
  delete line.dataset.move;
  if (v.over) return say('over', v.winner ? `Game over: the ${v.winner}-side (${playerOf(v, v.winner).text}) wins.` : 'Game over: a draw.');
  const side = v.toMove;
  if (side === null) return say('idle', '');
  const who = playerOf(v, side);
  const seat = `${side}-side, ${SEAT[side].where}`;
  if (who.who !== 'computer') {
    const answered = computer?.answered ? el('small', {}, ` The computer answered ${choiceWords(computer.answered.choice)}: ${plainReason(computer.answered.reason)}.`) : '';
    if (v.pending?.kind === 'choice') return say('person', el('strong', {}, `${who.who === 'you' ? 'Your' : `The ${side}-side’s`} choice (${seat})`), ': answer it with the buttons below.', answered);
    if (v.pending?.kind === 'cast') return say('person', el('strong', {}, 'Cast the sticks'), ': enter the heads below.');
    // A piece lifted: the lights show where it may go, each colour a kind of move.
    const held = Object.entries(ctx.lights).find(([, role]) => role === 'selected')?.[0];
    if (held !== undefined) {
      return say('holding', el('strong', {}, `You hold the piece from ${held}`), ': put it on a lit square (blue: a move; orange: a capture; purple: the sticks decide; dark green: a piece to step on and go on from), or back on its square to choose another.');
    }
    return say('person', el('strong', {}, `${who.who === 'you' ? 'Your turn' : `${side}-side to move`} (${seat})`), ': lift one of your pieces to see where it may go; put it on a lit square.', answered);
  }
  if (v.pending?.kind === 'cast') return say('cast', el('strong', {}, 'Cast the sticks for the computer'), ': enter the heads below.');
  // Played with no board: the host offers the computer's move below, to confirm.
  if (ctx.board === null) return say('thinking', el('strong', {}, `The computer (${seat}) is to move`), ': its move is offered below to confirm once it has chosen.');
  if (computer?.move !== undefined) {
    const words = moveWords(computer.move, v);
    line.dataset.move = computer.move;
    return say('lit', el('strong', {}, `The computer (${seat}) plays`), `: it ${words?.what ?? computer.move}. `,
      el('span', { class: 'ck-howto' }, `Make its move on the board: ${words?.howTo ?? 'the lit piece to the lit square'}.`),
      el('small', {}, ` Its reason: ${plainReason(computer.reason ?? '')}`));
  }
  return say('thinking', el('strong', {}, `The computer is thinking…`), ` (${seat}); its move will be lit on the board.`);
}
