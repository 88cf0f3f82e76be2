// The Cuzco assistant has no board: what the players keep open beside the real game is listed —
// the round and what to do now, each player's missions met and one requirement short (with what
// is missing and whether Mama Killa's card 04 would complete it), the score sheet round by round,
// and the table's warnings. Holdings are corrected with `set P1 {…}` in the move box.
import { isRecord, type Fact, type GameView } from '../types.ts';

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function facts(view: unknown): Fact[] {
  if (!isRecord(view)) return [];
  const out: Fact[] = [];
  out.push({ label: 'round', value: `${String(view.round)} of ${String(view.rounds)} (${String(view.stage)})` });
  if (typeof view.prompt === 'string') out.push({ label: 'now', value: view.prompt });
  for (const player of list(view.players)) {
    const seat = String(player.seat);
    const missions = isRecord(player.missions) ? player.missions : {};
    const met = list(missions.met).map((m) => String(m.id));
    out.push({ label: `${seat} missions met`, value: met.length === 0 ? 'none' : met.join(', ') });
    const short = list(missions.oneShort).map((m) => {
      const missing = list(m.missing).map((x) => `${String(x.requirement)} ${String(x.have)}/${String(x.need)}`).join(', ');
      return `${String(m.id)} (missing ${missing}${m.mamaKilla === true ? '; card 04 completes it' : ''})`;
    });
    if (short.length > 0) out.push({ label: `${seat} one short`, value: short.join('; ') });
  }
  const sheet = isRecord(view.sheet) ? view.sheet : {};
  for (const row of list(sheet.rounds)) {
    const markers = isRecord(row.markers) ? row.markers : {};
    if (Object.values(markers).every((v) => v === null)) continue;
    out.push({ label: `round ${String(row.round)}`, value: Object.entries(markers).map(([seat, v]) => `${seat} ${String(v)}`).join(', ') });
  }
  for (const warning of Array.isArray(view.warnings) ? view.warnings : []) out.push({ label: 'check', value: String(warning) });
  return out;
}

export const view: GameView = { facts };
