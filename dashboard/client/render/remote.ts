// The remote match a game is played in (GameDetail.remote), in words: who plays what against
// whom and whether the other host is there; then the move waiting on either board, the one made
// last, or why the match stopped, with both positions where the two hosts disagree.
import { el } from '../dom.ts';
import type { GameDetail } from '../types.ts';

type Remote = NonNullable<GameDetail['remote']>;
type Position = NonNullable<Remote['stopped']>['here'];

/** A wall-clock time as the players' clock shows it (their own time zone), 24-hour. */
function clockTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleTimeString('en-GB', { hour12: false });
}

export function peerWords(r: Remote): string {
  if (r.peerOnline === null) return `${r.peer} has not been heard from yet`;
  const since = r.peerSince === null ? '' : ` since ${clockTime(r.peerSince)}`;
  return r.peerOnline ? `${r.peer} is online${since}` : `${r.peer} is offline${since}`;
}

/** What the players at this board are to do or wait for, and its kind (for the page's styles and tests). */
export function stepWords(r: Remote): { kind: string; text: string } {
  if (r.stopped !== null) return { kind: 'stopped', text: `match stopped: ${r.stopped.reason}` };
  if (r.waiting?.for === 'peer-to-make' && r.peerBoardless === true) return { kind: 'waiting-peer', text: `waiting for ${r.peer} to take ${r.waiting.move} (no board there)` };
  if (r.waiting?.for === 'peer-to-make') return { kind: 'waiting-peer', text: `waiting for ${r.peer} to make ${r.waiting.move} on their board` };
  // A seat with no board takes the peer's moves at once: nothing is lit, nobody makes them here.
  if (r.waiting?.for === 'us-to-make' && r.boardless === true) return { kind: 'waiting-us', text: `taking ${r.peer}'s move ${r.waiting.move} (no board here)` };
  if (r.waiting?.for === 'us-to-make') return { kind: 'waiting-us', text: `make ${r.peer}'s move ${r.waiting.move} on your board (lit)` };
  if (r.choosing?.by === 'peer') return { kind: 'choosing-peer', text: `waiting for ${r.peer} to choose (their choice is made on their table)` };
  if (r.choosing?.by === 'seat') return { kind: 'choosing-us', text: `your choice: pick one of the options below; ${r.peer} waits for it` };
  if (r.made !== null && r.made.by === 'peer' && r.boardless === true) return { kind: 'made', text: `${r.made.move} made: ${r.peer}'s move, taken here at once (no board here)` };
  if (r.made !== null && r.made.by === 'seat' && r.peerBoardless === true) return { kind: 'made', text: `${r.made.move} made: ${r.peer} plays on no board and took your move at once` };
  if (r.made !== null) {
    return { kind: 'made', text: r.made.by === 'seat' ? `${r.made.move} made: ${r.peer} made your move on their board` : `${r.made.move} made: you made ${r.peer}'s move on your board` };
  }
  return { kind: 'none', text: 'no move made yet' };
}

export function positionWords(who: string, p: Position): string {
  if (p === null) return `${who}: not known`;
  const hash = p.hash === null ? 'hash not known' : `position ${p.hash.slice(0, 12)}…`;
  const moves = p.moves === null ? 'moves not known' : p.moves.length === 0 ? 'no moves' : `moves ${p.moves.join(' ')}`;
  return `${who}: step ${p.seq}, ${hash}, ${moves}`;
}

export function renderRemote(target: HTMLElement, game: GameDetail | null): void {
  const r = game?.remote ?? null;
  if (r === null) { target.replaceChildren(); target.hidden = true; delete target.dataset.step; delete target.dataset.peer; return; }
  target.hidden = false;
  const step = stepWords(r);
  target.dataset.step = step.kind;
  target.dataset.peer = r.peerOnline === null ? 'unknown' : r.peerOnline ? 'online' : 'offline';
  const lines: HTMLElement[] = [
    el('p', { class: 'remote-who' }, `Remote match ${r.match}: you play ${r.seat}${r.boardless === true ? ' with no board (enter your moves below)' : ''} against ${r.peer}${r.peerBoardless === true ? ' (no board there)' : ''} — `, el('span', { class: 'remote-peer' }, peerWords(r)),
      r.connected ? '' : ' (this table is not connected to the broker now)'),
    el('p', { class: 'remote-step' }, step.text),
  ];
  if (r.stopped !== null && (r.stopped.here !== null || r.stopped.peer !== null)) {
    lines.push(el('ul', { class: 'remote-positions' }, el('li', {}, positionWords(`this board (${r.seat})`, r.stopped.here)), el('li', {}, positionWords(`${r.peer}'s board`, r.stopped.peer))));
  }
  target.replaceChildren(...lines);
}
