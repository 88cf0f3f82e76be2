// 連船之遊: the ships on the track, and the resource tracks the board cannot show — each ship's
// cargo, each player's start and goal — live beside it.
import { svg } from '../../dom.ts';
import { isRecord, type DrawContext, type Fact, type GameView } from '../types.ts';

const PLAYER_COLOURS = ['#d64545', '#3d7be0', '#3fae5a', '#f0c93b'];

function ships(view: unknown): Record<string, unknown>[] {
  return isRecord(view) && Array.isArray(view.ships) ? view.ships.filter(isRecord) : [];
}

function pieces(view: unknown, ctx: DrawContext): void {
  const players = isRecord(view) && Array.isArray(view.players) ? view.players : [];
  for (const ship of ships(view)) {
    if (typeof ship.cell !== 'string') continue;
    const at = ctx.at(ship.cell);
    if (!at) continue;
    const colour = PLAYER_COLOURS[players.indexOf(ship.player)] ?? '#8a5a33';
    ctx.pieces.append(svg('g', { class: 'piece', 'data-piece-cell': ship.cell },
      svg('path', { d: `M ${at.x + 0.15} ${at.y + 0.55} L ${at.x + 0.85} ${at.y + 0.55} L ${at.x + 0.7} ${at.y + 0.8} L ${at.x + 0.3} ${at.y + 0.8} Z`, fill: colour }),
      svg('text', { x: at.x + 0.5, y: at.y + 0.45, 'text-anchor': 'middle', 'font-size': 0.3 }, String(ship.cargo ?? ''))));
  }
}

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  if (typeof view.toMove === 'string') out.push({ label: 'to move', value: `${view.toMove} (round ${String(view.round)})` });
  if (typeof view.cast === 'number') out.push({ label: 'cast', value: `${view.cast} heads` });
  const goal = isRecord(view.goal) ? view.goal : {};
  const start = isRecord(view.start) ? view.start : {};
  for (const player of Object.keys(goal)) {
    out.push({ label: `${player} goal / start`, value: `${String(goal[player])} of ${String(view.goalTarget)} / ${String(start[player])}` });
  }
  for (const ship of ships(view)) out.push({ label: `ship ${String(ship.id)}`, value: `${String(ship.cargo)} of ${String(view.maxCargo)} aboard, ${String(ship.place)}` });
  if (isRecord(view.last)) out.push({ label: 'last', value: `${String(view.last.player)}: ${String(view.last.heads)} heads, ${String(view.last.action)}` });
  return out;
}

export const view: GameView = { pieces, facts };
