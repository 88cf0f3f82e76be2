// Everything beside the board: scores and facts, the move log, what the game waits for, the
// latest events, the link's health and the board tabs.
import { el } from '../dom.ts';
import { t, type Key } from '../i18n.ts';
import { inWords } from '../lang.ts';
import type { BoardDetail, BoardSummary, GameDetail, HostEvent } from '../types.ts';
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

const ACTIVITY_LIMIT = 30;

/** One readable line per event (lights changes are shown on the board, not here). */
export function describeEvent(e: HostEvent, wordsOf: (move: string) => string | undefined = () => undefined): string | null {
  switch (e.type) {
    case 'move': return `move: ${wordsOf(e.move) ?? e.move}${e.failed ? ' (failed)' : ''}`;
    case 'rejected': return `refused: ${e.reason}`;
    case 'correction': return `${e.reason ? `${e.reason}; ` : ''}put the board back: clear ${e.clear.join(' ') || 'nothing'}, fill ${e.fill.join(' ') || 'nothing'}`;
    case 'corrected': return 'the board matches the game again';
    case 'link': return `link ${e.state}${e.reason ? `: ${e.reason}` : ''}`;
    case 'cast': return `cast for ${e.purpose}: ${e.heads} heads`;
    case 'pending': return `waiting for a cast of ${e.sticks} sticks (${e.purpose})`;
    case 'choice': return `${e.prompt}: ${e.options.join(' / ')}`;
    case 'score': return `scores ${Object.entries(e.scores).map(([k, v]) => `${k} ${v}`).join(', ')}`;
    case 'end': return `game over (${e.reason}), ${e.winner ?? 'no'} winner`;
    case 'note': return e.text;
    case 'undone': return `took back ${e.move}`;
    case 'entry': return `${e.prompt} (to enter)`;
    case 'confirm': return e.moves.length === 0 ? null : `waiting for a confirmation: ${e.moves.join(' / ')}`;
    case 'press': return `button ${e.button}`;
    case 'tap': return `tap on ${e.cell}`;
    case 'journal': return `journal: ${e.reason}`;
    case 'message': return `message from the ${e.from}: ${e.text}`;
    case 'bot': return `bot (${e.side}): ${e.move !== undefined ? `plays ${e.move} — make it on the board` : e.choice !== undefined ? `chooses ${e.choice}` : ''}; ${e.reason}`;
    case 'lights': return null;
  }
  return null;
}

/**
 * The latest events of each game, kept apart so the Activity panel shows the selected game's
 * only (a new game on a board starts with an empty panel, never the last game's lines).
 */
export class Activity {
  private readonly byGame = new Map<string, HostEvent[]>();

  add(e: HostEvent): void {
    if (describeEvent(e) === null) return;
    const key = e.game ?? `board:${e.board}`;
    const kept = this.byGame.get(key) ?? [];
    kept.push(e);
    if (kept.length > ACTIVITY_LIMIT) kept.shift();
    this.byGame.set(key, kept);
  }

  render(target: HTMLElement, game: GameDetail | null, board: string | null): void {
    const key = game?.id ?? (board === null ? null : `board:${board}`);
    const shown = key === null ? [] : this.byGame.get(key) ?? [];
    const stamp = shown.length === 0 ? '' : `${key}#${shown.length}#${shown[shown.length - 1].t}#${game?.log.length ?? 0}`;
    if (target.dataset.shown === stamp) return;
    target.dataset.shown = stamp;
    // Moves in the words the log gives them.
    const words = new Map((game?.log ?? []).map((l) => [l.move, inWords(l.label, l.move)]));
    target.replaceChildren(...shown.map((e) => el('li', { 'data-type': e.type }, `${(e.t / 1000).toFixed(1)}s ${describeEvent(e, (m) => words.get(m)) ?? ''}`)));
    target.scrollTop = target.scrollHeight;
  }
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
