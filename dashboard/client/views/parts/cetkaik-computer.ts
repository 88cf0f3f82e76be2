// What the computer opponent is doing, for the line in Cetkaik's picture: thinking, then the move it
// chose in words and how to make it on the board, or the 再行/終季 it answered. The game's view does
// not say (the host decides in a worker and reports a `bot` event), so this follows the board's own
// event feed: `bot` events bring the decision, `move` and `undone` end it, `lights` show what is lit.
// The picture is drawn again only when the view changes; the line is updated in place between.
import { el } from '../../dom.ts';
import type { HostEvent } from '../../types.ts';
import { moveWords } from './cetkaik-notation.ts';
import { playerOf, SEAT, type CetkaikView } from './cetkaik-pieces.ts';

type BotEvent = Extract<HostEvent, { type: 'bot' }>;

interface Watch {
  /** The computer's move or answer for the position now, until a move or an undo. */
  decision: { game: string | undefined; move?: string; choice?: string; reason: string } | null;
  /** What the board lights now (cell → role), as the feed last said. */
  lit: Record<string, string>;
  /** The line drawn last for this board, and the view it was drawn from. */
  line: HTMLElement | null;
  view: CetkaikView | null;
  /** False from a move until the page draws the picture again: the line's view is out of date. */
  fresh: boolean;
}

const watches = new Map<string, Watch>();

function watch(board: string): Watch {
  const known = watches.get(board);
  if (known) return known;
  const w: Watch = { decision: null, lit: {}, line: null, view: null, fresh: true };
  watches.set(board, w);
  follow(board, w);
  // What is lit already (a page opened while the computer's move waits on the board).
  void fetch(`/api/boards/${encodeURIComponent(board)}`).then((r) => (r.ok ? r.json() : null)).then((detail: unknown) => {
    const lights = (detail as { lights?: unknown } | null)?.lights;
    if (lights && typeof lights === 'object' && Object.keys(w.lit).length === 0) { w.lit = lights as Record<string, string>; redraw(w); }
  }).catch(() => undefined);
  return w;
}

