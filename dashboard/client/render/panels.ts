// Everything beside the board: scores and facts, the move log, what the game waits for, the
// latest events, the link's health and the board tabs.
import { el } from '../dom.ts';
import { inWords } from '../lang.ts';
import type { BoardDetail, BoardSummary, GameDetail } from '../types.ts';
import type { Fact } from '../views/types.ts';

export function renderScores(target: HTMLElement, game: GameDetail | null, facts: Fact[]): void {
  const items: Node[] = [];
  // A game whose view shows the scores itself (a fact named "scores") is not listed twice.
  if (game?.scores && !facts.some((f) => f.label === 'scores')) for (const [who, score] of Object.entries(game.scores)) items.push(el('span', { class: 'score', 'data-who': who }, `${who}: ${score}`));
  for (const fact of facts) items.push(el('span', { class: 'fact' }, `${fact.label}: ${fact.value}`));
  if (game?.result) items.push(el('span', { class: 'result' }, `Game over (${game.result.reason}): ${game.result.winner ? `${game.result.winner} wins` : 'no winner'}`));
  else if (game?.over) items.push(el('span', { class: 'result' }, 'Game over'));
  if (items.length === 0) items.push(el('span', { class: 'fact' }, game ? 'no scores yet' : 'no game'));
  target.replaceChildren(...items);
}

/** The moves played, in words (the notation on hover and in `data-move`). */
export function renderLog(target: HTMLElement, game: GameDetail | null): void {
  target.replaceChildren(...(game?.log ?? []).map((entry) => el('li', { class: entry.failed ? 'failed' : undefined, 'data-move': entry.move, title: entry.move },
    inWords(entry.label, entry.move) + (entry.failed ? ' (failed)' : ''))));
  target.scrollTop = target.scrollHeight;
}

export function renderLink(target: HTMLElement, detail: BoardDetail | null): void {
  if (!detail) { target.replaceChildren(); return; }
  const rows: [string, string][] = [
    ['board', `${detail.id} (${detail.simulated ? 'simulated' : detail.path})`],
    ['link', detail.link.state + (detail.link.reason ? `: ${detail.link.reason}` : '')],
    ['size', `${detail.profile.rows}×${detail.profile.cols}`],
  ];
  const c = detail.counters;
  if (c) {
    rows.push(['frames in/out', `${c.framesIn} / ${c.framesOut}`]);
    rows.push(['errors', `CRC ${c.crcErrors}, decode ${c.decodeErrors}, too large ${c.framesTooLarge}, missed ${c.framesMissed}`]);
    rows.push(['reconnects', String(c.reconnects)]);
    rows.push(['ACK timeouts', String(c.ackTimeouts)]);
    rows.push(['LED frames', `${c.ledsWhole} whole, ${c.ledsDeltas} as changes`]);
  }
  const down = detail.link.steppedDown;
  if (detail.baudRate !== null) {
    rows.push(['line', `${detail.baudRate} baud` + (down ? ` — stepped down from ${down.from} ${down.cause === 'noise' ? 'after noise' : 'after a switch the board did not confirm'}` : '')]);
  }
  if (detail.hello) rows.push(['firmware', `${detail.hello.firmwareId} ${detail.hello.firmwareVersion.join('.')} (protocol ${detail.hello.protocolMajor}.${detail.hello.protocolMinor})`]);
  target.replaceChildren(...rows.flatMap(([k, v]) => [el('dt', {}, k), el('dd', { 'data-key': k }, v)]));
}

/** A tab per board, and one per game played on no board (`game:ID`). */
export function renderTabs(target: HTMLElement, boards: BoardSummary[], boardless: GameDetail[], selected: string | null, select: (id: string) => void): void {
  const tabs: [string, string][] = [...boards.map((b): [string, string] => [b.id, `${b.id} · ${b.link.state}`]), ...boardless.map((g): [string, string] => [`game:${g.id}`, `${g.title} · ${g.id}`])];
  if (tabs.length < 2) { target.replaceChildren(); return; }
  target.replaceChildren(...tabs.map(([id, label]) => {
    const button = el('button', { type: 'button', 'aria-pressed': id === selected ? 'true' : 'false', 'data-tab': id }, label);
    button.addEventListener('click', () => select(id));
    return button;
  }));
}
