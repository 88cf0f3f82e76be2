// Everything beside the board: scores and facts, the move log, what the game waits for, the
// latest events, the link's health and the board tabs.
import { el } from '../dom.ts';
import { t, type Key } from '../i18n.ts';
import { inWords } from '../lang.ts';
import type { BoardDetail, BoardSummary, GameDetail } from '../types.ts';
import type { Fact } from '../views/types.ts';

export function renderScores(target: HTMLElement, game: GameDetail | null, facts: Fact[]): void {
  const items: Node[] = [];
  // A game whose view shows the scores itself (a fact named "scores") is not listed twice.
  if (game?.scores && !facts.some((f) => f.label === 'scores')) for (const [who, score] of Object.entries(game.scores)) items.push(el('span', { class: 'score', 'data-who': who }, `${who}: ${score}`));
  for (const fact of facts) items.push(el('span', { class: 'fact' }, `${fact.label}: ${fact.value}`));
  const result = game?.result;
  if (result) items.push(el('span', { class: 'result' }, result.winner ? t('scores.overWinner', { reason: result.reason, winner: result.winner }) : t('scores.overNoWinner', { reason: result.reason })));
  else if (game?.over) items.push(el('span', { class: 'result' }, t('scores.over')));
  if (items.length === 0) items.push(el('span', { class: 'fact' }, t(game ? 'scores.none' : 'scores.noGame')));
  target.replaceChildren(...items);
}

/** The moves played, in words (the notation on hover and in `data-move`). */
export function renderLog(target: HTMLElement, game: GameDetail | null): void {
  target.replaceChildren(...(game?.log ?? []).map((entry) => el('li', { class: entry.failed ? 'failed' : undefined, 'data-move': entry.move, title: entry.move },
    entry.failed ? t('log.failed', { move: inWords(entry.label, entry.move) }) : inWords(entry.label, entry.move))));
  target.scrollTop = target.scrollHeight;
}

/** A link's state in words (the host names it by code). */
const LINK_STATES: Record<BoardSummary['link']['state'], Key> = {
  connecting: 'link.connecting', ready: 'link.ready', lost: 'link.lost', reconnecting: 'link.reconnecting', failed: 'link.failed',
};
const linkState = (state: BoardSummary['link']['state']): string => (state in LINK_STATES ? t(LINK_STATES[state]) : state);

/** Each row: its stable name (`data-key`, English, for tests and styles), its heading's key, its value. */
type LinkRow = [string, Key, string];

export function renderLink(target: HTMLElement, detail: BoardDetail | null): void {
  if (!detail) { target.replaceChildren(); return; }
  const rows: LinkRow[] = [
    ['board', 'link.board', detail.simulated ? t('link.simulated', { board: detail.id }) : `${detail.id} (${detail.path})`],
    ['link', 'link.link', linkState(detail.link.state) + (detail.link.reason ? `: ${detail.link.reason}` : '')],
    ['size', 'link.size', `${detail.profile.rows}×${detail.profile.cols}`],
  ];
  const c = detail.counters;
  if (c) {
    rows.push(['frames in/out', 'link.frames', `${c.framesIn} / ${c.framesOut}`]);
    rows.push(['errors', 'link.errors', t('link.errorCounts', { crc: c.crcErrors, decode: c.decodeErrors, tooLarge: c.framesTooLarge, missed: c.framesMissed })]);
    rows.push(['reconnects', 'link.reconnects', String(c.reconnects)]);
    rows.push(['ACK timeouts', 'link.ackTimeouts', String(c.ackTimeouts)]);
    rows.push(['LED frames', 'link.ledFrames', t('link.ledCounts', { whole: c.ledsWhole, deltas: c.ledsDeltas })]);
  }
  const down = detail.link.steppedDown;
  if (detail.baudRate !== null) {
    const line = t('link.baud', { baud: detail.baudRate });
    rows.push(['line', 'link.line', down ? t(down.cause === 'noise' ? 'link.steppedNoise' : 'link.steppedUnconfirmed', { line, from: down.from }) : line]);
  }
  const hello = detail.hello;
  if (hello) rows.push(['firmware', 'link.firmware', t('link.firmwareVersion', { id: hello.firmwareId, version: hello.firmwareVersion.join('.'), protocol: `${hello.protocolMajor}.${hello.protocolMinor}` })]);
  target.replaceChildren(...rows.flatMap(([name, heading, value]) => [el('dt', {}, t(heading)), el('dd', { 'data-key': name }, value)]));
}

/** A tab per board, and one per game played on no board (`game:ID`). */
export function renderTabs(target: HTMLElement, boards: BoardSummary[], boardless: GameDetail[], selected: string | null, select: (id: string) => void): void {
  const tabs: [string, string][] = [...boards.map((b): [string, string] => [b.id, `${b.id} · ${linkState(b.link.state)}`]), ...boardless.map((g): [string, string] => [`game:${g.id}`, `${g.title} · ${g.id}`])];
  if (tabs.length < 2) { target.replaceChildren(); return; }
  target.replaceChildren(...tabs.map(([id, label]) => {
    const button = el('button', { type: 'button', 'aria-pressed': id === selected ? 'true' : 'false', 'data-tab': id }, label);
    button.addEventListener('click', () => select(id));
    return button;
  }));
}
