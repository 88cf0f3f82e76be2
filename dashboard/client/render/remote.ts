// The remote match a game is played in (GameDetail.remote), in words: who plays what against
// whom and whether the other host is there; then the move waiting on either board, the one made
// last, or why the match stopped, with both positions where the two hosts disagree. Words in the
// page's language unless `lang` says (the tests read both).
import { el } from '../dom.ts';
import { t } from '../i18n.ts';
import { pageLang, type Lang } from '../lang.ts';
import type { GameDetail } from '../types.ts';

type Remote = NonNullable<GameDetail['remote']>;
type Position = NonNullable<Remote['stopped']>['here'];

/** A wall-clock time as the players' clock shows it (their own time zone), 24-hour. */
function clockTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleTimeString('en-GB', { hour12: false });
}

export function peerWords(r: Remote, lang: Lang = pageLang()): string {
  const { peer } = r;
  if (r.peerOnline === null) return t('remote.notHeard', { peer }, lang);
  if (r.peerSince === null) return t(r.peerOnline ? 'remote.online' : 'remote.offline', { peer }, lang);
  return t(r.peerOnline ? 'remote.onlineSince' : 'remote.offlineSince', { peer, time: clockTime(r.peerSince) }, lang);
}

/** What the players at this board are to do or wait for, and its kind (for the page's styles and tests). */
export function stepWords(r: Remote, lang: Lang = pageLang()): { kind: string; text: string } {
  const { peer } = r;
  const say = (kind: string, key: Parameters<typeof t>[0], params: Record<string, string> = {}) => ({ kind, text: t(key, { peer, ...params }, lang) });
  if (r.stopped !== null) return say('stopped', 'remote.stopped', { reason: r.stopped.reason });
  const waiting = r.waiting?.move ?? '';
  if (r.waiting?.for === 'peer-to-make') return say('waiting-peer', r.peerBoardless === true ? 'remote.peerToTake' : 'remote.peerToMake', { move: waiting });
  // A seat with no board takes the peer's moves at once: nothing is lit, nobody makes them here.
  if (r.waiting?.for === 'us-to-make') return say('waiting-us', r.boardless === true ? 'remote.usToTake' : 'remote.usToMake', { move: waiting });
  if (r.choosing?.by === 'peer') return say('choosing-peer', 'remote.peerChoosing');
  if (r.choosing?.by === 'seat') return say('choosing-us', 'remote.usChoosing');
  if (r.made !== null) {
    const move = r.made.move;
    if (r.made.by === 'peer' && r.boardless === true) return say('made', 'remote.madePeerBoardless', { move });
    if (r.made.by === 'seat' && r.peerBoardless === true) return say('made', 'remote.madeSeatPeerBoardless', { move });
    return say('made', r.made.by === 'seat' ? 'remote.madeBySeat' : 'remote.madeByPeer', { move });
  }
  return say('none', 'remote.noMove');
}

export function positionWords(who: string, p: Position, lang: Lang = pageLang()): string {
  if (p === null) return t('remote.positionUnknown', { who }, lang);
  const hash = p.hash === null ? t('remote.hashUnknown', {}, lang) : t('remote.hash', { hash: p.hash.slice(0, 12) }, lang);
  const moves = p.moves === null ? t('remote.movesUnknown', {}, lang) : p.moves.length === 0 ? t('remote.noMoves', {}, lang) : t('remote.moves', { moves: p.moves.join(' ') }, lang);
  return t('remote.position', { who, seq: p.seq, hash, moves }, lang);
}

export function renderRemote(target: HTMLElement, game: GameDetail | null): void {
  const r = game?.remote ?? null;
  if (r === null) { target.replaceChildren(); target.hidden = true; delete target.dataset.step; delete target.dataset.peer; return; }
  target.hidden = false;
  const step = stepWords(r);
  target.dataset.step = step.kind;
  target.dataset.peer = r.peerOnline === null ? 'unknown' : r.peerOnline ? 'online' : 'offline';
  const who = t('remote.match', {
    match: r.match, seat: r.seat, peer: r.peer,
    seatBoardless: r.boardless === true ? t('remote.seatBoardless') : '',
    peerBoardless: r.peerBoardless === true ? t('remote.peerBoardless') : '',
  });
  const lines: HTMLElement[] = [
    el('p', { class: 'remote-who' }, `${who} — `, el('span', { class: 'remote-peer' }, peerWords(r)), r.connected ? '' : t('remote.notConnected')),
    el('p', { class: 'remote-step' }, step.text),
  ];
  if (r.stopped !== null && (r.stopped.here !== null || r.stopped.peer !== null)) {
    lines.push(el('ul', { class: 'remote-positions' }, el('li', {}, positionWords(t('remote.thisBoard', { seat: r.seat }), r.stopped.here)), el('li', {}, positionWords(t('remote.peerBoard', { peer: r.peer }), r.stopped.peer))));
  }
  target.replaceChildren(...lines);
}
