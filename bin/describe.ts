// One readable log line per host event, for `tabletop start`.
import type { HostEvent } from '../host/index.ts';

export function describe(e: HostEvent): string {
  const head = `${(e.t / 1000).toFixed(3).padStart(9)}s board ${e.board}:`;
  switch (e.type) {
    case 'move': return `${head} move ${e.move}${e.failed ? ' (failed)' : ''}`;
    case 'rejected': return `${head} rejected: ${e.reason}`;
    case 'correction': return `${head} ${e.reason ? `${e.reason}: ` : ''}put the board back: clear ${list(e.clear)}, fill ${list(e.fill)}`;
    case 'corrected': return `${head} board matches the game again`;
    case 'lights': return `${head} lights ${lightsSummary(e.cells)}`;
    case 'link': return `${head} link ${e.state}${e.reason ? `: ${e.reason}` : ''}`;
    case 'cast': return `${head} cast for ${e.purpose}: ${e.heads} heads`;
    case 'pending': return `${head} waiting for a cast of ${e.sticks} sticks (${e.purpose}): type "sticks N"`;
    case 'choice': return `${head} ${e.prompt}: type "choose X" with X one of ${e.options.join(', ')}`;
    case 'score': return `${head} score ${JSON.stringify(e.scores)}`;
    case 'end': return `${head} game over (${e.reason}), winner ${e.winner ?? 'none'}, scores ${JSON.stringify(e.scores)}`;
    case 'note': return `${head} ${e.text}`;
    case 'undone': return `${head} took back ${e.move}`;
    case 'entry': return `${head} ${e.prompt}: enter it on the dashboard, or type "enter JSON"${e.example === undefined ? '' : ` (e.g. ${JSON.stringify(e.example)})`}`;
    case 'confirm': return e.moves.length === 0 ? `${head} nothing waits for a confirmation` : `${head} confirm ${e.moves.join(' or ')}: press next, tap the lit cell, or type "move M"`;
    case 'press': return `${head} button ${e.button} pressed`;
    case 'tap': return `${head} tap on ${e.cell}`;
    case 'journal': return `${head} journal: ${e.reason}`;
    case 'message': return `${head} message from the ${e.from}: ${e.text}`;
    case 'remote': return `${head} match ${e.remote.match}: ${remoteSummary(e.remote)}`;
    case 'lifted': return `${head} lifted ${e.cell}${e.piece === null ? '' : `: ${e.piece.name.en} — ${e.piece.moves.en}`}`;
    case 'hint': return `${head} hint (${e.by}): ${e.label?.en ?? e.move}`;
    case 'lesson': return `${head} lesson ${e.lesson} step ${e.step}/${e.steps}${e.done ? ' (done)' : ''}: ${e.say.en}${e.move === undefined ? '' : ` [${e.move}]`}`;
    case 'setup': return e.cell === null ? `${head} set-up done: the starting position is on the board` : `${head} set up ${e.piece?.en ?? 'a piece'} on ${e.cell} (${e.placed}/${e.total} placed)`;
    case 'bot': return `${head} bot (${e.side}) ${e.move !== undefined ? `plays ${e.move}: make it on the board` : e.choice !== undefined ? `chooses ${e.choice}` : ''}${e.reason ? ` — ${e.reason}` : ''}`;
  }
}

/** The match in a few words: the peer's presence, then what waits, was made, or why it stopped. */
function remoteSummary(r: Extract<HostEvent, { type: 'remote' }>['remote']): string {
  const peer = r.peerOnline === null ? `${r.peer} not heard of yet` : `${r.peer} ${r.peerOnline ? 'online' : 'offline'}${r.peerSince ? ` since ${r.peerSince}` : ''}`;
  const step = r.stopped !== null ? `stopped: ${r.stopped.reason}`
    : r.waiting?.for === 'peer-to-make' ? `waiting for ${r.peer} to make ${r.waiting.move} on their board`
    : r.waiting?.for === 'us-to-make' ? `make ${r.peer}'s move ${r.waiting.move} on this board (lit)`
    : r.choosing !== undefined ? (r.choosing.by === 'peer' ? `waiting for ${r.peer} to choose` : `this table's choice, awaited by ${r.peer}`)
    : r.made !== null ? `${r.made.move} made on both boards` : 'no move yet';
  return `${peer}; ${step}${r.connected ? '' : ' (not connected to the broker)'}`;
}

/** Cells grouped by role; long groups only counted ("target: 62 cells"). */
function lightsSummary(cells: Record<string, string>): string {
  const byRole = new Map<string, string[]>();
  for (const [cell, role] of Object.entries(cells)) byRole.set(role, [...(byRole.get(role) ?? []), cell]);
  if (byRole.size === 0) return 'off';
  return [...byRole].map(([role, cs]) => `${role}: ${cs.length <= 6 ? cs.join(' ') : `${cs.length} cells`}`).join(', ');
}

function list(cells: string[]): string { return cells.length ? cells.join(' ') : 'nothing'; }