/** The board's own event feed (this board only), reconnecting like the page's. */
function follow(board: string, w: Watch): void {
  let retryMs = 1000;
  const connect = (): void => {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}/api/events?board=${encodeURIComponent(board)}`);
    socket.addEventListener('open', () => { retryMs = 1000; });
    socket.addEventListener('message', (m) => {
      if (typeof m.data !== 'string') return;
      let e: HostEvent;
      try { e = JSON.parse(m.data) as HostEvent; } catch { return; }
      take(w, e);
    });
    socket.addEventListener('close', () => {
      window.setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
  };
  connect();
}

function take(w: Watch, e: HostEvent): void {
  if (w.decision && e.game !== undefined && e.game !== w.decision.game) w.decision = null;
  switch (e.type) {
    case 'bot': {
      const b = e as BotEvent;
      w.decision = { game: e.game, ...(b.move !== undefined ? { move: b.move } : {}), ...(b.choice !== undefined ? { choice: b.choice } : {}), reason: b.reason };
      break;
    }
    case 'move':
    case 'undone':
      // Its move is made (or taken back); a choice it answered is said until the next move. The
      // line's view is out of date until the page draws the picture again: it says nothing new till
      // then (else "thinking" would flash for the move just made).
      w.decision = null;
      w.lit = {};
      w.fresh = false;
      return;
    case 'lights':
      w.lit = e.cells;
      if (!w.fresh) return;
      break;
    default:
      return;
  }
  // A decision is always about the game as it is now: said at once, whatever view the line holds.
  redraw(w);
}

function redraw(w: Watch): void {
  if (w.line && w.view && w.line.isConnected) fill(w.line, w.view, w);
}

/** The line about whose turn it is and what the computer does, kept up to date while it is shown. */
export function computerLine(v: CetkaikView, board: string | null): HTMLElement {
  const line = el('p', { class: 'ck-turn', role: 'status', 'aria-live': 'polite' });
  if (board === null || v.bot === null) {
    fill(line, v, null);
    return line;
  }
  const w = watch(board);
  w.line = line;
  w.view = v;
  w.fresh = true;
  fill(line, v, w);
  return line;
}

/** A reason without the search's figures: "LU片LY, takes 赤兵 (searched 3 plies, value +41.3)" → "LU片LY, takes 赤兵". */
const plainReason = (reason: string): string => reason.replace(/\s*\(searched[^)]*\)\s*$/, '');

const choiceWords = (choice: string): string =>
  choice === 'tymok' ? '再行 (play on: the stake doubles)' : choice === 'taxot' ? '終季 (end the season and score)' : choice === 'give-up' ? 'give up (the move fails)' : `stop on ${choice}`;

function fill(line: HTMLElement, v: CetkaikView, w: Watch | null): void {
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
    const answered = w?.decision?.choice !== undefined ? el('small', {}, ` The computer answered ${choiceWords(w.decision.choice)}: ${plainReason(w.decision.reason)}.`) : '';
    if (v.pending?.kind === 'choice') return say('person', el('strong', {}, `${who.who === 'you' ? 'Your' : `The ${side}-side’s`} choice (${seat})`), ': answer it with the buttons below.', answered);
    if (v.pending?.kind === 'cast') return say('person', el('strong', {}, 'Cast the sticks'), ': enter the heads below.');
    // A piece lifted: the lights show where it may go, each colour a kind of move.
    const held = w?.fresh ? Object.entries(w.lit).find(([, role]) => role === 'selected')?.[0] : undefined;
    if (held !== undefined) {
      return say('holding', el('strong', {}, `You hold the piece from ${held}`), ': put it on a lit square (blue: a move; orange: a capture; purple: the sticks decide; dark green: a piece to step on and go on from), or back on its square to choose another.');
    }
    return say('person', el('strong', {}, `${who.who === 'you' ? 'Your turn' : `${side}-side to move`} (${seat})`), ': lift one of your pieces to see where it may go; put it on a lit square.', answered);
  }
  if (v.pending?.kind === 'cast') return say('cast', el('strong', {}, 'Cast the sticks for the computer'), ': enter the heads below.');
  // Played with no board: the host offers the computer's move below, to confirm.
  if (w === null) return say('thinking', el('strong', {}, `The computer (${seat}) is to move`), ': its move is offered below to confirm once it has chosen.');
  const { decision } = w;
  if (decision?.choice !== undefined) {
    return say('chose', el('strong', {}, `The computer (${seat}) answers ${choiceWords(decision.choice)}`), el('small', {}, ` Its reason: ${plainReason(decision.reason)}`));
  }
  if (decision?.move !== undefined) {
    const words = moveWords(decision.move, v);
    line.dataset.move = decision.move;
    return say('lit', el('strong', {}, `The computer (${seat}) plays`), `: it ${words?.what ?? decision.move}. `,
      el('span', { class: 'ck-howto' }, `Make its move on the board: ${words?.howTo ?? 'the lit piece to the lit square'}.`),
      el('small', {}, ` Its reason: ${plainReason(decision.reason)}`));
  }
  // No decision heard (the page opened after it came): what the board lights says it.
  const lit = Object.entries(w.lit);
  const from = lit.find(([, role]) => role === 'selected')?.[0];
  const to = lit.find(([, role]) => role === 'target' || role === 'capture')?.[0];
  const pick = lit.find(([, role]) => role === 'pick')?.[0];
  if (from && to) return say('lit', el('strong', {}, `The computer (${seat}) has chosen`), `: lift the lit piece on ${from} and put it on ${to}.`);
  if (pick) return say('lit', el('strong', {}, `The computer (${seat}) has chosen`), `: tap the lit piece on ${pick}, or confirm its move below.`);
  return say('thinking', el('strong', {}, `The computer is thinking…`), ` (${seat}); its move will be lit on the board.`);
}

